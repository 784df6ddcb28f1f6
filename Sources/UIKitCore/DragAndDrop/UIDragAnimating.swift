/// Animations that run beside a drag's own (a drop settling into place).
@preconcurrency @MainActor public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
