import Foundation
import Testing
@testable import QuartzCore

/// `CAPropertyAnimation.valueFunction`: the animation interpolates numbers and the function makes the transform.
@MainActor @Suite(.serialized) struct ValueFunctionTests {
    let clock = AnimationTestClock.shared

    private func presentedTransform(of layer: CALayer) -> CATransform3D {
        layer.presentation()?.transform ?? layer.transform
    }

    private func expectClose(_ a: CATransform3D, _ b: CATransform3D, _ comment: Comment? = nil) {
        let pairs = [(a.m11, b.m11), (a.m12, b.m12), (a.m21, b.m21), (a.m22, b.m22), (a.m33, b.m33),
                     (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43)]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-6 }, comment)
    }

    /// The book's example: rotateZ from 0 to pi turns through a quarter turn halfway.
    @Test func rotateZFromZeroToPiIsAQuarterTurnHalfway() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        layer.add(spin, forKey: nil)
        CATransaction.flush()
        clock.advance(by: 0.5)
        expectClose(presentedTransform(of: layer), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(CATransform3DIsIdentity(layer.transform), "the model keeps its transform")
    }

    /// A whole turn (0 to 2 pi) is identity at both ends; interpolating matrices would never turn at all.
    @Test func aFullTurnPassesThroughEveryAngle() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 4
        layer.add(spin, forKey: nil)
        CATransaction.flush()
        clock.advance(by: 1)
        expectClose(presentedTransform(of: layer), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        clock.advance(by: 1)
        expectClose(presentedTransform(of: layer), CATransform3DMakeRotation(.pi, 0, 0, 1))
    }

    @Test func scaleTakesThreeNumbersAndTranslateXOneWithTheIdentityAsMissingStart() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1.0, 1.0, 1.0]
        grow.toValue = [3.0, 2.0, 1.0]
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        CATransaction.flush()
        clock.advance(by: 0.5)
        expectClose(presentedTransform(of: layer), CATransform3DMakeScale(2, 1.5, 1))
        layer.removeAnimation(forKey: "grow")

        let slide = CABasicAnimation(keyPath: "transform")
        slide.valueFunction = CAValueFunction(name: .translateX)
        slide.toValue = 100
        slide.duration = 1
        layer.add(slide, forKey: "slide")
        CATransaction.flush()
        clock.advance(by: 0.25)
        expectClose(presentedTransform(of: layer), CATransform3DMakeTranslation(25, 0, 0),
                    "a missing fromValue is the function's identity, no translation")
    }

    @Test func keyframeValuesGoThroughTheFunctionToo() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let wobble = CAKeyframeAnimation(keyPath: "transform")
        wobble.valueFunction = CAValueFunction(name: .rotateY)
        wobble.values = [0.0, Double.pi / 2, 0.0]
        wobble.duration = 2
        layer.add(wobble, forKey: nil)
        CATransaction.flush()
        clock.advance(by: 0.5)
        expectClose(presentedTransform(of: layer), CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
    }

    @Test func anUnknownNameGivesNoFunction() {
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
        #expect(CAValueFunction(name: .translate)?.name == .translate)
    }

    /// A value that is not a number (or not finite) leaves the layer's own transform showing.
    @Test func aNaNValueLeavesTheModelTransform() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = Double.nan
        spin.toValue = Double.nan
        spin.duration = 1
        layer.add(spin, forKey: nil)
        CATransaction.flush()
        clock.advance(by: 0.5)
        expectClose(presentedTransform(of: layer), CATransform3DMakeScale(2, 2, 1))
    }
}
