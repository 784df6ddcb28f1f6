import Foundation

/// One flow layout section's computed frames, with its lines kept in scrolling order so the items in a
/// rectangle are found by binary search (100,000 items answer as fast as 100).
struct FlowSectionGeometry {
    /// One line of items: where it lies along the scrolling axis and which items it holds.
    struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    var frame: CGRect
    var headerFrame: CGRect?
    var footerFrame: CGRect?
    var itemFrames: [CGRect] = []
    var lines: [Line] = []
    var isVertical: Bool

    /// The items whose frames meet `rect`.
    func items(intersecting rect: CGRect) -> [Int] {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var first = 0, last = lines.count
        while first < last {
            let mid = (first + last) / 2
            if lines[mid].end < low { first = mid + 1 } else { last = mid }
        }
        var result: [Int] = []
        var index = first
        while index < lines.count, lines[index].start <= high {
            for item in lines[index].items where itemFrames[item].intersects(rect) { result.append(item) }
            index += 1
        }
        return result
    }
}
