import Foundation

/// A pan that starts only at an edge of the window (the desktop's stand-in for the screen): the first finger must
/// go down within `edgeRegionWidth` points of one of `edges`.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    open var edges: UIRectEdge = []
    open var edgeRegionWidth: CGFloat = 20
    /// Edges of the recognizer's view rather than of the window: a navigation controller's interactive pop starts
    /// at its own view's left edge wherever the view is (in a split view's column, in a card).
    var measuresFromView = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
            let reference: UIView? = measuresFromView ? view : nil
            let p = touch.location(in: reference), b = reference?.bounds ?? window.bounds
            let atEdge = (edges.contains(.left) && p.x - b.minX <= edgeRegionWidth)
                || (edges.contains(.right) && b.maxX - p.x <= edgeRegionWidth)
                || (edges.contains(.top) && p.y - b.minY <= edgeRegionWidth)
                || (edges.contains(.bottom) && b.maxY - p.y <= edgeRegionWidth)
            if !atEdge { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }
}
