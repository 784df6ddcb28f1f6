import Foundation

/// A continuous recognizer for the pointer over its view with no button down: began on entering, changed on
/// every move, ended on leaving.
@preconcurrency @MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UIHoverGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// Window coordinates of the pointer.
    var hoverLocation: CGPoint?

    open override func location(in view: UIView?) -> CGPoint {
        guard let point = hoverLocation, let window = self.view?.window else { return super.location(in: view) }
        guard let view, view !== window else { return point }
        return view.convert(point, from: window)
    }

    open override func reset() {
        hoverLocation = nil
    }
}
