import Foundation

/// Activates its view when a drag stays over it for a moment (`activationDelay`), as a folder opens under a dragged
/// file: the handler runs once per stay; leaving the view (or the item of it the drag was over) and coming back arms
/// it again. The behavior decides whether a stay may begin and go on; the effect styles the view on the way
/// (`SpringLoadingTracker` runs the stays of the application's drag).
@preconcurrency @MainActor open class UISpringLoadedInteraction: NSObject, UIInteraction {
    /// How long a drag must stay over the view.
    static let activationDelay: TimeInterval = 0.5

    public private(set) weak var view: UIView?
    public let interactionBehavior: any UISpringLoadedInteractionBehavior
    public let interactionEffect: any UISpringLoadedInteractionEffect
    let activationHandler: (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void
    /// What is under a point of the view (a row, a segment), and the view that shows it when there is one: a drag
    /// moving onto another item arms the delay again, and the effect styles that item's view.
    var item: ((UIView, CGPoint) -> (item: AnyHashable, view: UIView?)?)?

    /// nil behavior or effect: UIKit's (a drag may always open the view; the view is highlighted, then flashes).
    public init(interactionBehavior: (any UISpringLoadedInteractionBehavior)?,
                interactionEffect: (any UISpringLoadedInteractionEffect)?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) {
        self.interactionBehavior = interactionBehavior ?? SpringLoadedDefaultBehavior()
        self.interactionEffect = interactionEffect ?? SpringLoadedHighlightEffect()
        activationHandler = handler
        super.init()
    }

    public convenience init(
        activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) { self.view = view }
}
