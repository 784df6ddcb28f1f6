import Testing
@testable import UIKitCore

/// Tooltips as on a desktop: shown when the pointer rests on a view for the desktop's delay, taken away by moving
/// off it, a key or a click; a control's `toolTip`, or a tooltip interaction's delegate by place.
@MainActor @Suite(.serialized) struct ToolTipTests {
    final class Halves: UIToolTipInteractionDelegate {
        func toolTipInteraction(_ interaction: UIToolTipInteraction,
                                configurationAt point: CGPoint) -> UIToolTipConfiguration? {
            UIToolTipConfiguration(toolTip: point.x < 50 ? "Left" : "Right")
        }
    }

    func wait(_ seconds: Double) { EventTestEnvironment.clock.advance(by: seconds) }

    @Test func aControlsToolTipShowsAfterTheDelayAndGoesWhenThePointerLeaves() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true; ToolTips.dismiss() }
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        button.toolTip = "Saves the document"
        window.addSubview(button)
        #expect(button.toolTip == "Saves the document" && button.toolTipInteraction != nil)
        input.hover(at: CGPoint(x: 40, y: 20))
        wait(0.4)
        #expect(ToolTips.shownText == nil, "not before the delay")
        input.hover(at: CGPoint(x: 45, y: 22))
        wait(0.15)
        #expect(ToolTips.shownText == "Saves the document", "resting on the same view keeps the delay running")
        let shown = try #require(window.subviews.last as? ToolTipView)
        #expect(shown.frame.minY >= 22 && window.bounds.contains(shown.frame), "below the pointer, in the window")
        input.hover(at: CGPoint(x: 300, y: 300))
        #expect(ToolTips.shownText == nil && !window.subviews.contains { $0 is ToolTipView })
    }

    @Test func aKeyOrAClickTakesTheToolTipAway() {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true; ToolTips.dismiss() }
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        control.toolTip = "Tip"
        window.addSubview(control)
        input.hover(at: CGPoint(x: 40, y: 20))
        wait(0.6)
        #expect(ToolTips.shownText == "Tip")
        input.keyDown(.keyboardA, characters: "a")
        input.keyUp(.keyboardA, characters: "a")
        #expect(ToolTips.shownText == nil)
        input.hover(at: CGPoint(x: 300, y: 300))
        input.hover(at: CGPoint(x: 40, y: 20))
        wait(0.6)
        #expect(ToolTips.shownText == "Tip")
        input.tap(at: CGPoint(x: 40, y: 20))
        #expect(ToolTips.shownText == nil)
    }

    @Test func aDelegateChoosesTheToolTipByWhereThePointerIs() {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true; ToolTips.dismiss() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let delegate = Halves()
        let interaction = UIToolTipInteraction()
        interaction.delegate = delegate
        view.addInteraction(interaction)
        window.addSubview(view)
        input.hover(at: CGPoint(x: 80, y: 20))
        wait(0.6)
        #expect(ToolTips.shownText == "Right")
        interaction.isEnabled = false
        input.hover(at: CGPoint(x: 300, y: 300))
        input.hover(at: CGPoint(x: 20, y: 20))
        wait(0.6)
        #expect(ToolTips.shownText == nil, "a disabled interaction shows nothing")
    }
}
