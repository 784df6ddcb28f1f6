import Foundation

/// Past an edge the content follows the finger less and less: `distance` points of finger travel past the edge
/// show as (1 - 1 / (distance * c / dimension + 1)) * dimension, with c = 0.55, the curve iOS's scroll views are
/// measured to follow. The stretch never reaches the view's own size, however far the finger goes.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    /// How far past the edge the content shows for `distance` points of finger travel past it.
    static func stretch(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (abs(distance) * coefficient / dimension + 1)) * dimension * (distance < 0 ? -1 : 1)
    }

    /// The finger travel that shows as `stretch` past the edge: a drag that catches stretched content goes on
    /// from where the finger would have been.
    static func travel(forStretch stretch: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let fraction = min(abs(stretch) / dimension, 0.999)
        return dimension / coefficient * (1 / (1 - fraction) - 1) * (stretch < 0 ? -1 : 1)
    }

    /// `offset` on one axis, with `range` the offsets the content allows: inside it as is, outside it stretched.
    static func offset(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound { return range.lowerBound + stretch(offset - range.lowerBound, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + stretch(offset - range.upperBound, dimension: dimension) }
        return offset
    }

    /// The finger's offset for a shown `offset` (the inverse of `offset(_:in:dimension:)`).
    static func unstretched(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound { return range.lowerBound + travel(forStretch: offset - range.lowerBound, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + travel(forStretch: offset - range.upperBound, dimension: dimension) }
        return offset
    }
}
