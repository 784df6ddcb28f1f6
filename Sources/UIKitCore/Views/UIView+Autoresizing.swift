/// UIKit's autoresizing arithmetic: along each axis, the flexible parts among (leading margin, size, trailing
/// margin) share the superview's size change in proportion to their current sizes (equally when all are zero).
extension UIView {
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        // With a non-identity transform the frame is undefined; work on center and bounds instead.
        var f = CATransform3DIsIdentity(layer.transform) ? frame
            : CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                     width: bounds.width, height: bounds.height)
        let (x, w) = Self.distribute(delta: newSize.width - oldSize.width, start: f.minX, size: f.width,
                                     end: oldSize.width - f.maxX,
                                     flexible: (autoresizingMask.contains(.flexibleLeftMargin),
                                                autoresizingMask.contains(.flexibleWidth),
                                                autoresizingMask.contains(.flexibleRightMargin)))
        let (y, h) = Self.distribute(delta: newSize.height - oldSize.height, start: f.minY, size: f.height,
                                     end: oldSize.height - f.maxY,
                                     flexible: (autoresizingMask.contains(.flexibleTopMargin),
                                                autoresizingMask.contains(.flexibleHeight),
                                                autoresizingMask.contains(.flexibleBottomMargin)))
        f = CGRect(x: x, y: y, width: w, height: h)
        if CATransform3DIsIdentity(layer.transform) {
            frame = f
        } else {
            center = CGPoint(x: f.midX, y: f.midY)
            bounds.size = f.size
        }
    }

    /// Shares `delta` among the flexible parts; returns the new start and size.
    static func distribute(delta: CGFloat, start: CGFloat, size: CGFloat, end: CGFloat,
                           flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, size) }
        let parts = [(flexible.0, start), (flexible.1, size), (flexible.2, end)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, size) }
        let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * max(parts[index].1, 0) / total : delta / CGFloat(flexibleParts.count)
        }
        return (start + share(0), max(size + share(1), 0))
    }
}
