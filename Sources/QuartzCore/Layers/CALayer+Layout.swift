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

    /// Lays out this layer if it is marked, then any marked descendants.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for sublayer in sublayerStorage where sublayer.needsLayoutFlag || sublayer.subtreeNeedsLayout {
            sublayer.layoutIfNeeded()
        }
    }

}
