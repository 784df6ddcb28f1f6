/// A window scene's delegate. `window` is optional: a delegate without one cannot be given the storyboard's window
/// (UIKit then keeps it alive itself).
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
