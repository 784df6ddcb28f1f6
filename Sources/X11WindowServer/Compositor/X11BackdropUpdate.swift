import UIKitCore

/// The part of a backdrop's blur a change behind it reaches (see `BackdropBlur` for the steps): the small-picture
/// cells the changed pixels fall in, the pixels those cells average, and the pixels whose blurred value may change
/// (three box blurs of `boxRadius` cells carry a change that many cells, the bilinear read one more).
struct X11BackdropUpdate {
    /// Small-picture cells to average again (whole numbers).
    let cells: CGRect
    /// The destination pixels those cells average.
    let read: CGRect
    /// The destination pixels whose blur may change.
    let shown: CGRect

    /// The update for `changed` (destination pixels within `plan.sample`).
    init(_ plan: BackdropBlur, changed: [CGRect]) {
        let sample = plan.sample, f = CGFloat(plan.factor)
        let union = changed.reduce(CGRect.null) { $0.union($1) }
        func cellRange(_ low: CGFloat, _ high: CGFloat, origin: CGFloat, count: Int) -> (Int, Int) {
            let first = max(Int(((low - origin) / f).rounded(.down)), 0)
            let end = min(Int(((high - origin) / f).rounded(.up)), count)
            return (first, max(end, first))
        }
        let (x0, x1) = cellRange(union.minX, union.maxX, origin: sample.minX, count: plan.smallWidth)
        let (y0, y1) = cellRange(union.minY, union.maxY, origin: sample.minY, count: plan.smallHeight)
        cells = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        read = CGRect(x: sample.minX + CGFloat(x0) * f, y: sample.minY + CGFloat(y0) * f,
                      width: CGFloat(x1 - x0) * f, height: CGFloat(y1 - y0) * f).intersection(sample)
        let reach = CGFloat(3 * plan.boxRadius + 1)
        shown = CGRect(x: sample.minX + (CGFloat(x0) - reach) * f, y: sample.minY + (CGFloat(y0) - reach) * f,
                       width: (CGFloat(x1 - x0) + 2 * reach) * f, height: (CGFloat(y1 - y0) + 2 * reach) * f)
            .intersection(sample)
    }
}
