import Foundation

/// A stack of view controllers shown one at a time under a navigation bar (and over an optional toolbar): push
/// slides the new controller in from the trailing edge, pop slides it back out; the bar shows the top
/// controller's navigation item and a back button. The stack is the controller's `children`.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable { case none, push, pop }

    /// How long a push or pop slides (iOS's 0.35 s).
    static let transitionDuration: TimeInterval = 0.35

    private let navigationBarStorage = UINavigationBar(frame: .zero)
    open var navigationBar: UINavigationBar { navigationBarStorage }
    private let toolbarStorage = UIToolbar(frame: .zero)
    open var toolbar: UIToolbar! { toolbarStorage }
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The pan from the window's left edge that pops the top controller interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePanRecognizer }
    let edgePanRecognizer = UIScreenEdgePanGestureRecognizer()

    /// A tap falling through to the content toggles the bars (when `hidesBarsOnTap`).
    open var hidesBarsOnTap = false { didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap } }
    /// An upward swipe hides the bars, a downward one shows them again (when `hidesBarsOnSwipe`).
    open var hidesBarsOnSwipe = false { didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe } }
    /// There is no on-screen keyboard here; kept for code that sets it.
    open var hidesBarsWhenKeyboardAppears = false
    /// Desktop windows have a vertically regular size class; kept for code that sets it.
    open var hidesBarsWhenVerticallyCompact = false
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barTapRecognizer }
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barSwipeRecognizer }
    private let barTapRecognizer = UITapGestureRecognizer()
    private let barSwipeRecognizer = UIPanGestureRecognizer()

    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var navigationBarHiddenStorage = false
    var toolbarHiddenStorage = true

    /// The push or pop under way, and what waits for it to end (UINavigationController+Transitions.swift).
    var transition: NavigationTransition?
    var pendingStackChanges: [() -> Void] = []
    /// Bar hide/show animations under way (the bars stay visible until they end).
    var barAnimationCount = 0
    /// Follows the top controller's scroll view, whose scrolling folds the search bar, collapses the large title
    /// and picks the bar's scroll-edge appearance (UINavigationController+ScrollEdge.swift).
    lazy var scrollEdgeTracker = BarScrollEdgeTracker { [weak self] in self?.topScrollViewDidScroll($0) }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        setUpNavigation()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpNavigation()
    }

    /// A stack holding `rootViewController`. Designated, as in UIKit, so that a subclass can override it and call
    /// super.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
        setViewControllers([rootViewController], animated: false)
    }

    /// Bars of the given classes. Without the Objective-C runtime a class cannot be made from its metatype unless
    /// it has a required initializer, which UIView subclasses do not; a subclass given here is logged and the
    /// standard bar is used (set the bar's properties, or its appearance proxy, instead).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
        if let navigationBarClass, navigationBarClass != UINavigationBar.self {
            UIKitLog.error("UINavigationController: \(navigationBarClass) cannot be instantiated from its class on this platform; using UINavigationBar")
        }
        if let toolbarClass, toolbarClass != UIToolbar.self {
            UIKitLog.error("UINavigationController: \(toolbarClass) cannot be instantiated from its class on this platform; using UIToolbar")
        }
    }

    private func setUpNavigation() {
        navigationBar.managingController = self
        edgePanRecognizer.edges = .left
        edgePanRecognizer.measuresFromView = true
        edgePanRecognizer.addHandler { [weak self] pan in self?.interactivePopChanged(pan) }
        barHideOnTapGestureRecognizer.isEnabled = false
        barHideOnTapGestureRecognizer.addHandler { [weak self] _ in self?.barTapToggled() }
        barHideOnSwipeGestureRecognizer.isEnabled = false
        barHideOnSwipeGestureRecognizer.addHandler { [weak self] pan in self?.barSwipeChanged(pan) }
    }

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.addSubview(navigationBar)
        toolbarStorage.isHidden = toolbarHiddenStorage
        container.addSubview(toolbarStorage)
        container.addGestureRecognizer(edgePanRecognizer)
        container.addGestureRecognizer(barHideOnTapGestureRecognizer)
        container.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
        view = container
        if let top = topViewController { install(top, below: nil) }
        updateToolbar(animated: false)
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }

    /// What shows: the top controller, or what it (or a controller it presents) presents.
    open var visibleViewController: UIViewController? {
        guard var shown = topViewController else { return nil }
        while let presented = shown.presentedViewController { shown = presented }
        return shown
    }

    /// Pushes `viewController` onto the stack and shows it (sliding in when `animated`). A controller already in
    /// the stack, a navigation controller, or one that is a child elsewhere in a way UIKit refuses is logged and
    /// ignored (UIKit raises an exception).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard acceptsPush(of: viewController) else { return }
        changeStack(to: children + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing changes) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = plannedStack
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them (top last); nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let stack = plannedStack
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            UIKitLog.error("UINavigationController: popToViewController: \(type(of: viewController)) is not in the stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { changeStack(to: Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Pops everything above the root and returns it.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = plannedStack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; with `animated`, a new top controller slides in as a push (or, when it was already in
    /// the stack, as a pop). Duplicates and navigation controllers are logged and left out.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var stack: [UIViewController] = []
        for controller in viewControllers {
            if stack.contains(where: { $0 === controller }) {
                UIKitLog.error("UINavigationController: setViewControllers: \(type(of: controller)) appears more than once; kept once")
                continue
            }
            if controller is UINavigationController {
                UIKitLog.error("UINavigationController: pushing a navigation controller is not supported; \(type(of: controller)) left out")
                continue
            }
            if controller === self || isAncestor(controller) {
                UIKitLog.error("UINavigationController: \(type(of: controller)) contains this navigation controller; left out")
                continue
            }
            stack.append(controller)
        }
        changeStack(to: stack, animated: animated)
    }

    /// The stack as it will be once the queued changes are made (what a pop asked for now pops from).
    var plannedStack: [UIViewController] { transition == nil ? children : plannedStackStorage }
    var plannedStackStorage: [UIViewController] = []

    private func acceptsPush(of controller: UIViewController) -> Bool {
        if plannedStack.contains(where: { $0 === controller }) {
            UIKitLog.error("UINavigationController: Pushing the same view controller instance more than once is not supported (\(type(of: controller)))")
            return false
        }
        if controller is UINavigationController {
            UIKitLog.error("UINavigationController: Pushing a navigation controller is not supported (\(type(of: controller)))")
            return false
        }
        if controller === self || isAncestor(controller) {
            UIKitLog.error("UINavigationController: \(type(of: controller)) contains this navigation controller; not pushed")
            return false
        }
        return true
    }

    private func isAncestor(_ controller: UIViewController) -> Bool {
        var current = parent
        while let ancestor = current {
            if ancestor === controller { return true }
            current = ancestor.parent
        }
        return false
    }

    // MARK: Bars

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        barsChanged(animated: animated)
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        barsChanged(animated: animated)
    }

    // MARK: Appearance of the navigation controller itself

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if transition == nil { topViewController?.beginAppearanceTransition(true, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if transition == nil { topViewController?.endAppearanceTransition() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if transition == nil { topViewController?.beginAppearanceTransition(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if transition == nil { topViewController?.endAppearanceTransition() }
    }

    /// The controllers' appearance follows the stack (UINavigationController+Transitions.swift), not their views
    /// joining the window.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// `show(_:sender:)` from this controller or any controller in it pushes.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func handlesShowAction(_ action: Selector, sender: Any?) -> Bool {
        action.name == "showViewController:sender:"
    }

    /// A split view controller collapsing onto this primary stack: the secondary controller is pushed on top.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        pushViewController(secondaryViewController, animated: false)
    }

    /// A split view controller expanding: the controller pushed on top of the primary's root becomes the
    /// secondary column again.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    /// Keys with no first responder go to the top controller's view, so the chain passes this controller.
    override var childForKeyboardFallback: UIViewController? { topViewController }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? .all
    }

    /// Alt+Left goes back, as in a desktop browser (the mouse's back button arrives as the same key).
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate,
                      discoverabilityTitle: "Back") { [weak self] _ in self?.goBackFromKeyboard() }]
    }
}
