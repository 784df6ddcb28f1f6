import QuartzCore

/// Hit-testing: front to back (the last subview first, E-HT-3), skipping hidden, transparent (alpha < 0.01) and
/// non-interactive views with their subtrees (E-HT-4), and points outside the receiver's bounds, so subviews
/// outside their superview get no touches (E-HT-1, V-GEO-14). Points are converted through each subview's
/// transform, so a rotated view is hit where it appears. Views in a touch-blocking animation are skipped (V-CUST-6;
/// see Animation/UIView+TouchBlocking.swift).
extension UIView {
    /// How deep `hitTest(_:with:)` calls nest before the rest of the walk goes on without recursion.
    static let hitTestRecursionLimit = 512
    private static var hitTestDepth = 0
    private static var loggedDeepHitTest = false

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsHits(at: point, with: event) else { return nil }
        guard UIView.hitTestDepth < UIView.hitTestRecursionLimit else {
            return hitTestWithoutRecursion(point, with: event)
        }
        UIView.hitTestDepth += 1
        defer { UIView.hitTestDepth -= 1 }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Visible, interactive and containing the point: the conditions for the view or its subviews to be hit.
    private func acceptsHits(at point: CGPoint, with event: UIEvent?) -> Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && !isInTouchBlockingAnimation
            && self.point(inside: point, with: event)
    }

    /// The default walk below this view without recursion, for trees deeper than the thread's stack allows nesting
    /// (10,000 levels): `point(inside:with:)` is still asked of every view, but overrides of
    /// `hitTest(_:with:)` this far down are not called, which is logged once.
    private func hitTestWithoutRecursion(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if !UIView.loggedDeepHitTest {
            UIView.loggedDeepHitTest = true
            UIKitLog.error("hit-testing deeper than \(UIView.hitTestRecursionLimit) levels continues without "
                           + "calling hitTest(_:with:) overrides below that depth")
        }
        // A view that accepts the point is hit itself or through its subviews, so the walk never backs up.
        var view = self, local = point
        descending: while true {
            for subview in view.subviews.reversed() {
                let subviewPoint = subview.pointFromSuperview(local)
                if subview.acceptsHits(at: subviewPoint, with: event) {
                    view = subview
                    local = subviewPoint
                    continue descending
                }
            }
            return view
        }
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
