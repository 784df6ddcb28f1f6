/// Scrolling from inside the content: a layer asks the nearest `CAScrollLayer` above it to show a part of it.
extension CALayer {
    /// The nearest ancestor that is a `CAScrollLayer` (not this layer itself).
    var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroller = current as? CAScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` so that `p`, in this layer's coordinates, is at its origin.
    /// Nothing happens without one.
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(p, to: scroller))
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` as little as shows `r` (in this layer's coordinates).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer, r.isValidGeometry else { return }
        scroller.scroll(to: convert(r, to: scroller))
    }

    /// The part of the bounds the nearest enclosing `CAScrollLayer` shows, in this layer's coordinates; the
    /// whole bounds without one, and an empty rectangle when the layer is scrolled out of sight.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        let shown = scroller.convert(scroller.bounds, to: self).intersection(bounds)
        return shown.isNull ? .zero : shown
    }
}
