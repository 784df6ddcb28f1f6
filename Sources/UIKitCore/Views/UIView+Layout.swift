/// The layout and drawing cycles, driven by the layer's passes at commit time.
extension UIView {
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Solves the constraints of the view's tree if they changed, then lays out the subtree now.
    public func layoutIfNeeded() {
        layoutEngineIfNeeded(checkingFrames: true)
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(_:)`, keeping the frame's origin, as UIKit does.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        let fitted = CGSize(width: max(size.width, 0), height: max(size.height, 0))
        guard transform.isIdentity else { bounds.size = fitted; return }
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// Asks for `draw(_:)` before the next commit; however often it is called, `draw(_:)` runs once.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
}
