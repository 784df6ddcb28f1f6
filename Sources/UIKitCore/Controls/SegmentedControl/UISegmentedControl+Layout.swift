import Foundation

/// Segment geometry: equal widths (the widest content sets them), or widths proportional to content with
/// `apportionsSegmentWidthsByContent`; a segment with a width of its own keeps it and the others share the rest.
extension UISegmentedControl {
    static let height: CGFloat = 32
    static let contentPadding: CGFloat = 12

    func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        let title = segment.title ?? ""
        return ceil(title.size(withAttributes: effectiveTitleAttributes(for: .selected)).width)
    }

    /// The size the segments' contents need.
    var contentFittingSize: CGSize {
        let contents = segments.map { $0.width > 0 ? $0.width : contentWidth(of: $0) + 2 * Self.contentPadding }
        let width = apportionsSegmentWidthsByContent ? contents.reduce(0, +) : (contents.max() ?? 0) * CGFloat(contents.count)
        let imageHeight = segments.compactMap { $0.image?.size.height }.max() ?? 0
        return CGSize(width: ceil(width), height: max(Self.height, imageHeight + 8))
    }

    /// Each segment's frame in the bounds, left to right.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        let free = max(bounds.width - fixed, 0)
        let weights = automatic.map { apportionsSegmentWidthsByContent ? contentWidth(of: $0) + 2 * Self.contentPadding : 1 }
        let totalWeight = weights.reduce(0, +)
        var weightIndex = 0
        var x = bounds.minX
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else {
                width = totalWeight > 0 ? free * weights[weightIndex] / totalWeight : 0
                weightIndex += 1
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    func segmentIndex(at point: CGPoint) -> Int? {
        guard bounds.insetBy(dx: 0, dy: -8).contains(point) else { return nil }
        return segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }
}
