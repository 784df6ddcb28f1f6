import QuartzCore

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, or one of the built-in curves.
@preconcurrency @MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve, ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let c = curve.timingFunction.controlPoints.map { CGFloat($0) }
        controlPoint1 = CGPoint(x: c[0], y: c[1])
        controlPoint2 = CGPoint(x: c[2], y: c[3])
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
                              Float(controlPoint2.y))
    }
}
