import Testing
@testable import QuartzCore

/// Named and control-point timing curves, solved exactly (to 1e-3 against the Bézier itself).
struct TimingFunctionTests {
    /// The point of the Bézier at parameter s, computed directly.
    func bezierPoint(_ f: CAMediaTimingFunction, _ s: Double) -> (x: Double, y: Double) {
        let p = f.controlPoints.map(Double.init)
        let u = 1 - s
        func b(_ p1: Double, _ p2: Double) -> Double { 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s }
        return (b(p[0], p[2]), b(p[1], p[3]))
    }

    @Test(arguments: [CAMediaTimingFunction.Name.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func namedCurvesPassThroughTheirOwnPoints(_ name: CAMediaTimingFunction.Name) {
        let f = CAMediaTimingFunction(name: name)
        for s in stride(from: 0.05, to: 1, by: 0.05) {
            let point = bezierPoint(f, s)
            #expect(abs(f.evaluate(at: point.x) - point.y) < 1e-3, "\(name.rawValue) at x=\(point.x)")
        }
        #expect(f.evaluate(at: 0) == 0)
        #expect(f.evaluate(at: 1) == 1)
    }

    @Test func easeInStartsSlowAndEaseOutStartsFast() {
        #expect(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.25) < 0.25)
        #expect(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.25) > 0.25)
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5) - 0.5) < 1e-3)
    }

    @Test func controlPointCurvesMayOvershoot() {
        let back = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        let peak = stride(from: 0.0, through: 1, by: 0.01).map { back.evaluate(at: $0) }.max()!
        #expect(peak > 1.05)
    }
}
