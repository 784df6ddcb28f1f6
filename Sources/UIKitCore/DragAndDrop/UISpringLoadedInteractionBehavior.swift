import Foundation

/// Decides whether a spring-loaded interaction may begin, and go on, for the drag over its view: asked when the drag
/// arrives over the view (or another item of it) and again at each move while it stays; a refusal ends the stay's
/// activation (the effect goes back to `.inactive`) until a later move is allowed, which starts the delay anew.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionBehavior: NSObjectProtocol {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool
    /// Told when a stay ends: the interaction activated, or the drag left, was refused or ended first.
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    /// Optional in UIKit: nothing to do by default.
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}
