import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// A text field edited with real X keys (XTest through XKB and the XInput 2 translator), read back as pixels:
/// the caret after typing, the selection after Shift-Left.
@MainActor @Suite(.serialized) struct TextInputXvfbTests {
    func capture(_ app: InputTestApp, _ name: String) throws -> Screenshot {
        try app.screenshot("text-field-\(name)")
    }

    func type(_ app: InputTestApp, _ keysyms: [UInt]) {
        for keysym in keysyms {
            app.input.key(keysym, press: true)
            app.input.key(keysym, press: false)
        }
        app.pump()
    }

    @Test func aClickedFieldTakesTypedKeysShowsTheCaretAndDrawsAShiftSelection() throws {
        let app = try InputTestApp()
        defer { app.close() }
        app.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 40, y: 40, width: 320, height: 40))
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 20)
        field.placeholder = "Name"
        defer { field.resignFirstResponder() }
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        app.addAndClick(field, at: 200, 60)
        #expect(field.isEditing)
        // "hello world"
        type(app, [0x68, 0x65, 0x6C, 0x6C, 0x6F, 0x20, 0x77, 0x6F, 0x72, 0x6C, 0x64])
        #expect(field.text == "hello world" && changes == 11)
        let caret = field.caretRect(for: field.endOfDocument).offsetBy(dx: 40, dy: 40)
        let typed = try capture(app, "caret")
        #expect(typed.matches(Int(caret.midX), Int(caret.midY), (0, 122, 255), tolerance: 40),
                "the caret, in the tint colour, after the text (see /tmp/text-field-caret.png)")
        #expect((50...150).contains { x in typed.rgb(x, 60).r < 100 }, "dark text ink in the field")

        app.input.key(0xFFE1, press: true)   // Shift_L
        type(app, [0xFF51, 0xFF51, 0xFF51, 0xFF51, 0xFF51])   // Left x5
        app.input.key(0xFFE1, press: false)
        app.pump()
        #expect(field.selectedTextRange.flatMap { field.text(in: $0) } == "world")
        let selected = try capture(app, "selection")
        let start = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!).offsetBy(dx: 40, dy: 40)
        let tinted = (Int(start.maxX) + 1..<Int(caret.minX)).contains { x in
            (Int(caret.minY)..<Int(caret.maxY)).contains { y in selected.matches(x, y, (178, 215, 255), tolerance: 12) }
        }
        #expect(tinted, "the selection is drawn in the tint colour at 30% behind the text (/tmp/text-field-selection.png)")
        #expect(!selected.matches(Int(caret.midX), Int(caret.midY), (0, 122, 255), tolerance: 40), "no caret over a selection")
    }
}
