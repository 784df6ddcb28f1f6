import Foundation

/// One point where two outlines touch or nearly touch: `normal` points from the first outline to the second and
/// `separation` is the gap along it (negative when they overlap).
struct ContactPoint {
    var point: DynamicsVector
    var normal: DynamicsVector
    var separation: CGFloat
}

extension ConvexPolygon {
    /// Where this outline and `other` touch, or come within `margin` of touching: up to two points along the axis
    /// of least overlap (separating axes, then the incident edge clipped against the reference edge's sides).
    func contacts(with other: ConvexPolygon, margin: CGFloat) -> [ContactPoint] {
        let (edgeA, separationA) = maximumSeparation(from: other)
        guard separationA <= margin else { return [] }
        let (edgeB, separationB) = other.maximumSeparation(from: self)
        guard separationB <= margin else { return [] }
        // Prefer this outline's face unless the other's is clearly better, so a resting contact keeps its face.
        if separationB > separationA + 0.1 {
            return other.clip(referenceEdge: edgeB, incident: self, margin: margin).map {
                ContactPoint(point: $0.point, normal: -$0.normal, separation: $0.separation)
            }
        }
        return clip(referenceEdge: edgeA, incident: other, margin: margin)
    }

    /// Contacts with the inside of a half-plane whose `normal` points into the allowed side from `origin`: the
    /// (up to two) deepest vertices within `margin` of leaving it. The normal runs from the plane to the outline.
    func contacts(withInsideOf origin: DynamicsVector, normal: DynamicsVector, margin: CGFloat) -> [ContactPoint] {
        let near = vertices.map { ($0, normal.dot($0 - origin)) }.filter { $0.1 <= margin }
        return near.sorted { $0.1 < $1.1 }.prefix(2).map {
            ContactPoint(point: $0.0, normal: normal, separation: $0.1)
        }
    }

    /// The edge of this outline along whose normal `other` is farthest away, and that distance.
    private func maximumSeparation(from other: ConvexPolygon) -> (edge: Int, separation: CGFloat) {
        var best = (edge: 0, separation: -CGFloat.infinity)
        for i in vertices.indices {
            let n = normals[i], v = vertices[i]
            var deepest = CGFloat.infinity
            for w in other.vertices { deepest = min(deepest, n.dot(w - v)) }
            if deepest > best.separation { best = (i, deepest) }
        }
        return best
    }

    /// The other outline's edge facing `referenceEdge`, clipped to the reference edge's extent; each kept point
    /// carries its gap from the reference face.
    private func clip(referenceEdge: Int, incident: ConvexPolygon, margin: CGFloat) -> [ContactPoint] {
        let normal = normals[referenceEdge]
        let v1 = vertices[referenceEdge], v2 = vertices[(referenceEdge + 1) % vertices.count]
        // The incident edge: the one whose normal opposes the reference normal most.
        var incidentEdge = 0, lowest = CGFloat.infinity
        for i in incident.normals.indices {
            let d = incident.normals[i].dot(normal)
            if d < lowest { lowest = d; incidentEdge = i }
        }
        var segment = [incident.vertices[incidentEdge], incident.vertices[(incidentEdge + 1) % incident.vertices.count]]
        let tangent = (v2 - v1).normalized
        segment = Self.clip(segment, keeping: -tangent, offset: -tangent.dot(v1))
        guard segment.count == 2 else { return [] }
        segment = Self.clip(segment, keeping: tangent, offset: tangent.dot(v2))
        guard segment.count == 2 else { return [] }
        return segment.compactMap { p in
            let separation = normal.dot(p - v1)
            return separation <= margin ? ContactPoint(point: p, normal: normal, separation: separation) : nil
        }
    }

    /// The part of a two-point segment where `direction · p <= offset` (Sutherland–Hodgman against one plane).
    private static func clip(_ segment: [DynamicsVector], keeping direction: DynamicsVector,
                             offset: CGFloat) -> [DynamicsVector] {
        let d0 = direction.dot(segment[0]) - offset, d1 = direction.dot(segment[1]) - offset
        var out: [DynamicsVector] = []
        if d0 <= 0 { out.append(segment[0]) }
        if d1 <= 0 { out.append(segment[1]) }
        if d0 * d1 < 0 {
            out.append(segment[0] + (segment[1] - segment[0]) * (d0 / (d0 - d1)))
        }
        return out
    }
}
