import QuartzCore

/// The kinds of timing curve a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Timing for `UIViewPropertyAnimator`: a cubic Bézier curve or a spring.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// Progress (0 at the start, 1 at the end; a spring may overshoot) at `x`, the fraction of the time elapsed.
    var progressCurve: (Double) -> Double {
        if let spring = springTimingParameters?.unitSpring {
            let settling = spring.settlingTime()
            return { x in x >= 1 ? 1 : spring.position(at: x * settling) }
        }
        let function = cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        return { x in function.evaluate(at: min(max(x, 0), 1)) }
    }
}
