/// Where a spring-loaded view is on its way to activation.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    case inactive = 0
    case possible = 1
    case activating = 2
    case activated = 3
}
