import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// A text view edited with real X input (an XTest click, then keys through XKB and the XInput 2 translator), read
/// back as pixels: two typed lines with Return between them, and the caret at the end of the second.
@MainActor @Suite(.serialized) struct TextViewXvfbTests {
    func type(_ app: InputTestApp, _ keysyms: [UInt]) {
        for keysym in keysyms {
            app.input.key(keysym, press: true)
            app.input.key(keysym, press: false)
        }
        app.pump()
    }

    /// Whether some pixel in the rectangle (window coordinates) is dark text ink.
    func hasInk(_ shot: Screenshot, in rect: CGRect) -> Bool {
        (Int(rect.minX)..<Int(rect.maxX)).contains { x in
            (Int(rect.minY)..<Int(rect.maxY)).contains { y in shot.rgb(x, y).r < 100 && shot.rgb(x, y).b < 100 }
        }
    }

    @Test func aClickedTextViewTakesTwoTypedLinesAndShowsTheCaretOnTheSecond() throws {
        let app = try InputTestApp()
        defer { app.close() }
        app.window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 40, y: 40, width: 320, height: 160))
        textView.font = UIFont.systemFont(ofSize: 20)
        defer { textView.resignFirstResponder() }
        app.addAndClick(textView, at: 200, 100)
        #expect(textView.isFirstResponder && textView.isEditing, "the click began editing")
        type(app, [0x68, 0x65, 0x6C, 0x6C, 0x6F])   // hello
        type(app, [0xFF0D])                         // Return
        type(app, [0x77, 0x6F, 0x72, 0x6C, 0x64])   // world
        #expect(textView.text == "hello\nworld")
        let shot = try app.screenshot("text-view-two-lines")
        let first = textView.caretRect(for: textView.beginningOfDocument).offsetBy(dx: 40, dy: 40)
        let caret = textView.caretRect(for: textView.endOfDocument).offsetBy(dx: 40, dy: 40)
        #expect(caret.minY >= first.maxY - 1, "the caret is on the second line")
        #expect(hasInk(shot, in: CGRect(x: 44, y: first.minY, width: 60, height: first.height)),
                "'hello' on the first line (/tmp/text-view-two-lines.png)")
        #expect(hasInk(shot, in: CGRect(x: 44, y: caret.minY + 2, width: 60, height: caret.height - 4)),
                "'world' on the second line (/tmp/text-view-two-lines.png)")
        #expect(!hasInk(shot, in: CGRect(x: 44, y: caret.maxY + 4, width: 200, height: 30)), "nothing below the second line")
        #expect(shot.matches(Int(caret.midX), Int(caret.midY), (0, 122, 255), tolerance: 40),
                "the caret, in the tint colour, after 'world' (/tmp/text-view-two-lines.png)")

        // A real double click (X's multi-click time) selects the word under it.
        let hello = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 2)!)
        app.input.click(at: Int(40 + hello.midX), Int(40 + hello.midY))
        app.input.click(at: Int(40 + hello.midX), Int(40 + hello.midY))
        app.pump()
        #expect(textView.selectedTextRange.flatMap { textView.text(in: $0) } == "hello")
        // Control+A: the selection is drawn behind both lines.
        app.input.key(0xFFE3, press: true)   // Control_L
        type(app, [0x61])
        app.input.key(0xFFE3, press: false)
        app.pump()
        #expect(textView.selectedRange == NSRange(location: 0, length: 11))
        let selected = try app.screenshot("text-view-selection")
        func tinted(_ line: CGRect) -> Bool {
            (45..<100).contains { x in
                (Int(line.minY)..<Int(line.maxY)).contains { y in selected.matches(x, y, (178, 215, 255), tolerance: 12) }
            }
        }
        #expect(tinted(first) && tinted(caret), "the tint at 30% behind both lines (/tmp/text-view-selection.png)")

        // Text being composed is underlined where it stands.
        textView.selectedRange = NSRange(location: 11, length: 0)
        textView.setMarkedText("\u{B4}\u{B4}", selectedRange: NSRange(location: 2, length: 0))
        let composing = try app.screenshot("text-view-marked")
        let markStart = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 11)!).offsetBy(dx: 40, dy: 40)
        let markEnd = textView.caretRect(for: textView.endOfDocument).offsetBy(dx: 40, dy: 40)
        let underline = Int(markEnd.maxY) - 2
        #expect((Int(markStart.maxX) + 1..<Int(markEnd.minX)).allSatisfy { x in (underline - 1...underline + 1).contains { composing.rgb(x, $0).r < 100 } },
                "an underline below the marked accents (/tmp/text-view-marked.png)")
    }
}
