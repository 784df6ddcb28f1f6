import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport
import Foundation

/// Input methods through a real, private IBus daemon on Xvfb (its xkb engine composes dead keys and shows the
/// sequence as preedit, as CJK engines show their syllables): keys a text input gets go to IBus first, its preedit
/// becomes the field's marked text, its commits the field's text; keys it passes are ordinary presses.
@MainActor @Suite(.serialized) struct IBusInputXvfbTests {
    /// A clicked text field on Xvfb whose window server talks to `daemon`, its engine set to `xkb:us::eng`.
    func withIBusField(_ body: (InputTestApp, UITextField, IBusDaemon, IBusInputMethod) throws -> Void) throws {
        let daemon = try IBusDaemon()
        defer { daemon.stop() }
        setenv("IBUS_ADDRESS", daemon.address, 1)
        defer { unsetenv("IBUS_ADDRESS") }
        let app = try InputTestApp(usesInputMethod: true)
        defer { app.close() }
        let field = UITextField(frame: CGRect(x: 40, y: 40, width: 320, height: 40))
        field.font = UIFont.systemFont(ofSize: 20)
        defer { field.resignFirstResponder() }
        app.addAndClick(field, at: 200, 60)
        try #require(field.isEditing)
        let ibus = try #require(app.x11.input.translator.inputMethod as? IBusInputMethod,
                                "a text input taking the keys connected to the daemon")
        try #require(ibus.useEngine("xkb:us::eng"), "the xkb engine starts")
        // The grave key becomes ´ (dead_acute).
        app.input.remap(keycode: 49, to: [0xFE51, 0xFE51])
        app.pump()
        try #require(composes(app, field), "the engine composes")
        tap(app, 0xFF1B)                       // Escape abandons the probe's sequence
        try #require(app.pump { field.markedTextRange == nil } && field.text == "", "the probe left nothing")
        try body(app, field, daemon, ibus)
    }

    /// Types the dead key until the engine shows it composing: the daemon starts an engine for a context a moment
    /// after saying it runs, and keys in that moment go through uncomposed.
    func composes(_ app: InputTestApp, _ field: UITextField) -> Bool {
        for _ in 0..<10 {
            tap(app, 0xFE51)
            if app.pump(until: { field.markedTextRange != nil }, timeout: 0.3) { return true }
        }
        return false
    }

    func tap(_ app: InputTestApp, _ keysym: UInt) {
        app.input.key(keysym, press: true)
        app.input.key(keysym, press: false)
        app.pump()
    }

    @Test func aDeadKeyComposesThroughIBusWithItsPreeditAsMarkedText() throws {
        try withIBusField { app, field, _, _ in
            tap(app, 0x61)                     // a: IBus passes it on, an ordinary press types it
            #expect(app.pump { field.text == "a" })
            tap(app, 0xFE51)
            #expect(app.pump { field.markedTextRange != nil }, "IBus's preedit shows")
            #expect(field.markedTextRange.map { field.text(in: $0) } == "\u{B4}" && field.text == "a\u{B4}")
            tap(app, 0x65)                     // e
            #expect(app.pump { field.text == "a\u{E9}" }, "IBus commits é in the preedit's place: \(field.text ?? "")")
            #expect(field.markedTextRange == nil)
            #expect(app.x11.input.translator.composer == nil, "IBus composed, not the Compose table")
        }
    }

    @Test func aClickMidCompositionSettlesItAndIBusForgetsIt() throws {
        try withIBusField { app, field, _, _ in
            tap(app, 0xFE51)
            #expect(app.pump { field.markedTextRange != nil })
            app.input.click(at: 41, 60)        // the caret goes to the start: UIKit commits the accent
            app.pump()
            #expect(field.markedTextRange == nil && field.text == "\u{B4}")
            tap(app, 0x65)
            #expect(app.pump { field.text == "e\u{B4}" }, "IBus dropped the sequence: e types itself, at the caret: \(field.text ?? "")")
        }
    }

    @Test func leavingTheFieldMidCompositionKeepsItsTextOnce() throws {
        try withIBusField { app, field, _, _ in
            tap(app, 0xFE51)
            #expect(app.pump { field.markedTextRange != nil })
            #expect(field.resignFirstResponder())
            app.pump()
            usleep(100_000)
            app.pump()
            #expect(field.text == "\u{B4}" && field.markedTextRange == nil,
                    "UIKit committed the accent; whatever IBus does on losing the focus adds nothing: \(field.text ?? "")")
        }
    }

    @Test func turningTheInputMethodOffAndOnAgainMidSession() throws {
        try withIBusField { app, field, _, _ in
            app.x11.usesInputMethod = false
            #expect(app.x11.input.translator.inputMethod == nil, "the connection is let go")
            tap(app, 0xFE51)
            tap(app, 0x65)
            #expect(app.pump { field.text == "\u{E9}" }, "the Compose table types: \(field.text ?? "")")
            #expect(app.x11.input.translator.composer != nil)
            app.x11.usesInputMethod = true
            field.resignFirstResponder()
            #expect(field.becomeFirstResponder())
            let again = try #require(app.x11.input.translator.inputMethod as? IBusInputMethod, "connected again")
            #expect(again.useEngine("xkb:us::eng"))
            #expect(composes(app, field), "IBus composes again")
        }
    }

    @Test func withTheDaemonGoneKeysTypeThemselvesWithoutWaiting() throws {
        try withIBusField { app, field, daemon, ibus in
            daemon.kill()
            #expect(app.pump { !ibus.isConnected }, "the lost connection is noticed")
            let start = Date()
            tap(app, 0x78)                     // x
            #expect(app.pump { field.text == "x" })
            #expect(Date().timeIntervalSince(start) < 0.5, "no key waits for a daemon that is gone")
        }
    }

    @Test func aHungDaemonCostsTwoSlowKeysThenTypingGoesOnWithoutIt() throws {
        try withIBusField { app, field, daemon, ibus in
            nonisolated(unsafe) var lines: [String] = []
            let saved = UIKitLog.sink
            defer { UIKitLog.sink = saved }
            UIKitLog.sink = { lines.append($0) }
            daemon.pause()
            defer { daemon.resume() }
            var durations: [TimeInterval] = []
            for keysym: UInt in [0x61, 0x62, 0x63] {   // a b c
                let start = Date()
                tap(app, keysym)
                durations.append(Date().timeIntervalSince(start))
            }
            #expect(app.pump { field.text == "abc" }, "every key typed: \(field.text ?? "")")
            #expect(durations[0] > 0.9 && durations[1] > 0.9 && durations[2] < 0.5,
                    "two presses wait out their time, then nothing waits: \(durations)")
            #expect(!ibus.isConnected && lines.count == 1 && lines[0].contains("IBus did not answer"), "\(lines)")
        }
    }

    @Test func anEngineReadsAndChangesTheTextAboutTheCaret() throws {
        try withIBusField { app, field, daemon, ibus in
            try daemon.startTestEngine()
            try #require(ibus.useEngine("uikit-test"), "the project's test engine registers and starts")
            field.text = "a\u{1F600} hello"
            #expect(app.pump { ibus.wantsSurroundingText }, "it asks for the text about the caret")
            tap(app, 0x71)                     // q: the engine brackets the character before the caret
            #expect(app.pump { field.text == "a\u{1F600} hell[o]" }, "\(field.text ?? "")")
            let afterEmoji = field.position(from: field.beginningOfDocument, offset: 3)!   // UTF-16: a, then a pair
            field.selectedTextRange = field.textRange(from: afterEmoji, to: afterEmoji)
            app.pump()
            tap(app, 0x71)
            #expect(app.pump { field.text == "a[\u{1F600}] hell[o]" }, "IBus counts code points: \(field.text ?? "")")
            tap(app, 0x62)                     // b passes through
            #expect(app.pump { field.text == "a[\u{1F600}]b hell[o]" })
        }
    }

    @Test func onlyATextInputWithTheKeysComposes() throws {
        try withIBusField { app, field, _, _ in
            let area = try #require(app.x11.input.translator.textInputState?.caret)
            #expect(area.width >= 0 && area.height > 10, "the caret's rectangle went to IBus: \(area)")
            field.resignFirstResponder()
            app.pump()
            #expect(app.x11.input.translator.textInputWindow == nil)
            let view = InputLogView(frame: CGRect(x: 0, y: 200, width: 100, height: 50))
            view.acceptsFirstResponder = true
            app.window.addSubview(view)
            #expect(view.becomeFirstResponder())
            tap(app, 0xFE51)
            tap(app, 0x65)
            #expect(view.presses.compactMap { $0.phase == "began" ? $0.key?.characters : nil } == ["", "\u{E9}"],
                    "a responder that takes no text gets presses, composed by the Compose table")
        }
    }
}
