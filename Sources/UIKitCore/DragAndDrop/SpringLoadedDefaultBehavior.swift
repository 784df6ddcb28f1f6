import Foundation

/// The behavior a spring-loaded interaction has when it is given none: a drag over the view may always open it; the
/// delay (`UISpringLoadedInteraction.activationDelay`, armed again on each new item) keeps a passing drag from doing so.
@MainActor final class SpringLoadedDefaultBehavior: NSObject, UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool {
        true
    }
}
