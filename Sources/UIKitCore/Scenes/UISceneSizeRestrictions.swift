/// The sizes a scene's windows may take (Mac Catalyst's API): the window manager keeps a user's resizing between
/// them. A size of zero in a direction leaves it free below; `.greatestFiniteMagnitude` leaves it free above.
@preconcurrency @MainActor public final class UISceneSizeRestrictions {
    public var minimumSize: CGSize = .zero { didSet { apply() } }
    public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { apply() }
    }
    /// Whether the window may be made full screen; a desktop always allows it.
    public var allowsFullScreen = true

    weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// Tells every window of the scene's host, and is read when a new window's host is made.
    func apply() {
        for window in scene?.windows ?? [] { apply(to: window) }
    }

    func apply(to window: UIWindow) {
        window.host?.setSizeLimits(minimum: minimumSize, maximum: maximumSize)
    }
}
