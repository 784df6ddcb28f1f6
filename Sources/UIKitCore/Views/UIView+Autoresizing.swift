/// UIKit's autoresizing arithmetic: along each axis, the flexible parts among (leading margin, size, trailing
/// margin) share the superview's size change in proportion to their current sizes (equally when all are zero).
extension UIView {
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        // A view that does not translate its mask is placed by its constraints alone (AL-1).
        guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
        // With a non-identity transform the frame is undefined; work on center and bounds instead.
        let untransformed = layer.hasIdentityTransform
        var f = untransformed ? layer.frame
            : CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                     width: bounds.width, height: bounds.height)
        let (x, w) = Self.distribute(delta: newSize.width - oldSize.width, start: f.minX, size: f.width,
                                     end: oldSize.width - f.maxX,
                                     flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                mask.contains(.flexibleRightMargin)))
        let (y, h) = Self.distribute(delta: newSize.height - oldSize.height, start: f.minY, size: f.height,
                                     end: oldSize.height - f.maxY,
                                     flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                mask.contains(.flexibleBottomMargin)))
        f = CGRect(x: x, y: y, width: w, height: h)
        guard f.isValidGeometry else {
            UIKitLog.error("autoresizing gave \(self) a non-finite frame \(f); left as it was")
            return
        }
        // The layer's geometry is set directly: the caller (`boundsSizeDidChange`) carries a size change on to
        // this view's subviews.
        if untransformed {
            layer.frame = f
        } else {
            layer.position = CGPoint(x: f.midX, y: f.midY)
            layer.bounds.size = f.size
        }
    }

    /// Shares `delta` among the flexible parts; returns the new start and size. Scalar arithmetic only: this runs
    /// for every view of a resized tree.
    static func distribute(delta: CGFloat, start: CGFloat, size: CGFloat, end: CGFloat,
                           flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0, flexible.0 || flexible.1 || flexible.2 else { return (start, size) }
        let startPart = flexible.0 ? max(start, 0) : 0
        let sizePart = flexible.1 ? max(size, 0) : 0
        let endPart = flexible.2 ? max(end, 0) : 0
        let total = startPart + sizePart + endPart
        func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            let count = CGFloat((flexible.0 ? 1 : 0) + (flexible.1 ? 1 : 0) + (flexible.2 ? 1 : 0))
            return total > 0 ? delta * part / total : delta / count
        }
        return (start + share(flexible.0, startPart), max(size + share(flexible.1, sizePart), 0))
    }
}
