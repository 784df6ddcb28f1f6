/// Interpolation and arithmetic on the values layer properties take, for animations whose values are `Any`
/// (as Core Animation's are). Unsupported pairs give `nil`, and the animation then has no effect.
package enum AnimationValue {
    /// Numbers of different types (a `CGFloat` from-value for a `Float` property) meet as `Double`.
    package static func number(_ v: Any) -> Double? {
        switch v {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// `value` as the number type of `model` when both are numbers of different types and the conversion loses
    /// nothing (to `CGFloat` or `Double`); `value` itself otherwise. Animations convert their values once this way,
    /// so that frames interpolate numbers of one type.
    static func converted(_ value: Any, like model: Any) -> Any {
        guard type(of: value) != type(of: model), let number = number(value) else { return value }
        switch model {
        case is CGFloat: return CGFloat(number)
        case is Double: return number
        default: return value
        }
    }

    static func mixedNumbers(_ a: Any, _ b: Any) -> (Double, Double)? {
        guard type(of: a) != type(of: b), let x = number(a), let y = number(b) else { return nil }
        return (x, y)
    }

    static func interpolate(_ a: Any, _ b: Any, _ t: Double) -> Any? {
        if let (x, y) = mixedNumbers(a, b) { return x + (y - x) * t }
        switch (a, b) {
        case let (a as CGFloat, b as CGFloat): return a + (b - a) * t
        case let (a as Double, b as Double): return a + (b - a) * t
        case let (a as Float, b as Float): return a + (b - a) * Float(t)
        case let (a as Int, b as Int): return Double(a) + Double(b - a) * t
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case let (a as CGSize, b as CGSize):
            return CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
        case let (a as CGRect, b as CGRect):
            guard let origin = interpolate(a.origin, b.origin, t) as? CGPoint,
                  let size = interpolate(a.size, b.size, t) as? CGSize else { return nil }
            return CGRect(origin: origin, size: size)
        case let (a as CATransform3D, b as CATransform3D): return TransformInterpolation.interpolate(a, b, t)
        case let (a as CGAffineTransform, b as CGAffineTransform):
            return TransformInterpolation.interpolate(CATransform3DMakeAffineTransform(a),
                                                      CATransform3DMakeAffineTransform(b), t).affine
        case let (a as CGColor, b as CGColor):
            let (ca, cb) = (a.rgba, b.rgba)
            func mix(_ x: Double, _ y: Double) -> CGFloat { CGFloat(x + (y - x) * t) }
            return CGColor(red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                           alpha: mix(ca.alpha, cb.alpha))
        case let (a as CGPath, b as CGPath): return PathInterpolation.interpolate(a, b, t)
        case let (a as [Any], b as [Any]) where a.count == b.count:
            let values = zip(a, b).map { interpolate($0, $1, t) }
            return values.contains { $0 == nil } ? nil : values.map { $0! }
        default:
            // Values that cannot be interpolated (booleans, images) switch at the midpoint, as Core Animation does.
            return t < 0.5 ? a : b
        }
    }

    static func add(_ a: Any, _ b: Any) -> Any? {
        if let (x, y) = mixedNumbers(a, b) { return x + y }
        switch (a, b) {
        case let (a as CGFloat, b as CGFloat): return a + b
        case let (a as Double, b as Double): return a + b
        case let (a as Float, b as Float): return a + b
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x + b.x, y: a.y + b.y)
        case let (a as CGSize, b as CGSize): return CGSize(width: a.width + b.width, height: a.height + b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height)
        case let (a as CATransform3D, b as CATransform3D): return CATransform3DConcat(b, a)
        default: return nil
        }
    }

    /// `a - b`, for additive view animations (from = old - new, to = zero).
    package static func subtract(_ a: Any, _ b: Any) -> Any? {
        if let (x, y) = mixedNumbers(a, b) { return x - y }
        switch (a, b) {
        case let (a as CGFloat, b as CGFloat): return a - b
        case let (a as Double, b as Double): return a - b
        case let (a as Float, b as Float): return a - b
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x - b.x, y: a.y - b.y)
        case let (a as CGSize, b as CGSize): return CGSize(width: a.width - b.width, height: a.height - b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height)
        case let (a as CATransform3D, b as CATransform3D): return CATransform3DConcat(a, CATransform3DInvert(b))
        default: return nil
        }
    }

    /// The additive identity of `value`'s type (the end of an additive view animation).
    package static func zero(like value: Any) -> Any? {
        switch value {
        case is CGFloat: return CGFloat(0)
        case is Double: return 0.0
        case is Float: return Float(0)
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        default: return nil
        }
    }

    /// `value` scaled by `factor` (for cumulative repeats).
    static func scale(_ value: Any, by factor: Double) -> Any? {
        switch value {
        case let v as CGFloat: return v * CGFloat(factor)
        case let v as Double: return v * factor
        case let v as Float: return v * Float(factor)
        case let v as CGPoint: return CGPoint(x: v.x * CGFloat(factor), y: v.y * CGFloat(factor))
        case let v as CGSize: return CGSize(width: v.width * CGFloat(factor), height: v.height * CGFloat(factor))
        default: return nil
        }
    }

    /// The distance between two values, for paced keyframe timing.
    static func distance(_ a: Any, _ b: Any) -> Double {
        if let x = number(a), let y = number(b) { return abs(y - x) }
        switch (a, b) {
        case let (a as CGFloat, b as CGFloat): return abs(b - a)
        case let (a as Double, b as Double): return abs(b - a)
        case let (a as Float, b as Float): return Double(abs(b - a))
        case let (a as CGPoint, b as CGPoint): return hypot(b.x - a.x, b.y - a.y)
        case let (a as CGSize, b as CGSize): return hypot(b.width - a.width, b.height - a.height)
        default: return 1
        }
    }
}

/// Transforms interpolate by their parts (translation, rotation, scale, skew) so that a rotation stays a rotation
/// halfway; transforms with perspective or depth interpolate entry by entry.
enum TransformInterpolation {
    struct Parts {
        var tx, ty, sx, sy, angle, skew: Double
    }

    static func decompose(_ m: CGAffineTransform) -> Parts {
        var sx = (m.a * m.a + m.b * m.b).squareRoot()
        let angle = atan2(m.b, m.a)
        let skewTimesSy = m.a * m.c + m.b * m.d
        var sy = (m.c * m.c + m.d * m.d - (sx == 0 ? 0 : skewTimesSy * skewTimesSy / (sx * sx))).squareRoot()
        if m.a * m.d - m.b * m.c < 0 { sy = -sy }
        if sx == 0 { sx = 0 }
        let skew = sx == 0 || sy == 0 ? 0 : skewTimesSy / (sx * sy)
        return Parts(tx: m.tx, ty: m.ty, sx: sx, sy: sy, angle: angle, skew: skew)
    }

    static func compose(_ p: Parts) -> CGAffineTransform {
        // scale, then skew, then rotate, then translate (row vectors).
        let scaleSkew = CGAffineTransform(a: p.sx, b: 0, c: p.skew * p.sy, d: p.sy, tx: 0, ty: 0)
        return scaleSkew.concatenating(CGAffineTransform(rotationAngle: p.angle))
            .concatenating(CGAffineTransform(translationX: p.tx, y: p.ty))
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        if CATransform3DIsAffine(a) && CATransform3DIsAffine(b) {
            let (pa, pb) = (decompose(a.affine), decompose(b.affine))
            var angleDelta = pb.angle - pa.angle
            // The shorter way round, as Core Animation takes between whole matrices.
            if angleDelta > .pi { angleDelta -= 2 * .pi } else if angleDelta < -.pi { angleDelta += 2 * .pi }
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            let parts = Parts(tx: mix(pa.tx, pb.tx), ty: mix(pa.ty, pb.ty), sx: mix(pa.sx, pb.sx), sy: mix(pa.sy, pb.sy),
                              angle: pa.angle + angleDelta * t, skew: mix(pa.skew, pb.skew))
            return CATransform3DMakeAffineTransform(compose(parts))
        }
        let ra = a.rows, rb = b.rows
        return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in ra[i][j] + (rb[i][j] - ra[i][j]) * t } })
    }
}

/// Paths morph point by point when they have the same elements; otherwise they switch at the midpoint.
enum PathInterpolation {
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath {
        let ea = elements(of: a), eb = elements(of: b)
        guard ea.count == eb.count, zip(ea, eb).allSatisfy({ $0.type == $1.type && $0.points.count == $1.points.count })
        else { return t < 0.5 ? a : b }
        let path = CGMutablePath()
        for (x, y) in zip(ea, eb) {
            let p = zip(x.points, y.points).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            switch x.type {
            case .moveToPoint: path.move(to: p[0])
            case .addLineToPoint: path.addLine(to: p[0])
            case .addQuadCurveToPoint: path.addQuadCurve(to: p[1], control: p[0])
            case .addCurveToPoint: path.addCurve(to: p[2], control1: p[0], control2: p[1])
            case .closeSubpath: path.closeSubpath()
            @unknown default: break
            }
        }
        return path
    }

    static func elements(of path: CGPath) -> [(type: CGPathElementType, points: [CGPoint])] {
        var result: [(type: CGPathElementType, points: [CGPoint])] = []
        path.applyWithBlock { element in
            let e = element.pointee
            let count: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            default: count = 0
            }
            result.append((e.type, (0..<count).map { e.points[$0] }))
        }
        return result
    }
}
