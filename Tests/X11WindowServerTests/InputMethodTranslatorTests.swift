import Testing
import UIKit
@testable import X11WindowServer
import CX11
import CXi

/// An input method that takes the keysyms it is told to, and says what a test makes it say.
@MainActor final class ScriptedInputMethod: X11InputMethod {
    var isConnected = true
    var takes: Set<UInt> = []
    var log: [String] = []
    var pending: [X11InputMethodOutput] = []
    /// Said when it takes a press of the keysym.
    var answers: [UInt: [X11InputMethodOutput]] = [:]

    func filter(keycode: UInt32, keysym: UInt, state: UInt32, pressed: Bool) -> Bool {
        log.append("\(pressed ? "press" : "release") \(String(keysym, radix: 16))")
        guard takes.contains(keysym) else { return false }
        if pressed { pending += answers[keysym] ?? [] }
        return true
    }
    func focus(_ state: TextInputState?) {
        log.append(state.map { "focus \(Int($0.caret.minX)),\(Int($0.caret.minY))" } ?? "focus out")
    }
    func reset() { log.append("reset") }
    func takeOutput() -> [X11InputMethodOutput] {
        defer { pending = [] }
        return pending
    }
}

/// The translator and an input method, in memory: keys it takes reach UIKit only as its text, keys it passes as
/// presses, only while a text input has the keys, and focus follows the window's.
@MainActor @Suite(.serialized) struct InputMethodTranslatorTests {
    func harness() -> (TranslatorHarness, ScriptedInputMethod) {
        let x = TranslatorHarness()
        let method = ScriptedInputMethod()
        x.translator.loadInputMethod = { method }
        x.translator.keysymLookup = { keycode, _ in keycode == 38 ? 0x61 : keycode == 39 ? 0x6B : 0 }  // a, k
        return (x, method)
    }

    func key(_ x: TranslatorHarness, _ keycode: Int32, window: UInt = 10) {
        x.device(XI_KeyPress, window: window, detail: keycode, device: 3, source: 5)
        x.device(XI_KeyRelease, window: window, detail: keycode, device: 3, source: 5)
    }

    func summary(_ events: [WindowServerEvent]) -> [String] {
        events.compactMap { event in
            switch event {
            case .key(_, let sample): "\(sample.phase == .began ? "down" : "up") \(sample.characters)"
            case .textInput(_, .commit(let text)): "commit \(text)"
            case .textInput(_, .marked(let text, let caret)): "marked \(text) \(caret)"
            default: nil
            }
        }
    }

    @Test func takenKeysAreOnlyTheirTextAndPassedKeysArePresses() {
        let (x, method) = harness()
        method.takes = [0x6B]
        method.answers[0x6B] = [.text(.marked("k", caret: 1)), .text(.commit("か"))]
        x.translator.setTextInput(window: 10, state: TextInputState(caret: CGRect(x: 5, y: 6, width: 1, height: 20)))
        key(x, 39)
        key(x, 38)
        #expect(summary(x.take()) == ["marked k 1", "commit か", "down a", "up a"],
                "the taken k never goes down or up; a passes through")
        #expect(method.log == ["focus 5,6", "press 6b", "release 6b", "press 61", "release 61"])
    }

    @Test func withoutATextInputKeysSkipTheInputMethod() {
        let (x, method) = harness()
        method.takes = [0x61]
        key(x, 38)
        #expect(summary(x.take()) == ["down a", "up a"] && method.log.isEmpty, "not even loaded")
        x.translator.setTextInput(window: 20, state: TextInputState(caret: CGRect(x: 0, y: 0, width: 1, height: 10)))
        key(x, 38, window: 10)
        #expect(summary(x.take()) == ["down a", "up a"], "a text input in another window does not take this one's keys")
        x.translator.setTextInput(window: 20, state: nil)
        #expect(method.log == ["focus 0,0", "focus out"])
    }

    @Test func focusFollowsTheWindowAndAGoneDaemonIsSkipped() {
        let (x, method) = harness()
        method.takes = [0x61]
        x.translator.setTextInput(window: 10, state: TextInputState(caret: CGRect(x: 1, y: 2, width: 1, height: 10)))
        x.translator.focusLost(10)
        x.translator.focusGained(10)
        x.translator.cancelComposition(in: 10)
        x.translator.cancelComposition(in: 20)
        #expect(method.log == ["focus 1,2", "focus out", "focus 1,2", "reset"])
        method.isConnected = false
        key(x, 38)
        #expect(summary(x.take()) == ["down a", "up a"])
        x.translator.windowGone(10)
        #expect(x.translator.textInputWindow == nil)
    }

    @Test func whatItSaysWhileNoTextInputHasTheKeysIsNotKeptForTheNext() {
        let (x, method) = harness()
        x.translator.setTextInput(window: 10, state: TextInputState(caret: .zero))
        x.translator.setTextInput(window: 10, state: nil)
        method.pending = [.text(.commit("late"))]   // an engine committing on losing the focus
        x.translator.deliverInputMethodOutput()
        x.translator.setTextInput(window: 20, state: TextInputState(caret: .zero))
        #expect(summary(x.take()).isEmpty, "the late commit went nowhere, not into the next text input")
    }

    @Test func keysTheInputMethodGivesBackArePresses() {
        let (x, method) = harness()
        method.takes = [0x6B]
        method.answers[0x6B] = [.key(keysym: 0x61, keycode: 38, state: 0, pressed: true),
                                .key(keysym: 0x61, keycode: 38, state: 0, pressed: false)]
        x.translator.setTextInput(window: 10, state: TextInputState(caret: .zero))
        key(x, 39)
        #expect(summary(x.take()) == ["down a", "up a"])
    }
}
