import Testing
@testable import QuartzCore

/// The cubic keyframe calculation modes: a smooth curve through every keyframe (Catmull-Rom with the default
/// tension, continuity and bias of 0), shaped by the per-keyframe tension, continuity and bias arrays.
@MainActor struct CubicKeyframeTests {
    func shown(_ animation: CAKeyframeAnimation, at fraction: Double) -> Any? {
        var values = AnimatedValues { _ in CGFloat(0) }
        animation.duration = 1
        animation.apply(to: &values, atParentTime: fraction)
        return values.written[animation.keyPath!]
    }

    func zigzag(_ mode: CAKeyframeAnimation.CalculationMode) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "zPosition")
        animation.values = [CGFloat(0), CGFloat(10), CGFloat(0), CGFloat(10)]
        animation.calculationMode = mode
        animation.fillMode = .forwards // the last keyframe shows at the very end
        return animation
    }

    func number(_ value: Any?) throws -> Double {
        let value = try #require(value)
        return try #require(AnimationValue.number(value))
    }

    @Test func cubicPassesThroughEveryKeyframe() throws {
        let animation = zigzag(.cubic)
        for (index, expected) in [0.0, 10, 0, 10].enumerated() {
            #expect(abs(try number(shown(animation, at: Double(index) / 3)) - expected) < 1e-9)
        }
    }

    @Test func cubicIsCatmullRomBetweenKeyframes() throws {
        // Segment 0 → 1 at its middle: tangents (10 - 0) / 2 = 5 at the first keyframe (its value repeated before
        // it) and (0 - 0) / 2 = 0 at the second; the Hermite curve gives 0.5·0 + 0.125·5 + 0.5·10 − 0.125·0.
        #expect(abs(try number(shown(zigzag(.cubic), at: 1.0 / 6)) - 5.625) < 1e-3)
        #expect(abs(try number(shown(zigzag(.linear), at: 1.0 / 6)) - 5) < 1e-3, "linear stays on the chord")
        // In the middle segment the curve overshoots neither keyframe: both tangents are 0 there.
        #expect(abs(try number(shown(zigzag(.cubic), at: 0.5)) - 5) < 1e-3)
    }

    @Test func fullTensionFlattensTheTangents() throws {
        let animation = zigzag(.cubic)
        animation.tensionValues = [1, 1, 1, 1]
        // Zero tangents: a quarter into segment 0 is h01(0.25) · 10 = 1.5625 (linear would give 2.5).
        #expect(abs(try number(shown(animation, at: 1.0 / 12)) - 1.5625) < 1e-3)
    }

    @Test func biasAndContinuityShapeTheCurve() throws {
        let plain = try number(shown(zigzag(.cubic), at: 1.0 / 6))
        let biased = zigzag(.cubic)
        biased.biasValues = [0, 1, 0, 0]
        // Bias 1 at the peak takes its incoming tangent wholly from the rising side: (1+1)/2 · 10 = 10 instead of 0.
        #expect(try number(shown(biased, at: 1.0 / 6)) < plain)
        let sharp = zigzag(.cubic)
        sharp.continuityValues = [0, 0, 0, 0]
        #expect(abs(try number(shown(sharp, at: 1.0 / 6)) - plain) < 1e-9, "0 is the default")
    }

    @Test func cubicPointsCurveInTwoDimensions() throws {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        animation.calculationMode = .cubic
        var values = AnimatedValues { _ in CGPoint.zero }
        animation.duration = 1
        animation.apply(to: &values, atParentTime: 0.25)
        let point = try #require(values.written["position"] as? CGPoint)
        // Tangents (100, 0)/2 at the start and (100, 100)/2 at the corner: halfway along the first edge the curve
        // is 0.5·p0 + 0.125·(50, 0) + 0.5·p1 − 0.125·(50, 50), dipping below the edge before the turn.
        #expect(abs(point.x - 50) < 1e-3 && abs(point.y - -6.25) < 1e-3)
    }

    @Test func cubicPacedSpacesKeyframesByDistanceAndIgnoresKeyTimes() throws {
        let animation = CAKeyframeAnimation(keyPath: "zPosition")
        animation.values = [CGFloat(0), CGFloat(30), CGFloat(40)]
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        animation.calculationMode = .cubicPaced
        // By distance the middle keyframe comes at 30/40 of the time, not at the given 0.5.
        #expect(abs(try number(shown(animation, at: 0.75)) - 30) < 1e-9)
    }
}
