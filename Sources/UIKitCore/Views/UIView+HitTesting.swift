/// Hit-testing: front to back, skipping hidden, transparent (alpha < 0.01) and non-interactive views, and points
/// outside the receiver's bounds.
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
