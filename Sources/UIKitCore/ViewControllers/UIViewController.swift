/// Manages a view: loads it on first use and hears its appearance and layout.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    private let nibNameStorage: String?
    private let nibBundleStorage: Bundle?

    /// The nib the view loads from, as given to `init(nibName:bundle:)` or named by the storyboard.
    open var nibName: String? { nibNameStorage }
    /// The bundle the nib is looked up in.
    open var nibBundle: Bundle? { nibBundleStorage }

    public init(nibName: String?, bundle: Bundle?) {
        nibNameStorage = nibName
        nibBundleStorage = bundle
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// From a nib or storyboard: `<viewController nibName="...">` names the nib its view loads from, in the
    /// bundle of the file it came from.
    public required init?(coder: NSCoder) {
        let nibCoder = coder as? NibCoder
        let name = nibCoder?.element["nibName"]
        nibNameStorage = name
        nibBundleStorage = name == nil ? nil : nibCoder?.bundle
        super.init()
    }

    private var viewStorage: UIView?

    /// Loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            if viewStorage == nil { loadViewIfNeeded() }
            return viewStorage
        }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
        }
    }

    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the view; the default makes a plain view the size of the main screen.
    open func loadView() {
        if loadViewFromNib() { return } // UIViewController+Nib.swift
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Insets added to the safe area of the controller's view and its subviews (a desktop window has none of its
    /// own). Views whose insets change hear `safeAreaInsetsDidChange()`, then the controller
    /// `viewSafeAreaInsetsDidChange()`.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.safeAreaDidChange(from: oldValue, in: self)
        }
    }

    open func viewSafeAreaInsetsDidChange() {}

    /// The controller's part of the update-constraints pass: UIKit calls it in place of its view's
    /// `updateConstraints()`, which the default calls. An override changes constraints and calls super last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    // MARK: Containment, tab bar and split view controllers: their stored state and open members go here.

    /// The controllers added with `addChild(_:)`, in order.
    open var children: [UIViewController] { childStorage }

    /// The controller this one is a child of.
    open var parent: UIViewController? { parentStorage }

    /// Makes `childController` a child (UIViewController+Containment.swift). An override calls super, as on iOS.
    open func addChild(_ childController: UIViewController) { adoptChild(childController) }

    /// Leaves the parent (UIViewController+Containment.swift). An override calls super, as on iOS.
    open func removeFromParent() { leaveParent() }

    /// Starts an appearance transition of this controller and its children (UIViewController+Appearance.swift).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance transition begun last (UIViewController+Appearance.swift).
    open func endAppearanceTransition() { endAppearance() }

    /// The storyboard this controller was instantiated from, `nil` for controllers made in code or by a xib
    /// (UIViewController+Storyboard.swift).
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// Performs the segue with `identifier` from this controller's scene (UIViewController+Storyboard.swift).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether the controller lets its content be edited; setting it calls `setEditing(_:animated:)` unanimated.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off and makes `editButtonItem` say Done or Edit (UIViewController+Editing.swift). An
    /// override puts its views in or out of editing and calls super, as on iOS.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing) }

    /// A bar button item that says Edit, or Done while editing, and toggles `isEditing` animated when tapped
    /// (UIViewController+Editing.swift).
    open var editButtonItem: UIBarButtonItem { editButtonItemMadeIfNeeded() }

    var editingStorage = false
    var editButtonItemStorage: UIBarButtonItem?

    /// The nearest tab bar controller among this controller's ancestors.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest split view controller among this controller's ancestors.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The controller this one (or the ancestor it is in) presents, and the one presenting this one (or its
    /// ancestor).
    open var presentedViewController: UIViewController? { presentedStorage ?? parentStorage?.presentedViewController }
    open var presentingViewController: UIViewController? { presentingStorage ?? parentStorage?.presentingViewController }

    /// The view's traits, or before it loads its parent's with the overrides that reach it
    /// (UIViewController+Traits.swift).
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// Merges `collection` into the traits `childViewController` inherits (UIViewController+Traits.swift).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        overrideTraits(collection, forChild: childViewController)
    }

    /// Whether the appearance callbacks of this controller reach the children whose views are in its view
    /// (UIViewController+Appearance.swift); a container that calls `beginAppearanceTransition(_:animated:)` on
    /// its children itself answers false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether `child` hears this controller's appearance callbacks; a container that shows only some of its
    /// children (a page view controller's neighbouring pages wait off screen) narrows it.
    func forwardsAppearance(to child: UIViewController) -> Bool { shouldAutomaticallyForwardAppearanceMethods }

    /// Called after `viewWillAppear(_:)` once the view is in the window with its traits and size, before it lays
    /// out its subviews (the moment iOS 17 added, back-deployed to iOS 13).
    open func viewIsAppearing(_ animated: Bool) {}

    /// Set between `viewWillAppear` and `viewIsAppearing`.
    var viewIsAppearingPending = false
    /// Whether the appearance transition under way is animated.
    var appearanceTransitionAnimated = false

    /// The controller's traits are about to change (a size class, as a window is resized across a breakpoint);
    /// `coordinator` runs animations alongside. Sent before `viewWillTransition(to:with:)`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The traits this controller gives `childViewController` over its own (set with
    /// `setOverrideTraitCollection(_:forChild:)`).
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var traitOverridesStorage = UITraitOverrides()

    /// The traits this controller sets for itself and everything below it (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set { changingTraits { traitOverridesStorage = newValue } }
    }

    /// The item a tab bar shows for this controller; made on first use from `title` (UIKit's default).
    open var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil { tabBarItemStorage = UITabBarItem(title: title, image: nil, tag: 0) }
            return tabBarItemStorage
        }
        set {
            tabBarItemStorage = newValue
            tabBarItemDidChange()
        }
    }

    var tabBarItemStorage: UITabBarItem?
    /// Insets a container adds to this controller's safe area for its bars (UIViewController+ContainerSafeArea.swift).
    var containerSafeAreaInsets = UIEdgeInsets.zero

    /// The controller that answers `action` (`showViewController:sender:` or `showDetailViewController:sender:`)
    /// for `sender`: this one if it handles it, else the nearest parent or presenter that does (nil: none). A
    /// controller handles an action when it is a container that implements it (split view controllers both,
    /// navigation controllers `show`); without an Objective-C runtime an app's own controller that overrides
    /// `show` handles it by overriding this method to return itself.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        var visited = 0
        while let controller = current, visited < 10_000 {
            if controller.handlesShowAction(action, sender: sender) { return controller }
            current = controller.parentStorage ?? controller.presentingStorage
            visited += 1
        }
        return nil
    }

    /// Whether this controller performs `action` itself; containers override it.
    func handlesShowAction(_ action: Selector, sender: Any?) -> Bool { false }

    /// Shows `vc` the way the context calls for: the container that handles `show` (a navigation controller
    /// pushes, a split view controller replaces a column), else a presentation.
    open func show(_ vc: UIViewController, sender: Any?) {
        let action = Selector("showViewController:sender:")
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: a split view controller above this one puts it in its secondary column (or
    /// shows it in its collapsed stack); without one, a presentation.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        let action = Selector("showDetailViewController:sender:")
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// As a split view controller collapses, the primary column's controller takes in the secondary's; a plain
    /// controller does nothing (a navigation controller pushes it).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}

    /// As a split view controller expands, the primary column's controller gives back what becomes the secondary
    /// column; a plain controller has nothing (nil; a navigation controller pops its top controller).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// The child that gets keyboard shortcuts when nothing is first responder (the shown tab, a split view's
    /// secondary column); for a plain controller, the last child whose view is in the window (a navigation
    /// controller embedded in a page, so its Alt+Left works).
    var childForKeyboardFallback: UIViewController? {
        guard let window = viewIfLoaded?.window else { return nil }
        return childStorage.last { $0.viewIfLoaded?.window === window }
    }

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Also the desktop window's title while this controller is its window's root and the app gave the window
    /// none (the title bar says what the window shows, as on Mac Catalyst).
    open var title: String? {
        didSet {
            titleDidChangeForTabBarItem()
            for window in UIApplication.shared.windows where window.rootViewController === self {
                window.titleSourceChanged()
            }
            navigationItemStorage?.noteChange() // an item without a title of its own shows this one
        }
    }

    open override var next: UIResponder? { viewStorage?.superview }

    /// Where the view is in its appearance cycle (see UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared

    // Storyboards and presentation (UIViewController+Storyboard.swift, UIViewController+Presentation.swift).

    /// The scene a storyboard made this controller from: where its view and segues come from.
    var storyboardScene: StoryboardScene?
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// Containment (UIViewController+Containment.swift).
    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?

    // MARK: Navigation controllers and bars: their stored state and open members go here.

    /// What a navigation bar shows while this controller is in a navigation stack (made on first use; its title
    /// is this controller's `title` until it is given one of its own).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.owningController = self
        navigationItemStorage = item
        return item
    }
    var navigationItemStorage: UINavigationItem?

    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.topToolbarItemsDidChange(of: self, animated: false) }
    }

    /// Sets `toolbarItems`, cross-fading the navigation controller's toolbar when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        navigationController?.topToolbarItemsDidChange(of: self, animated: animated)
    }

    /// Whether the navigation controller's toolbar hides while this controller is pushed (and above it).
    open var hidesBottomBarWhenPushed = false

    /// The edges of the view that reach under a container's bars (all by default: the view fills the container and
    /// the bars' heights come in through the safe area). An edge left out stops the view at its bar's edge, as
    /// `edgesForExtendedLayout = []` does on iOS.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the view also reaches under opaque bars (`isTranslucent` false); by default only translucent bars
    /// lie over it.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// iOS 7-10's switch for insetting the view's scroll view below the bars, deprecated in iOS 11 for
    /// `UIScrollView.contentInsetAdjustmentBehavior`. False stops an `.automatic` scroll view that does not scroll
    /// vertically from taking the bars' insets (what it kept from this switch); a scrolling one still takes them.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true

    /// Whether this controller's view reaches under a bar at `edge` (`opaque`: the bar is not translucent).
    func extendsLayout(under edge: UIRectEdge, opaque: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (!opaque || extendedLayoutIncludesOpaqueBars)
    }

    /// The nearest navigation controller among this controller's ancestors.
    open var navigationController: UINavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }

    /// True between `viewWillAppear` and `viewDidAppear` of a controller being pushed or added to a container, and
    /// between `viewWillDisappear` and `viewDidDisappear` of one being popped or removed.
    open var isMovingToParent: Bool { movingToParentStorage }
    open var isMovingFromParent: Bool { movingFromParentStorage }
    var movingToParentStorage = false
    var movingFromParentStorage = false

    /// Called before a segue from this controller performs, to hand the destination what it needs.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control triggers should perform; `performSegue(withIdentifier:sender:)` does not ask.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before this controller becomes a child of `parent` (`nil`: before it leaves its parent).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after this controller became a child of `parent` (`nil`: after it left its parent).
    open func didMove(toParent parent: UIViewController?) {}

    // Unwind segues (UIViewController+Unwinding.swift); in the class body so subclasses can override them.

    /// Whether this controller is the destination of an unwind segue with `action`. The default asks the older
    /// `canPerformUnwindSegueAction(_:from:withSender:)`, so that a subclass overriding only that one is heard.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
    }

    /// True when an action named `action` is registered for this controller's class (`UINibConnections`) and this
    /// is not the controller the segue starts from, as iOS answers for a controller implementing the method.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        fromViewController !== self && UINibConnections.hasAction(action.name, for: self)
    }

    /// Called on each container between the source and the destination of an unwind segue, `subsequentVC` being
    /// the next controller towards the destination; containers override it to show that controller.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The children an unwind search looks in, deepest first; the default is every child but the one holding the
    /// source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holding = childContaining(source)
        return children.filter { $0 !== holding }
    }

    /// The child that is, or has among its descendants or presented controllers, the unwind segue's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var current: UIViewController? = source.source
            while let controller = current {
                if controller === child { return true }
                current = controller.parentStorage ?? controller.presentingStorage
            }
            return false
        }
    }

    // Open here, in the class, so subclasses can override them (see UIViewController+Presentation.swift).

    /// Presents `controller` over this controller's window, full screen.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or the presentation this one is part of.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Presentation styles, transitions and alerts: their stored state and open members go here.

    /// How this controller shows when presented (`.automatic`: a page sheet). Changing it before presenting
    /// replaces the presentation controller it implies.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet {
            if modalPresentationStyle != oldValue, presentingStorage == nil { presentationControllerStorage = nil }
        }
    }
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// True keeps the user from dismissing the presentation (Escape, a click outside a popover); the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)` instead.
    open var isModalInPresentation = false
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// True makes this controller the presenter of current-context presentations from its descendants.
    open var definesPresentationContext = false
    /// With `definesPresentationContext`: this controller's `modalTransitionStyle` replaces the presented one's.
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The size this controller's content would like (a popover's and a form sheet's size).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if presentingStorage != nil { presentationControllerStorage?.preferredContentSizeDidChange() }
        }
    }

    /// The presentation controller this controller is (or would be) presented by; made on first use for its
    /// `modalPresentationStyle`.
    open var presentationController: UIPresentationController? { presentationControllerForStyle() }
    /// The presentation controller when the style is `.popover`.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationControllerForStyle() as? UIPopoverPresentationController : nil
    }
    /// The presentation controller when the style is a page or form sheet (`.automatic` included).
    open var sheetPresentationController: UISheetPresentationController? {
        modalPresentationStyle.resolved.isSheet ? presentationControllerForStyle() as? UISheetPresentationController : nil
    }
    open var isBeingPresented: Bool { presentationPhase == .presenting }
    open var isBeingDismissed: Bool { presentationPhase == .dismissing }
    /// The coordinator of the transition this controller (or an ancestor) is in; `nil` outside one.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        transitionCoordinatorStorage ?? parentStorage?.transitionCoordinator
    }

    var presentationControllerStorage: UIPresentationController?
    /// Set by whoever runs a transition involving this controller (presentation, navigation).
    var transitionCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
    var presentationPhase = PresentationPhase.none

    // Status bar, orientation and memory (see UIViewController+Environment.swift): a desktop has no status bar
    // and does not rotate, so these are answered and accepted for iOS code's sake.

    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// The child whose `preferredStatusBarStyle` a container passes on (nil: its own).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` a container passes on (nil: its own).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Accepted: there is no status bar to update.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether the controller wants the pointer locked to its window (UIWindow+PointerLock.swift): asked of the
    /// window's root controller, or of the child its `childViewControllerForPointerLock` names.
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// The answer of `prefersPointerLocked` changed: the window it decides for (its view's, or the one whose root
    /// names it through `childViewControllerForPointerLock`) locks or frees the pointer now.
    open func setNeedsUpdateOfPrefersPointerLocked() {
        for window in UIApplication.shared.windows where window === viewIfLoaded?.window || window.pointerLockController === self {
            window.updatePointerLock()
        }
    }

    /// The view's size is about to change (its window was resized); `coordinator` runs animations alongside.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The system is short of memory (UIKit also empties its image cache).
    open func didReceiveMemoryWarning() {}

    /// The light or dark style of this controller's view hierarchy (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded else { return }
            UIView.styleOverridesExist = true
            view.propagateStyle(from: view.style(own: view.overrideUserInterfaceStyle, controller: oldValue))
        }
    }

    /// The traits of the controller's view changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
