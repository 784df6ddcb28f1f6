import Foundation

/// The part of a window that must be recomposited: a few integral rectangles within the window.
///
/// Overlapping rectangles merge as they are added, and past `maximumRectangles` everything merges into the bounding
/// box: the server clips each composite against every rectangle, so a long list costs more than it saves.
struct X11DamageRegion {
    private(set) var rectangles: [CGRect] = []
    let bounds: CGRect
    private let maximumRectangles: Int

    init(bounds: CGRect, maximumRectangles: Int = 8) {
        self.bounds = bounds
        self.maximumRectangles = maximumRectangles
    }

    var isEmpty: Bool { rectangles.isEmpty }
    var area: Int { rectangles.reduce(0) { $0 + Int($1.width * $1.height) } }
    var boundingBox: CGRect { rectangles.reduce(CGRect.null) { $0.union($1) } }
    var coversBounds: Bool { rectangles.count == 1 && rectangles[0] == bounds }

    mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.isFiniteRect else { return }
        var merged = rect.intersection(bounds).integral
        guard !merged.isEmpty, !coversBounds else { return }
        // Absorb every rectangle the new one touches; the union may touch more, so repeat until none is left.
        var absorbed = true
        while absorbed {
            absorbed = false
            for (index, existing) in rectangles.enumerated() where existing.intersects(merged) {
                merged = merged.union(existing)
                rectangles.remove(at: index)
                absorbed = true
                break
            }
        }
        rectangles.append(merged)
        if rectangles.count > maximumRectangles { rectangles = [boundingBox] }
    }

    mutating func addAll() { rectangles = [bounds] }

    /// Whether `rect` touches the damage.
    func intersects(_ rect: CGRect) -> Bool { rectangles.contains { $0.intersects(rect) } }

    /// The damage within `clip`, as the clip rectangles of one composite.
    func clipped(to clip: CGRect) -> [CGRect] {
        rectangles.compactMap { let r = $0.intersection(clip); return r.isEmpty || r.isNull ? nil : r }
    }
}
