import Testing
@testable import UIKitCore

/// The pointer's shape follows what is under it: editable text shows the text cursor, a pointer interaction's
/// delegate chooses the style of its view, everything else shows the arrow; the window's host is told only
/// when the cursor changes.
@MainActor @Suite(.serialized) struct PointerCursorTests {
    final class StyleDelegate: UIPointerInteractionDelegate {
        var style: UIPointerStyle?
        var events: [String] = []
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            style
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                animator: any UIPointerInteractionAnimating) { events.append("enter") }
        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                animator: any UIPointerInteractionAnimating) { events.append("exit") }
    }

    func cursor(_ window: UIWindow) -> PointerCursor? { (window.host as? HeadlessWindowHost)?.pointerCursor }

    @Test func editableTextShowsTheTextCursorAndOtherViewsTheArrow() {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let plain = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 30))
        let text = UITextView(frame: CGRect(x: 10, y: 110, width: 100, height: 60))
        for view in [field, plain, text] { window.addSubview(view) }
        input.hover(at: CGPoint(x: 50, y: 20))
        #expect(cursor(window) == .text)
        input.hover(at: CGPoint(x: 50, y: 70))
        #expect(cursor(window) == .arrow)
        input.hover(at: CGPoint(x: 50, y: 130))
        #expect(cursor(window) == .text)
        field.isEnabled = false
        input.hover(at: CGPoint(x: 50, y: 20))
        #expect(cursor(window) == .arrow, "a disabled field takes no text")
    }

    @Test func aPointerInteractionsDelegateChoosesTheStyleAndHearsRegionsEnteredAndLeft() {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let delegate = StyleDelegate()
        delegate.style = UIPointerStyle(shape: .verticalBeam(length: 20))
        button.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(button)
        input.hover(at: CGPoint(x: 50, y: 20))
        #expect(cursor(window) == .text)
        #expect(delegate.events == ["enter"])
        delegate.style = .hidden()
        (button.interactions.first as? UIPointerInteraction)?.invalidate()
        input.hover(at: CGPoint(x: 51, y: 20))
        #expect(cursor(window) == .hidden)
        delegate.style = UIPointerStyle(effect: .highlight(UITargetedPreview(view: button)))
        (button.interactions.first as? UIPointerInteraction)?.invalidate()
        input.hover(at: CGPoint(x: 52, y: 20))
        #expect(cursor(window) == .arrow, "effects leave a desktop's pointer as it is, as on Mac Catalyst")
        input.hover(at: CGPoint(x: 300, y: 300))
        #expect(delegate.events == ["enter", "exit"], "leaving the view leaves its region")
        #expect(cursor(window) == .arrow)
    }

    @Test func theHostIsToldOnlyWhenTheCursorChanges() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        window.addSubview(field)
        let host = try #require(window.host as? HeadlessWindowHost)
        input.hover(at: CGPoint(x: 5, y: 5))
        let before = host.pointerCursorChanges
        for x in stride(from: 20, through: 100, by: 10) { input.hover(at: CGPoint(x: CGFloat(x), y: 20)) }
        #expect(host.pointerCursorChanges - before == 1, "nine moves over the field, one change")
        #expect(host.pointerCursor == .text)
    }
}
