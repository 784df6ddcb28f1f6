import Testing
@testable import QuartzCore

/// What basic and keyframe animations show at a fraction, and how additive and cumulative combine.
@MainActor struct AnimationValueTests {
    func shown(_ animation: CAAnimation, keyPath: String, model: Any, at time: Double) -> Any? {
        var values = AnimatedValues { $0 == keyPath ? model : nil }
        animation.apply(to: &values, atParentTime: time)
        return values.written[keyPath]
    }

    @Test func basicAnimationRunsFromFromToTo() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = CGFloat(0); a.toValue = CGFloat(1); a.duration = 2
        #expect(shown(a, keyPath: "opacity", model: CGFloat(1), at: 0.5) as? CGFloat == 0.25)
    }

    @Test func missingEndsComeFromTheLayersValue() {
        let to = CABasicAnimation(keyPath: "x"); to.toValue = CGFloat(10); to.duration = 1
        #expect(shown(to, keyPath: "x", model: CGFloat(2), at: 0.5) as? CGFloat == 6)
        let by = CABasicAnimation(keyPath: "x"); by.byValue = CGFloat(4); by.duration = 1
        #expect(shown(by, keyPath: "x", model: CGFloat(2), at: 0.5) as? CGFloat == 4)
        let fromBy = CABasicAnimation(keyPath: "x"); fromBy.fromValue = CGFloat(1); fromBy.byValue = CGFloat(2)
        fromBy.duration = 1
        #expect(shown(fromBy, keyPath: "x", model: CGFloat(100), at: 1 - 1e-9).map { abs(($0 as! CGFloat) - 3) < 1e-6 } == true)
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        let a = CABasicAnimation(keyPath: "x"); a.fromValue = CGFloat(0); a.toValue = CGFloat(1)
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 0.125) as? CGFloat == 0.5)
    }

    @Test func additiveAddsToTheModelValue() {
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: -100, y: 0); a.toValue = CGPoint.zero; a.isAdditive = true; a.duration = 1
        #expect(shown(a, keyPath: "position", model: CGPoint(x: 200, y: 50), at: 0.5) as? CGPoint
                == CGPoint(x: 150, y: 50))
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        let a = CABasicAnimation(keyPath: "x")
        a.fromValue = CGFloat(0); a.toValue = CGFloat(10); a.duration = 1; a.repeatCount = 3; a.isCumulative = true
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 2.5) as? CGFloat == 25)
    }

    @Test func removedFillShowsNothingAfterTheEnd() {
        let a = CABasicAnimation(keyPath: "x"); a.fromValue = CGFloat(0); a.toValue = CGFloat(10); a.duration = 1
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 1.5) == nil)
        a.fillMode = .forwards
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 1.5) as? CGFloat == 10)
    }

    @Test func keyframesHitTheirValuesAtTheirKeyTimes() {
        let a = CAKeyframeAnimation(keyPath: "x")
        a.values = [CGFloat(0), CGFloat(10), CGFloat(30)]
        a.keyTimes = [0, 0.2, 1]
        a.duration = 10
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 2) as? CGFloat == 10)
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 1) as? CGFloat == 5)
        #expect(abs((shown(a, keyPath: "x", model: CGFloat(0), at: 6) as! CGFloat) - 20) < 1e-9)
    }

    @Test func keyframesWithoutKeyTimesAreEvenlySpaced() {
        let a = CAKeyframeAnimation(keyPath: "x")
        a.values = [CGFloat(0), CGFloat(10), CGFloat(30)]
        a.duration = 1
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 0.5) as? CGFloat == 10)
    }

    @Test func discreteKeyframesJump() {
        let a = CAKeyframeAnimation(keyPath: "x")
        a.values = [CGFloat(1), CGFloat(2), CGFloat(3)]
        a.calculationMode = .discrete
        a.duration = 3
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 1.5) as? CGFloat == 2)
        #expect(shown(a, keyPath: "x", model: CGFloat(0), at: 0.9) as? CGFloat == 1)
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        let a = CAKeyframeAnimation(keyPath: "x")
        a.values = [CGFloat(0), CGFloat(10), CGFloat(40)]
        a.calculationMode = .paced
        a.duration = 4
        #expect(abs((shown(a, keyPath: "x", model: CGFloat(0), at: 1) as! CGFloat) - 10) < 1e-9)
    }

    @Test func groupChildrenRunOnTheGroupsTimeline() {
        let child = CABasicAnimation(keyPath: "x")
        child.fromValue = CGFloat(0); child.toValue = CGFloat(10); child.duration = 1; child.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 4
        group.beginTime = 100
        #expect(shown(group, keyPath: "x", model: CGFloat(0), at: 101.5) as? CGFloat == 5)
        #expect(shown(group, keyPath: "x", model: CGFloat(0), at: 100.5) == nil, "the child has not begun")
    }

    @Test func transformsInterpolateThroughRotation() {
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        a.duration = 1
        let half = shown(a, keyPath: "transform", model: CATransform3DIdentity, at: 0.5) as! CATransform3D
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        #expect(abs(half.m11 - expected.m11) < 1e-9 && abs(half.m12 - expected.m12) < 1e-9)
    }

    @Test func copiesAreIndependent() {
        let a = CABasicAnimation(keyPath: "x"); a.toValue = CGFloat(1); a.duration = 3
        let copy = a.copy() as! CABasicAnimation
        a.duration = 9
        #expect(copy.duration == 3)
        #expect(copy.toValue as? CGFloat == 1)
        #expect(copy.keyPath == "x")
    }
}
