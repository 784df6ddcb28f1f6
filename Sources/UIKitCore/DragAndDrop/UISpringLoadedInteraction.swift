import Foundation

/// Activates its view when a drag hovers over it for a moment (`activationDelay`), as a folder opens under a
/// dragged file: the handler runs once per stay; leaving the view and coming back arms it again.
@preconcurrency @MainActor open class UISpringLoadedInteraction: NSObject, UIInteraction {
    /// How long a drag must stay over the view.
    static let activationDelay: TimeInterval = 0.5

    public private(set) weak var view: UIView?
    let activationHandler: (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void
    /// What is under a point of the view (a row, a segment): a drag moving onto another item arms the delay again.
    var item: ((UIView, CGPoint) -> AnyHashable?)?

    init(handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) {
        activationHandler = handler
        super.init()
    }

    public convenience init(
        activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) {
        self.init(handler: handler)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) { self.view = view }
}
