/// Manages a view: loads it on first use and hears its appearance and layout.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    public let nibName: String?
    public let nibBundle: Bundle?

    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// From a nib or storyboard: `<viewController nibName="...">` names the nib its view loads from, in the
    /// bundle of the file it came from.
    public required init?(coder: NSCoder) {
        let nibCoder = coder as? NibCoder
        nibName = nibCoder?.element["nibName"]
        nibBundle = nibName == nil ? nil : nibCoder?.bundle
        super.init()
    }

    private var viewStorage: UIView?

    /// Loaded on first access (`loadView`, then `viewDidLoad`).
    public var view: UIView! {
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

    public var viewIfLoaded: UIView? { viewStorage }
    public var isViewLoaded: Bool { viewStorage != nil }

    public func loadViewIfNeeded() {
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

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Also the desktop window's title while this controller is its window's root and the app gave the window
    /// none (the title bar says what the window shows, as on Mac Catalyst).
    open var title: String? {
        didSet {
            for window in UIApplication.shared.windows where window.rootViewController === self {
                window.titleSourceChanged()
            }
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
