import Foundation
import Testing
@testable import UIKitCore

/// The pointer is a hand over a link in a text view (selectable or editable), the text beam over its other text,
/// and the arrow past the end of a line.
@MainActor @Suite(.serialized) struct LinkCursorTests {
    @Test func aHandOverALinkAndTheTextBeamBesideIt() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 380, height: 100))
        text.isEditable = false
        let string = NSMutableAttributedString(string: "See the docs", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        string.addAttribute(.link, value: "https://example.org", range: NSRange(location: 8, length: 4))
        text.attributedText = string
        window.addSubview(text)
        window.layoutIfNeeded()
        let link = text.caretRect(atOffset: 9), plain = text.caretRect(atOffset: 1)
        #expect(text.link(at: CGPoint(x: link.midX + 2, y: link.midY)) as? String == "https://example.org")
        #expect(text.link(at: CGPoint(x: plain.midX + 2, y: plain.midY)) == nil)
        #expect(text.link(at: CGPoint(x: 370, y: link.midY)) == nil, "past the end of the line")
        input.hover(at: CGPoint(x: link.midX + 2, y: link.midY))
        #expect((window.host as? HeadlessWindowHost)?.pointerCursor == .pointingHand)
        input.hover(at: CGPoint(x: plain.midX + 2, y: plain.midY))
        #expect((window.host as? HeadlessWindowHost)?.pointerCursor == .text)
    }
}
