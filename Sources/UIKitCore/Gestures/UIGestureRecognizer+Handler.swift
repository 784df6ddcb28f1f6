/// Closure handlers typed by the recognizer's own class: `UIPanGestureRecognizer { pan in pan.translation(in: v) }`.
@preconcurrency @MainActor public protocol UIGestureRecognizerHandling: UIGestureRecognizer {}

extension UIGestureRecognizer: UIGestureRecognizerHandling {}

extension UIGestureRecognizerHandling {
    /// Adds a closure run on every action, alongside any targets.
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        addClosure { recognizer in
            guard let recognizer = recognizer as? Self else { return }
            handler(recognizer)
        }
    }
}
