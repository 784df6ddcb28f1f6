import QuartzCore

/// Hit-testing: front to back (the last subview first, E-HT-3), skipping hidden, transparent (alpha < 0.01) and
/// non-interactive views with their subtrees (E-HT-4), and points outside the receiver's bounds, so subviews
/// outside their superview get no touches (E-HT-1, V-GEO-14). Points are converted through each subview's
/// transform, so a rotated view is hit where it appears. Views in a touch-blocking animation are skipped (V-CUST-6;
/// see Animation/UIView+TouchBlocking.swift).
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !isInTouchBlockingAnimation,
              self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// A point in the superview's coordinates, in this view's: the inverse of position, transform, anchor point
    /// and bounds origin. Cheaper than a general conversion, which goes through the root.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let layer = self.layer
        if let parentLayer = layer.superlayer, !CATransform3DIsIdentity(parentLayer.sublayerTransform)
            || !layer.transform.isFlatAffine {
            return layer.convert(point, from: parentLayer)
        }
        let bounds = layer.bounds
        let anchor = CGPoint(x: bounds.minX + layer.anchorPoint.x * bounds.width,
                             y: bounds.minY + layer.anchorPoint.y * bounds.height)
        var local = CGPoint(x: point.x - layer.position.x, y: point.y - layer.position.y)
        let transform = layer.transform.affine
        if !transform.isIdentity {
            local = local.applying(transform.inverted())
        }
        return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
    }
}
