import Testing
@testable import UIKitCore

/// A pointer style's effect shows on its preview's view while the pointer is in the region and goes when it
/// leaves: a highlight's plate over the content, a lift's scale and shadow, a hover's tint below the content, its
/// scale and shadow as asked.
@MainActor @Suite(.serialized) struct PointerEffectTests {
    final class EffectDelegate: UIPointerInteractionDelegate {
        var make: (UIView) -> UIPointerEffect
        init(_ make: @escaping (UIView) -> UIPointerEffect) { self.make = make }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            interaction.view.map { UIPointerStyle(effect: make($0)) }
        }
    }

    /// A 100 x 40 view with the effect's interaction, in a fresh window; the animations are finished at once.
    private func hovering(_ make: @escaping (UIView) -> UIPointerEffect,
                          _ body: (UIView, _ enter: () -> Void, _ leave: () -> Void) -> Void) {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let delegate = EffectDelegate(make)
        view.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(view)
        UIView.performWithoutAnimation {
            body(view, { input.hover(at: CGPoint(x: 50, y: 30)) }, { input.hover(at: CGPoint(x: 300, y: 300)) })
        }
    }

    @Test func aHighlightPutsARoundedPlateOverTheViewUntilThePointerLeaves() {
        hovering({ .highlight(UITargetedPreview(view: $0)) }) { view, enter, leave in
            let before = view.layer.sublayers?.count ?? 0
            enter()
            let plate = view.layer.sublayers?.last
            #expect(view.layer.sublayers?.count == before + 1 && plate?.cornerRadius == UIPointerShape.defaultCornerRadius)
            #expect((plate?.backgroundColor?.alpha ?? 0) > 0 && plate?.frame == view.bounds)
            enter()
            #expect(view.layer.sublayers?.count == before + 1, "moving inside the region adds nothing")
            leave()
            #expect(view.layer.sublayers?.count == before)
        }
    }

    @Test func aLiftScalesTheViewUpWithAShadowAndPutsItBack() {
        hovering({ .lift(UITargetedPreview(view: $0)) }) { view, enter, leave in
            enter()
            #expect(view.transform.a == PointerEffectApplier.liftScale && view.transform.d == PointerEffectApplier.liftScale)
            #expect(view.layer.shadowOpacity > 0)
            leave()
            #expect(view.transform == .identity && view.layer.shadowOpacity == 0)
        }
    }

    @Test func aHoverTintsUnderTheContentAndScalesOnlyWhenAsked() {
        hovering({ .hover(UITargetedPreview(view: $0), preferredTintMode: .underlay, prefersShadow: true,
                          prefersScaledContent: false) }) { view, enter, leave in
            let content = view.layer.sublayers?.first
            enter()
            #expect(view.layer.sublayers?.first !== content, "the tint is below the content")
            #expect(view.transform == .identity && view.layer.shadowOpacity > 0)
            leave()
            #expect(view.layer.sublayers?.first === content && view.layer.shadowOpacity == 0)
        }
        hovering({ .hover(UITargetedPreview(view: $0), preferredTintMode: .none) }) { view, enter, leave in
            let count = view.layer.sublayers?.count
            enter()
            #expect(view.layer.sublayers?.count == count, "no tint")
            #expect(view.transform.a == PointerEffectApplier.hoverScale)
            leave()
            #expect(view.transform == .identity)
        }
    }
}
