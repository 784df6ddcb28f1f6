import Foundation

/// Tabs of child controllers over a tab bar: every controller of `viewControllers` is a child (and sees this
/// controller as its `tabBarController`), the selected one's view fills this controller's view, under the bar, with
/// the bar's height in its safe area. Switching tabs gives UIKit's appearance callbacks (the old tab's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the old one's `viewDidDisappear`, the new one's
/// `viewDidAppear`). The user selects by clicking an item, Ctrl+Tab / Ctrl+Shift+Tab (next and previous) and
/// Ctrl+1 to Ctrl+8 (that tab) or Ctrl+9 (the last), asking the delegate first.
///
/// `moreNavigationController` is left out: a desktop window shows every tab (iPadOS too has no More tab on a
/// regular width), so no tab ever folds into a More list.
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar the tabs' items are in; this controller is its delegate.
    open var tabBar: UITabBar { tabBarStorage }
    private let tabBarStorage = UITabBar(frame: .zero)

    private var tabControllers: [UIViewController] = []
    private var selectedIndexStorage = NSNotFound

    /// Follows the selected tab's scroll view for the bar's scroll-edge appearance (UITabBarController+ScrollEdge.swift).
    lazy var scrollEdgeTracker = BarScrollEdgeTracker { [weak self] in self?.selectedScrollViewDidScroll($0) }

    /// The controllers the user may rearrange; reset to `viewControllers` whenever those are set (VC-36).
    open var customizableViewControllers: [UIViewController]?

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBarStorage.delegate = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.delegate = self
    }

    /// The tabs' controllers, in order; nil when there are none.
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected controller; setting one that is not a tab's is logged and ignored (UIKit raises).
    open var selectedViewController: UIViewController? {
        get { tabControllers.indices.contains(selectedIndexStorage) ? tabControllers[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = tabControllers.firstIndex(where: { $0 === newValue }) else {
                UIKitLog.error("-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
                    + "controller's list of view controllers can be selected; ignored")
                return
            }
            select(index)
        }
    }

    /// The selected tab's index (`NSNotFound` without tabs); an index out of range is logged and ignored.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard tabControllers.indices.contains(newValue) else {
                UIKitLog.error("UITabBarController: selectedIndex \(newValue) is out of range 0..<\(tabControllers.count); ignored")
                return
            }
            select(newValue)
        }
    }

    /// Replaces the tabs. The selected controller stays selected if it is among the new ones; otherwise the same
    /// index, or the first tab. A controller listed twice keeps its first tab (logged); nil or empty leaves no tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] {
            if unique.contains(where: { $0 === controller }) {
                UIKitLog.error("UITabBarController: \(type(of: controller)) is listed twice in viewControllers; keeping its first tab")
                continue
            }
            if controller === self || isDescendant(of: controller) {
                UIKitLog.error("UITabBarController: \(type(of: controller)) is the tab bar controller or one of its ancestors; left out")
                continue
            }
            unique.append(controller)
        }
        let previouslySelected = selectedViewController
        let previousIndex = selectedIndexStorage
        let visible = isShowingTabs
        for old in tabControllers where !unique.contains(where: { $0 === old }) {
            if old === previouslySelected { hideTab(old, animated: animated, visible: visible) }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in unique where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabControllers = unique.filter { $0.parentStorage === self }
        childStorage = tabControllers + childStorage.filter { child in !tabControllers.contains { $0 === child } }
        customizableViewControllers = viewControllers == nil ? nil : tabControllers
        tabBarStorage.setItems(tabControllers.map { $0.tabBarItem }, animated: animated)
        let index: Int
        if let previouslySelected, let kept = tabControllers.firstIndex(where: { $0 === previouslySelected }) {
            index = kept
        } else if tabControllers.indices.contains(previousIndex) {
            index = previousIndex
        } else {
            index = tabControllers.isEmpty ? NSNotFound : 0
        }
        selectedIndexStorage = NSNotFound
        if index != NSNotFound {
            if previouslySelected != nil, tabControllers[index] === previouslySelected {
                selectedIndexStorage = index
                tabBarStorage.selectedItem = tabControllers[index].tabBarItem
            } else {
                select(index)
            }
        } else {
            tabBarStorage.selectedItem = nil
        }
    }

    /// Whether this controller's view is on screen or on its way there (the tabs' appearance follows it).
    private var isShowingTabs: Bool {
        appearanceState == .appeared || appearanceState == .appearing
    }

    /// Shows the tab at `index` in place of the selected one, in UIKit's order of appearance callbacks.
    private func select(_ index: Int) {
        let new = tabControllers[index]
        let old = selectedViewController
        selectedIndexStorage = index
        tabBarStorage.selectedItem = new.tabBarItem
        guard new !== old, let container = viewIfLoaded else { return }
        let visible = isShowingTabs
        if let old, visible { old.beginAppearanceTransition(false, animated: false) }
        if visible { new.beginAppearanceTransition(true, animated: false) }
        if let old { hideTab(old, animated: false, visible: false) }
        placeSelectedView(in: container)
        if let old, visible { old.endAppearanceTransition() }
        if visible { new.endAppearanceTransition() }
    }

    private func hideTab(_ controller: UIViewController, animated: Bool, visible: Bool) {
        if visible { controller.beginAppearanceTransition(false, animated: animated) }
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        if visible { controller.endAppearanceTransition() }
    }

    /// The selected controller's view fills the container below the bar.
    private func placeSelectedView(in container: UIView) {
        guard let selected = selectedViewController else { return }
        let view = selected.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.insertSubview(view, belowSubview: tabBarStorage) }
        layoutTabs()
    }

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        container.onLayout = { [weak self] in self?.layoutTabs() }
        container.addSubview(tabBarStorage)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let container = viewIfLoaded { placeSelectedView(in: container) }
    }

    /// The bar at the bottom (taller by the bottom safe area), the selected view filling the rest and beneath it,
    /// with the bar in its safe area.
    private func layoutTabs() {
        guard let container = viewIfLoaded else { return }
        let height = tabBarStorage.sizeThatFits(container.bounds.size).height
        tabBarStorage.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        guard let selected = selectedViewController, let view = selected.viewIfLoaded, view.superview === container else { return }
        // The view reaches under the bar unless it leaves out the bottom edge (or the bar is opaque): then it stops
        // at the bar, and the bar is no part of its safe area.
        let under = tabBarStorage.isHidden || selected.extendsLayout(under: .bottom, opaque: !tabBarStorage.isTranslucent)
        var frame = container.bounds
        if !under { frame.size.height = max(0, tabBarStorage.frame.minY) }
        if view.frame != frame { view.frame = frame }
        let barInset = under ? height - container.safeAreaInsets.bottom : 0
        selected.setContainerSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: max(0, barInset), right: 0))
        trackScrollEdge()
    }

    // MARK: The user's selection

    /// A click or a shortcut chose tab `index`: the delegate may refuse; otherwise it is selected and the delegate
    /// hears of it. False when refused.
    @discardableResult
    func userSelectedTab(at index: Int) -> Bool {
        guard tabControllers.indices.contains(index) else { return false }
        let controller = tabControllers[index]
        guard controller.tabBarItem.isEnabled else { return false }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// The bar's callback after the user's selection (the selection is already made).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    open override var keyCommands: [UIKeyCommand]? {
        guard tabControllers.count > 1 else { return nil }
        var commands = [
            UIKeyCommand(input: "\t", modifierFlags: .control, discoverabilityTitle: "Next Tab") { [weak self] _ in
                self?.selectNeighbour(+1)
            },
            UIKeyCommand(input: "\t", modifierFlags: [.control, .shift], discoverabilityTitle: "Previous Tab") { [weak self] _ in
                self?.selectNeighbour(-1)
            },
        ]
        for number in 1...9 {
            commands.append(UIKeyCommand(input: "\(number)", modifierFlags: .command) { [weak self] _ in
                guard let self else { return }
                self.userSelectedTab(at: number == 9 ? self.tabControllers.count - 1 : number - 1)
            })
        }
        return commands
    }

    /// The next or previous enabled tab, wrapping around.
    private func selectNeighbour(_ step: Int) {
        let count = tabControllers.count
        guard count > 1 else { return }
        var index = selectedIndexStorage == NSNotFound ? 0 : selectedIndexStorage
        for _ in 0..<count {
            index = (index + step + count) % count
            if tabControllers[index].tabBarItem.isEnabled { userSelectedTab(at: index); return }
        }
    }

    override var childForKeyboardFallback: UIViewController? { selectedViewController }
}
