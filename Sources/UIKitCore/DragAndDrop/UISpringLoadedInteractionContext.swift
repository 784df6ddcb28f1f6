/// What a spring-loaded interaction's activation handler learns: where the drag is, over which view.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    var state: UISpringLoadedInteractionEffectState { get }
    var targetView: UIView? { get set }
    var targetItem: Any? { get set }
    func location(in view: UIView?) -> CGPoint
}
