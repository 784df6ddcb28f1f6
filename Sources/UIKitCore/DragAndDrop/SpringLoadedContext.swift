/// The context of one activation: the drag's window location and the view it hovered.
@MainActor final class SpringLoadedContext: UISpringLoadedInteractionContext {
    let state = UISpringLoadedInteractionEffectState.activated
    weak var targetView: UIView?
    var targetItem: Any?
    private let windowLocation: CGPoint
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
