/// Manages a view: loads it on first use and hears its appearance and layout.
@MainActor open class UIViewController: UIResponder {
    public let nibName: String?
    public let nibBundle: Bundle?

    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
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
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String?

    open override var next: UIResponder? { viewStorage?.superview }

    /// Where the view is in its appearance cycle (see UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared
}
