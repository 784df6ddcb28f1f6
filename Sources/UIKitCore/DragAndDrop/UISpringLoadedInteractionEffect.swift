import Foundation

/// Styles a spring-loaded interaction's target view as its state changes (`context.state`: `.possible` while the
/// drag waits over it, `.activating` just before it opens, `.activated` when it opens, `.inactive` when the stay
/// ends without opening).
@preconcurrency @MainActor public protocol UISpringLoadedInteractionEffect: NSObjectProtocol {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext)
}
