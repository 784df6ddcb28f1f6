/// The projective map of the plane z = 0 that a `CATransform3D` (with perspective) makes, as a 3x3 matrix acting
/// on row vectors (x, y, 1): what a flattening layer does to a sublayer's plane.
package struct Homography {
    package var m: [CGFloat]  // row-major 3x3

    package init(_ t: CATransform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    package init(_ affine: CGAffineTransform) {
        m = [affine.a, affine.b, 0, affine.c, affine.d, 0, affine.tx, affine.ty, 1]
    }

    private init(rows: [CGFloat]) { m = rows }

    /// This map followed by `affine`.
    package func then(_ affine: CGAffineTransform) -> Homography { then(Homography(affine)) }

    /// This map followed by `other`.
    package func then(_ other: Homography) -> Homography {
        let b = other.m
        var out = [CGFloat](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { out[i * 3 + j] = (0..<3).reduce(0) { $0 + m[i * 3 + $1] * b[$1 * 3 + j] } } }
        return Homography(rows: out)
    }

    /// The mapped point and its w (negative w is behind the viewer).
    package func map(_ p: CGPoint) -> (CGPoint, CGFloat) {
        let x = p.x * m[0] + p.y * m[3] + m[6]
        let y = p.x * m[1] + p.y * m[4] + m[7]
        let w = p.x * m[2] + p.y * m[5] + m[8]
        return (CGPoint(x: x / w, y: y / w), w)
    }

    /// The bounding box of a mapped rectangle, or nil when part of it is behind the viewer.
    package func boundingBox(of rect: CGRect) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        guard corners.allSatisfy({ $0.1 > 0 && $0.0.x.isFinite && $0.0.y.isFinite }) else { return nil }
        let xs = corners.map(\.0.x), ys = corners.map(\.0.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    package var inverted: Homography? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let inv: [CGFloat] = [
            c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return Homography(rows: inv.map { $0 / det })
    }
}
