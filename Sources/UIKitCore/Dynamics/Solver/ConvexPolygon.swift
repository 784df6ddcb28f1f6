import Foundation

/// A convex outline with outward edge normals, in a body's own frame (centre at the origin) or placed in the
/// world. Edge `i` runs from `vertices[i]` to `vertices[i + 1]`. A two-vertex polygon is a segment with a normal on
/// each side, so boundaries and items collide through the same separating-axis code.
struct ConvexPolygon {
    var vertices: [DynamicsVector]
    var normals: [DynamicsVector]

    /// The polygon through `points`, whatever their winding; nil when they enclose no area and are not a segment.
    init?(points: [DynamicsVector]) {
        // Repeated points (a path that returns to its start before closing) would make edges without a normal.
        var points = points.enumerated().filter { index, point in
            index == 0 || (point - points[index - 1]).length > 1e-9
        }.map(\.element)
        if points.count > 2, let first = points.first, let last = points.last, (last - first).length <= 1e-9 {
            points.removeLast()
        }
        guard points.count >= 2, points.allSatisfy(\.isFinite) else { return nil }
        if points.count == 2 {
            guard (points[1] - points[0]).length > 0 else { return nil }
        } else {
            var twiceArea: CGFloat = 0
            for i in points.indices { twiceArea += points[i].cross(points[(i + 1) % points.count]) }
            guard abs(twiceArea) > 1e-9 else { return nil }
            // Outward normals below assume positive signed area.
            if twiceArea < 0 { points.reverse() }
        }
        vertices = points
        normals = points.indices.map { i in
            let edge = points[(i + 1) % points.count] - points[i]
            return DynamicsVector(x: edge.y, y: -edge.x).normalized
        }
    }

    private init(vertices: [DynamicsVector], normals: [DynamicsVector]) {
        self.vertices = vertices
        self.normals = normals
    }

    /// A centred rectangle of `size`.
    static func rectangle(_ size: CGSize) -> ConvexPolygon? {
        let w = size.width / 2, h = size.height / 2
        return ConvexPolygon(points: [DynamicsVector(x: -w, y: -h), DynamicsVector(x: w, y: -h),
                                      DynamicsVector(x: w, y: h), DynamicsVector(x: -w, y: h)])
    }

    /// A centred ellipse inscribed in `size`, as a 32-gon (close enough for contact at view scale).
    static func ellipse(_ size: CGSize) -> ConvexPolygon? {
        let a = size.width / 2, b = size.height / 2
        return ConvexPolygon(points: (0..<32).map { i in
            let t = CGFloat(i) * 2 * .pi / 32
            return DynamicsVector(x: a * cos(t), y: b * sin(t))
        })
    }

    /// This outline moved to `position` and turned by `angle`.
    func placed(at position: DynamicsVector, angle: CGFloat) -> ConvexPolygon {
        ConvexPolygon(vertices: vertices.map { $0.rotated(by: angle) + position },
                      normals: normals.map { $0.rotated(by: angle) })
    }

    /// Area and second moment of area about the origin (per unit density), by the shoelace triangles.
    var areaAndSecondMoment: (area: CGFloat, secondMoment: CGFloat) {
        guard vertices.count > 2 else { return (0, 0) }
        var area: CGFloat = 0, moment: CGFloat = 0
        for i in vertices.indices {
            let p = vertices[i], q = vertices[(i + 1) % vertices.count]
            let c = p.cross(q)
            area += c / 2
            moment += c * (p.dot(p) + p.dot(q) + q.dot(q)) / 12
        }
        return (abs(area), abs(moment))
    }

    /// The bounding box, for the broad phase.
    var extent: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for v in vertices {
            minX = min(minX, v.x); minY = min(minY, v.y); maxX = max(maxX, v.x); maxY = max(maxY, v.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
