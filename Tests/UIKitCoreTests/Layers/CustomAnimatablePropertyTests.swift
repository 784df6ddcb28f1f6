import Testing
@testable import UIKitCore
import QuartzCore

/// A layer subclass's own property, reached by key-value coding, that `needsDisplay(forKey:)` names: a model change
/// redraws the layer, and an animation of it redraws every frame from the presentation value (the reference
/// book's chapter 4 layer with an animatable `thickness`).
@MainActor final class ThicknessLayer: CALayer {
    static var drawnThicknesses: [CGFloat] = []

    var thickness: CGFloat {
        get { value(forKey: "thickness") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "thickness") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "thickness" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ThicknessLayer.drawnThicknesses.append(thickness)
        ctx.setLineWidth(thickness)
        ctx.stroke(bounds.insetBy(dx: 5, dy: 5))
    }
}

@MainActor @Suite(.serialized) struct CustomAnimatablePropertyTests {
    @Test func needsDisplayForKeyIsFalseForCALayersOwnKeys() {
        #expect(!CALayer.needsDisplay(forKey: "opacity"))
        #expect(ThicknessLayer.needsDisplay(forKey: "thickness"))
    }

    @Test func settingTheKeyMarksTheLayerForDisplay() {
        let layer = ThicknessLayer()
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.thickness = 4
        #expect(layer.needsDisplay())
    }

    @Test func anAnimationOfTheKeyRedrawsEveryFrame() throws {
        let clock = AnimationTestClock.shared
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = ThicknessLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.addSublayer(layer)
        let host = CALayerHost(rootLayer: root) { _ in }
        defer { host.invalidate() }
        layer.thickness = 10
        CATransaction.flush()
        ThicknessLayer.drawnThicknesses = []

        let animation = CABasicAnimation(keyPath: "thickness")
        animation.fromValue = 2.0
        animation.toValue = 10.0
        animation.duration = 1
        layer.add(animation, forKey: "thicken")
        #expect(layer.animation(forKey: "thicken") != nil, "a custom key the class redraws for is animatable")
        for _ in 0..<3 {
            clock.advance(by: 0.25)
            CATransaction.flush()
        }
        let drawn = ThicknessLayer.drawnThicknesses
        #expect(drawn.count >= 3, "one drawing per frame: \(drawn)")
        #expect(drawn.contains { $0 > 2 && $0 < 10 }, "drawn from the presentation value: \(drawn)")
        #expect(try #require(layer.presentation()).thickness > 2)
        clock.advance(by: 1)
        CATransaction.flush()
    }
}
