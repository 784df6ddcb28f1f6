/// The layout pass: layers marked with `setNeedsLayout` lay out their sublayers before a commit, parents first.
extension CALayer {
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var layer: CALayer? = superlayer
        while let current = layer, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            layer = current.superlayer
        }
        CATransaction.layerDidChange()
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if it is marked, then any marked descendants, parents before children. An explicit
    /// stack instead of recursion: a 10,000-deep tree must not exhaust the thread's stack.
    public func layoutIfNeeded() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if layer.needsLayoutFlag {
                layer.needsLayoutFlag = false
                layer.layoutSublayers()
            }
            guard layer.subtreeNeedsLayout else { continue }
            layer.subtreeNeedsLayout = false
            // Reversed, so the first sublayer is laid out first; flags are read when each is reached, after its
            // earlier siblings' layout may have marked it.
            for sublayer in layer.sublayerStorage.reversed() { stack.append(sublayer) }
        }
    }
}
