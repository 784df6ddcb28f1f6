/// The context of one stay of a drag over a spring-loaded view: its state, the drag's window location (kept current
/// while it moves), and the view (or item of it) the effect styles.
@MainActor final class SpringLoadedContext: NSObject, UISpringLoadedInteractionContext {
    var state = UISpringLoadedInteractionEffectState.inactive
    var targetView: UIView?
    var targetItem: Any?
    var windowLocation: CGPoint
    private weak var window: UIWindow?

    init(targetView: UIView, windowLocation: CGPoint, window: UIWindow) {
        self.targetView = targetView
        self.windowLocation = windowLocation
        self.window = window
    }

    func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }
}
