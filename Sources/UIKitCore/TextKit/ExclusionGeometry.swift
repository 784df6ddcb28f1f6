/// Where the exclusion paths of a text container leave room for text in a horizontal band (one line's height).
enum ExclusionGeometry {
    /// The stretches of `span` that no path covers anywhere in `band`, left to right. A path covers what its
    /// filled area (nonzero winding, as `UIBezierPath` fills) holds at any height of the band: the band is
    /// sampled every point, and the path's outline inside the band counts too, so a corner poking into a line
    /// between two samples still pushes the text aside.
    static func freeIntervals(in span: Range<CGFloat>, band: ClosedRange<CGFloat>, excluding paths: [CGPath]) -> [Range<CGFloat>] {
        var covered: [Range<CGFloat>] = []
        for path in paths where !path.isEmpty {
            let box = path.boundingBoxOfPath
            guard !box.isNull, box.maxY >= band.lowerBound, box.minY <= band.upperBound,
                  box.maxX > span.lowerBound, box.minX < span.upperBound else { continue }
            let polygons = path.flattened(tolerance: 0.25).map(\.points).filter { $0.count >= 2 }
            covered += outlineIntervals(polygons, band: band)
            let height = band.upperBound - band.lowerBound
            let steps = max(Int(height.rounded(.up)), 1)
            for step in 0...steps {
                let y = band.lowerBound + height * CGFloat(step) / CGFloat(steps)
                covered += scanline(polygons, at: y)
            }
        }
        return subtract(merge(covered), from: span)
    }

    /// The x-extent of each edge's part inside the band.
    private static func outlineIntervals(_ polygons: [[CGPoint]], band: ClosedRange<CGFloat>) -> [Range<CGFloat>] {
        var result: [Range<CGFloat>] = []
        for points in polygons {
            for (a, b) in edges(points) {
                let low = max(min(a.y, b.y), band.lowerBound), high = min(max(a.y, b.y), band.upperBound)
                guard low <= high else { continue }
                if a.y == b.y {
                    result.append(min(a.x, b.x)..<max(a.x, b.x))
                    continue
                }
                let x1 = x(of: a, b, at: low), x2 = x(of: a, b, at: high)
                result.append(min(x1, x2)..<max(max(x1, x2), min(x1, x2) + 0.0001))
            }
        }
        return result
    }

    /// The filled stretches of a horizontal line through the polygons, by the nonzero winding rule.
    private static func scanline(_ polygons: [[CGPoint]], at y: CGFloat) -> [Range<CGFloat>] {
        var crossings: [(x: CGFloat, winding: Int)] = []
        for points in polygons {
            for (a, b) in edges(points) where (a.y <= y) != (b.y <= y) {
                crossings.append((x(of: a, b, at: y), a.y < b.y ? 1 : -1))
            }
        }
        crossings.sort { $0.x < $1.x }
        var result: [Range<CGFloat>] = []
        var winding = 0
        for (index, crossing) in crossings.enumerated() {
            winding += crossing.winding
            if winding != 0, index + 1 < crossings.count, crossings[index + 1].x > crossing.x {
                result.append(crossing.x..<crossings[index + 1].x)
            }
        }
        return result
    }

    /// A polygon's edges, closing it.
    private static func edges(_ points: [CGPoint]) -> [(CGPoint, CGPoint)] {
        points.indices.map { (points[$0], points[($0 + 1) % points.count]) }
    }

    private static func x(of a: CGPoint, _ b: CGPoint, at y: CGFloat) -> CGFloat {
        b.y == a.y ? min(a.x, b.x) : a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
    }

    private static func merge(_ intervals: [Range<CGFloat>]) -> [Range<CGFloat>] {
        var merged: [Range<CGFloat>] = []
        for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, interval.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, interval.upperBound)
            } else {
                merged.append(interval)
            }
        }
        return merged
    }

    private static func subtract(_ covered: [Range<CGFloat>], from span: Range<CGFloat>) -> [Range<CGFloat>] {
        var free: [Range<CGFloat>] = []
        var start = span.lowerBound
        for interval in covered where interval.upperBound > start {
            if interval.lowerBound >= span.upperBound { break }
            if interval.lowerBound > start { free.append(start..<interval.lowerBound) }
            start = max(start, interval.upperBound)
        }
        if start < span.upperBound { free.append(start..<span.upperBound) }
        return free
    }
}
