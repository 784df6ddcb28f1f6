import Foundation

/// Mouse wheels: each notch (one discrete scroll sample) moves the content one line step along the axes of its
/// delta, never past the edges. The step is GTK's for scrolled windows, the view's extent to the power 2/3 (54
/// points in a 400-point view, 102 in a 1,000-point one): it grows with the view, but slower than a page, so a
/// notch keeps the reader's place in a small view and still gets somewhere in a tall one. The translator's own
/// points per notch only give the direction: X reports notches, not distances.
extension UIScrollView {
    /// How far one wheel notch scrolls along an axis `extent` points long.
    static func wheelStep(forExtent extent: CGFloat) -> CGFloat {
        extent > 0 ? pow(extent, 2.0 / 3.0) : 0
    }

    func scrollByWheel(_ delta: CGPoint) {
        animator.stop()
        let range = offsetRange, room = hasRoom
        var offset = contentOffset
        if room.x, delta.x != 0 {
            let step = Self.wheelStep(forExtent: bounds.width) * (delta.x > 0 ? -1 : 1)
            offset.x = min(max(offset.x + step, range.x.lowerBound), range.x.upperBound)
        }
        if room.y, delta.y != 0 {
            let step = Self.wheelStep(forExtent: bounds.height) * (delta.y > 0 ? -1 : 1)
            offset.y = min(max(offset.y + step, range.y.lowerBound), range.y.upperBound)
        }
        contentOffset = offset
        indicators.update()
    }
}
