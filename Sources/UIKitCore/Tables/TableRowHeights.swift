import Foundation

/// The heights of a table's items in one flat sequence (per section: header, rows, footer) with prefix sums in
/// a Fenwick tree: where an item starts, which item covers a y, and a height correction each cost O(log n), so a
/// frame of a 100,000-row table costs its visible rows, not the table. Heights start as estimates and become
/// measured as rows show.
struct TableRowHeights {
    private(set) var heights: [CGFloat]
    private var tree: [CGFloat]
    /// Whether each item's height is measured (or given exactly) rather than estimated.
    private(set) var measured: [Bool]

    init(heights: [CGFloat], measured: [Bool]) {
        self.heights = heights
        self.measured = measured
        tree = [CGFloat](repeating: 0, count: heights.count + 1)
        // Linear-time build: each node adds itself into its parent.
        for i in 0..<heights.count {
            tree[i + 1] += heights[i]
            let parent = (i + 1) + ((i + 1) & -(i + 1))
            if parent <= heights.count { tree[parent] += tree[i + 1] }
        }
    }

    var count: Int { heights.count }

    var total: CGFloat { offset(of: heights.count) }

    /// The sum of the heights before `index`.
    func offset(of index: Int) -> CGFloat {
        var sum: CGFloat = 0
        var i = min(index, heights.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    mutating func setHeight(_ height: CGFloat, at index: Int, measured isMeasured: Bool = true) {
        guard heights.indices.contains(index) else { return }
        measured[index] = isMeasured
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var i = index + 1
        while i <= heights.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The item covering `y` (the last one for y at or past the end; nil when there are no items).
    func index(at y: CGFloat) -> Int? {
        guard !heights.isEmpty else { return nil }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= heights.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` items end at or before y; zero-height items are skipped onto the next one with height.
        return min(position, heights.count - 1)
    }
}
