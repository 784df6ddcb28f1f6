import Foundation

/// Columns of controllers side by side, as iPadOS and Mac Catalyst show them: classic (`viewControllers`, a primary
/// and a secondary) or column style (`init(style:)`, a primary, an optional supplementary and a secondary, plus an
/// optional compact column). Every controller of a column is a child (and sees this controller as its
/// `splitViewController`). In a regular-width window the columns are laid out by `displayMode` (beside, over or
/// displacing the secondary); the user resizes the primary column by dragging the divider with the pointer (a
/// left-right resize cursor), within the minimum and maximum widths. In a compact-width window the split view
/// collapses into one stack: the compact column's controller if there is one, else the primary, which is offered
/// the secondary through the delegate and `collapseSecondaryViewController(_:for:)` (a navigation controller pushes
/// it); a wider window again expands it through `separateSecondaryViewController(for:)`.
///
/// UIKit wraps each column's controller in a navigation controller of its own in column style; here a column shows
/// the controller it is given, so an app that wants a bar in a column gives it a navigation controller.
/// Defaults that UIKit leaves unspecified: the primary and supplementary columns are 320 points wide, at least 180
/// and at most 40% of the width (never less than 320); a triple-column split shows all three columns when the view
/// is at least 1,100 points wide.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    private let styleStorage: Style
    open var style: Style { styleStorage }

    open weak var delegate: (any UISplitViewControllerDelegate)?

    var columnControllers: [Column: UIViewController] = [:]
    var collapsedStorage = false
    /// What the collapsed split view shows.
    var collapsedTopController: UIViewController?
    /// The mode the user or the app chose with `show(_:)`/`hide(_:)`/the button, until `preferredDisplayMode` is set.
    var chosenDisplayMode: DisplayMode?
    /// The primary column's width the user dragged the divider to.
    var draggedPrimaryWidth: CGFloat?
    var shownDisplayMode: DisplayMode?
    var displayModeButtonStorage: UIBarButtonItem?

    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A storyboard's `<splitViewController style="doubleColumn|tripleColumn">` (no style: classic).
    public required init?(coder: NSCoder) {
        styleStorage = UINibStandardClasses.splitViewStyle(coder)
        super.init(coder: coder)
    }

    // MARK: Display mode and widths

    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            chosenDisplayMode = nil
            displayModeMayHaveChanged()
        }
    }

    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { displayModeMayHaveChanged() } }

    /// The behaviour in effect: a desktop window has room to tile, so `.automatic` tiles.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The arrangement of the columns in the expanded layout (what UIKit reports, collapsed or not).
    /// Shows `column` beside, over or displacing the secondary, as the split behaviour says
    /// (UISplitViewController+Showing.swift).
    open func show(_ column: Column) { showColumn(column) }

    /// Hides `column`; the secondary cannot be hidden (UISplitViewController+Showing.swift).
    open func hide(_ column: Column) { hideColumn(column) }

    open var displayMode: DisplayMode { resolvedDisplayMode(forWidth: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) }

    /// Whether a swipe from the primary's edge over the secondary shows the primary when it is hidden.
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { updateDisplayModeButton() } }
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// `.sidebar` gives the primary column the sidebar's grey backdrop.
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { viewIfLoaded?.setNeedsLayout() } }

    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }

    /// The primary column's width in the current layout.
    open var primaryColumnWidth: CGFloat { primaryWidth(in: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) }
    open var supplementaryColumnWidth: CGFloat { supplementaryWidth(in: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) }

    private func widthsChanged() {
        if preferredPrimaryColumnWidth != UISplitViewController.automaticDimension
            || preferredPrimaryColumnWidthFraction != UISplitViewController.automaticDimension { draggedPrimaryWidth = nil }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Columns

    /// Whether the split view shows one stack (a compact-width window).
    open var isCollapsed: Bool { collapsedStorage }

    /// Classic style: the primary and the secondary (only the primary while collapsed, as UIKit reports). Column
    /// style: the columns' controllers, primary first.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified {
                if collapsedStorage, let top = collapsedTopController { return [top] }
                return [columnControllers[.primary], columnControllers[.secondary]].compactMap { $0 }
            }
            return [Column.primary, .supplementary, .secondary].compactMap { columnControllers[$0] }
        }
        set {
            if newValue.count > (style == .tripleColumn ? 3 : 2) {
                UIKitLog.error("UISplitViewController: \(newValue.count) view controllers given; only the first are used")
            }
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (index, column) in order.enumerated() {
                place(index < newValue.count ? newValue[index] : nil, in: column)
            }
            reflectColumns()
        }
    }

    /// Puts `vc` in `column` (nil empties it). Column style only: a classic split view logs and ignores it, as
    /// UIKit refuses it.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIKitLog.error("UISplitViewController: setViewController(_:for:) is only for a split view made with init(style:); ignored")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            UIKitLog.error("UISplitViewController: a double-column split view has no supplementary column; ignored")
            return
        }
        place(vc, in: column)
        reflectColumns()
    }

    /// The controller of `column`, nil when the column is empty (always nil for a classic split view).
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    func place(_ controller: UIViewController?, in column: Column) {
        let old = columnControllers[column]
        guard controller !== old else { return }
        if let controller {
            if controller === self || isDescendant(of: controller) {
                UIKitLog.error("UISplitViewController: \(type(of: controller)) is the split view controller or one of its ancestors; refused")
                return
            }
            if let other = columnControllers.first(where: { $0.value === controller && $0.key != column })?.key {
                UIKitLog.error("UISplitViewController: \(type(of: controller)) was already in the \(other) column; moved to the \(column) column")
                columnControllers[other] = nil
            }
        }
        if let old, !columnControllers.contains(where: { $0.value === old && $0.key != column }) { release(old) }
        columnControllers[column] = controller
        if let controller { adopt(controller) }
        if collapsedTopController === old { collapsedTopController = nil }
    }

    func adopt(_ controller: UIViewController) {
        guard controller.parentStorage !== self else { return }
        addChild(controller)
        controller.didMove(toParent: self)
    }

    private func release(_ controller: UIViewController) {
        guard controller.parentStorage === self else { return }
        controller.willMove(toParent: nil)
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        controller.removeFromParent()
    }

    /// The columns changed: collapse them anew if collapsed, and lay out.
    private func reflectColumns() {
        if collapsedStorage { collapsedTopController = chooseCollapsedTop(collapsing: false) }
        updateDisplayModeButton()
        viewIfLoaded?.setNeedsLayout()
        if isViewLoaded { layoutColumns() }
    }

    // MARK: Loading and layout

    let dividerView = SplitViewDivider()
    /// Over the secondary while columns float over it: a click there hides them.
    let overlayDismissal = UIView()
    weak var edgeSwipe: UIScreenEdgePanGestureRecognizer?
    let sidebarBackdrop = UIView()

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        container.onLayout = { [weak self] in self?.layoutColumns() }
        sidebarBackdrop.backgroundColor = .secondarySystemBackground
        sidebarBackdrop.isHidden = true
        container.addSubview(sidebarBackdrop)
        dividerView.splitViewController = self
        container.addSubview(dividerView)
        installColumnGestures(on: container)
        view = container
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapsedState()
    }

    /// A button with the sidebar symbol that shows or hides the primary column (or moves to the mode the delegate's
    /// `targetDisplayModeForAction(in:)` names). Hidden while collapsed unless its visibility is `.always`.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeButtonStorage { return item }
        let image = UIImage(systemName: "sidebar.left")
        let action = UIAction(title: "Toggle Sidebar", image: image) { [weak self] _ in self?.performDisplayModeButtonAction() }
        let item = UIBarButtonItem(title: nil, image: image, primaryAction: action)
        item.toolTip = "Toggle Sidebar"
        displayModeButtonStorage = item
        updateDisplayModeButton()
        return item
    }

    // MARK: Showing controllers

    /// POP-23: the delegate may show `vc` itself; expanded, it replaces the primary when the sender is (inside) the
    /// primary and the secondary otherwise; collapsed, it is presented.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        guard !collapsedStorage else { return present(vc, animated: true) }
        let senderController = sender as? UIViewController
        let primary = columnControllers[.primary]
        let fromPrimary = senderController != nil && primary != nil
            && (senderController === primary || senderController!.isDescendant(of: primary!))
        place(vc, in: fromPrimary ? .primary : .secondary)
        reflectColumnsAfterShowing()
    }

    /// POP-23: the delegate may show `vc` itself; expanded, it becomes the secondary; collapsed, the shown stack
    /// shows it if it handles `show` (a navigation controller pushes it), else it is presented.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            let action = Selector("showViewController:sender:")
            if let top = collapsedTopController, let target = top.targetViewController(forAction: action, sender: sender),
               target !== self, target.isDescendant(of: self) {
                target.show(vc, sender: sender)
            } else {
                present(vc, animated: true)
            }
            return
        }
        place(vc, in: .secondary)
        reflectColumnsAfterShowing()
    }

    /// Column style, expanded: the primary and supplementary columns are narrow, so their controllers get the
    /// compact width (as UIKit gives them), whatever the window's.
    open override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        let own = super.overrideTraitCollection(forChild: childViewController)
        guard style != .unspecified, !collapsedStorage,
              childViewController === columnControllers[.primary] || childViewController === columnControllers[.supplementary] else {
            return own
        }
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        return own.map { UITraitCollection(traitsFrom: [compact, $0]) } ?? compact
    }

    override var childForKeyboardFallback: UIViewController? {
        collapsedStorage ? collapsedTopController : columnControllers[.secondary]
    }

    override func handlesShowAction(_ action: Selector, sender: Any?) -> Bool {
        action.name == "showViewController:sender:" || action.name == "showDetailViewController:sender:"
    }
}

extension UIViewController {
    /// Posted by a split view controller after it collapses or expands: where `showDetailViewController` goes
    /// changed.
    nonisolated public static let showDetailTargetDidChangeNotification =
        Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
}
