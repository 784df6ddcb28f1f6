/// The curve of the `cubic` and `cubicPaced` keyframe calculation modes: a Kochanek–Bartels spline through the
/// keyframe values (Catmull-Rom when tension, continuity and bias are all 0, their defaults), evaluated per
/// segment as a cubic Hermite curve. The first and last values are repeated beyond the ends, so the curve starts
/// and ends with half the neighbouring slope, as Core Animation's does.
///
/// Values are numbers, points, sizes or rectangles (as vectors of their components); other values have no cubic
/// form and the animation interpolates them linearly.
enum KeyframeSpline {
    /// Per-keyframe shape parameters, each in -1...1 (missing entries are 0).
    struct Shape {
        var tension: [Double] = []
        var continuity: [Double] = []
        var bias: [Double] = []

        func parameters(at index: Int) -> (t: Double, c: Double, b: Double) {
            func entry(_ values: [Double]) -> Double { index < values.count ? min(max(values[index], -1), 1) : 0 }
            return (entry(tension), entry(continuity), entry(bias))
        }
    }

    /// The value between `frames[segment]` and `frames[segment + 1]` at `local` (0...1 within the segment); nil
    /// when the values have no vector form.
    static func value(_ frames: [Any], segment: Int, local s: Double, shape: Shape) -> Any? {
        let vectors = frames.map(vector)
        guard let kind = frames.first.flatMap(Kind.init), vectors.allSatisfy({ $0?.count == kind.dimension })
        else { return nil }
        let points = vectors.map { $0! }
        let last = points.count - 1
        func p(_ i: Int) -> [Double] { points[min(max(i, 0), last)] }
        let (i, j) = (segment, segment + 1)
        // Outgoing tangent at i and incoming tangent at j (Kochanek–Bartels).
        let (ti, ci, bi) = shape.parameters(at: i)
        let (tj, cj, bj) = shape.parameters(at: j)
        let outA = (1 - ti) * (1 + bi) * (1 - ci) / 2, outB = (1 - ti) * (1 - bi) * (1 + ci) / 2
        let inA = (1 - tj) * (1 + bj) * (1 + cj) / 2, inB = (1 - tj) * (1 - bj) * (1 - cj) / 2
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        let result = (0..<kind.dimension).map { k -> Double in
            let outgoing = outA * (p(i)[k] - p(i - 1)[k]) + outB * (p(j)[k] - p(i)[k])
            let incoming = inA * (p(j)[k] - p(i)[k]) + inB * (p(j + 1)[k] - p(j)[k])
            return h00 * p(i)[k] + h10 * outgoing + h01 * p(j)[k] + h11 * incoming
        }
        return kind.value(result, like: frames[0])
    }

    private enum Kind {
        case number, point, size, rect

        init?(_ value: Any) {
            switch value {
            case is CGPoint: self = .point
            case is CGSize: self = .size
            case is CGRect: self = .rect
            default:
                guard AnimationValue.number(value) != nil else { return nil }
                self = .number
            }
        }

        var dimension: Int {
            switch self {
            case .number: 1
            case .point, .size: 2
            case .rect: 4
            }
        }

        func value(_ v: [Double], like model: Any) -> Any {
            switch self {
            case .number: AnimationValue.converted(v[0], like: model)
            case .point: CGPoint(x: v[0], y: v[1])
            case .size: CGSize(width: v[0], height: v[1])
            case .rect: CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
        }
    }

    private static func vector(_ value: Any) -> [Double]? {
        switch value {
        case let p as CGPoint: [p.x, p.y]
        case let s as CGSize: [s.width, s.height]
        case let r as CGRect: [r.minX, r.minY, r.width, r.height]
        default: AnimationValue.number(value).map { [$0] }
        }
    }
}
