import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport
import CX11
import CXi

/// Dead keys and Compose sequences (issue 9, "keyboard through XKB ... text input"): the press that ends a
/// sequence types the composed character, the presses before it type nothing, and shortcuts and focus changes
/// abandon a sequence. The translator tests use the system's Compose table for C.UTF-8 (libX11's en_US.UTF-8
/// table, which every Debian desktop has); the Xvfb test types é into a text field with a remapped dead key.
@MainActor @Suite(.serialized) struct ComposeTests {
    // Key codes with HID usages: ´ is put on the [ key, Compose on the Menu key.
    static let deadKey: Int32 = 34, eKey: Int32 = 26, oKey: Int32 = 32, cKey: Int32 = 54, qKey: Int32 = 24
    static let shiftKey: Int32 = 50, controlKey: Int32 = 37, composeKey: Int32 = 135

    func harness() throws -> TranslatorHarness {
        let x = TranslatorHarness()
        x.translator.composer = X11Composer(environment: ["LANG": "C"])
        try #require(x.translator.composer != nil, "the system's C.UTF-8 Compose table loads")
        x.translator.keysymLookup = { keycode, state in
            let shifted = state & UInt32(ShiftMask) != 0
            switch Int32(keycode) {
            case Self.deadKey: return 0xFE51                       // dead_acute
            case Self.eKey: return shifted ? 0x45 : 0x65
            case Self.oKey: return 0x6F
            case Self.cKey: return 0x63
            case Self.qKey: return 0x71
            case Self.shiftKey: return 0xFFE1
            case Self.controlKey: return 0xFFE3
            case Self.composeKey: return 0xFF20                    // Multi_key
            default: return 0
            }
        }
        return x
    }

    /// Presses then releases each key (modifiers given as held state), returning the text each press typed.
    func typed(_ x: TranslatorHarness, _ keys: [(Int32, Int32)]) -> [String] {
        for (key, mods) in keys {
            x.device(XI_KeyPress, detail: key, device: 3, source: 5, mods: mods)
            x.device(XI_KeyRelease, detail: key, device: 3, source: 5, mods: mods)
        }
        return x.take().compactMap { event in
            if case .key(_, let sample) = event, sample.phase == .began { sample.characters } else { nil }
        }
    }

    @Test func aDeadKeyThenALetterTypesTheAccentedLetterOnly() throws {
        let x = try harness()
        #expect(typed(x, [(Self.deadKey, 0), (Self.eKey, 0)]) == ["", "é"])
        // A modifier pressed inside the sequence leaves it alone: ´ Shift E gives É.
        let shift = Int32(ShiftMask)
        #expect(typed(x, [(Self.deadKey, 0), (Self.shiftKey, 0), (Self.eKey, shift)]) == ["", "", "É"])
        // Afterwards keys type themselves again.
        #expect(typed(x, [(Self.eKey, 0)]) == ["e"])
    }

    @Test func eachPressCarriesTheSequenceUnderWayAsMarkedText() throws {
        let x = try harness()
        for (key, mods) in [(Self.composeKey, 0), (Self.oKey, 0), (Self.cKey, 0), (Self.deadKey, 0), (Self.qKey, 0)] {
            x.device(XI_KeyPress, detail: key, device: 3, source: 5, mods: Int32(mods))
            x.device(XI_KeyRelease, detail: key, device: 3, source: 5, mods: Int32(mods))
        }
        let samples = x.take().compactMap { event in if case .key(_, let sample) = event { sample } else { nil } }
        let presses = samples.filter { $0.phase == .began }
        #expect(presses.map(\.markedText) == ["\u{B7}", "\u{B7}o", nil, "\u{B4}", nil])
        #expect(samples.filter { $0.phase == .ended }.allSatisfy { $0.markedText == nil })
    }

    @Test func aSequenceUIKitSettledIsDroppedSoTheNextKeyTypesItself() throws {
        let x = try harness()
        #expect(typed(x, [(Self.deadKey, 0)]) == [""])
        x.translator.cancelComposition(in: 10)
        #expect(typed(x, [(Self.eKey, 0)]) == ["e"])
    }

    @Test func theComposeKeyStartsALongerSequence() throws {
        let x = try harness()
        #expect(typed(x, [(Self.composeKey, 0), (Self.oKey, 0), (Self.cKey, 0)]) == ["", "", "©"])
    }

    @Test func aSequenceWithNoEntryTypesNothingAndEnds() throws {
        let x = try harness()
        #expect(typed(x, [(Self.deadKey, 0), (Self.qKey, 0), (Self.eKey, 0)]) == ["", "", "e"])
    }

    @Test func shortcutsAndFocusLossAbandonASequence() throws {
        let x = try harness()
        let control = Int32(ControlMask)
        // Control+C is a shortcut: typed as itself, and the ´ before it is forgotten.
        #expect(typed(x, [(Self.deadKey, 0), (Self.cKey, control), (Self.eKey, 0)]) == ["", "c", "e"])
        #expect(typed(x, [(Self.deadKey, 0)]) == [""])
        x.translator.cancelKeys(in: 10)
        #expect(typed(x, [(Self.eKey, 0)]) == ["e"])
    }

    @Test func aCustomTableComposesItsOwnSequencesAndABrokenLineIsReportedAndSkipped() throws {
        let custom = try #require(X11Composer(composeFile: "<Multi_key> <o> <c> : \"oc!\"\n"))
        #expect(custom.feed(keysym: 0xFF20) == .composing)
        #expect(custom.feed(keysym: 0x6F) == .composing)
        #expect(custom.feed(keysym: 0x63) == .composed("oc!"))
        #expect(custom.feed(keysym: 0x63) == .passThrough)
        nonisolated(unsafe) var lines: [String] = []
        let saved = UIKitLog.sink
        defer { UIKitLog.sink = saved }
        UIKitLog.sink = { lines.append($0) }
        // A broken line is reported and skipped; the good lines still compose.
        let partly = try #require(X11Composer(composeFile: "<Multi_key> <o> : \"unterminated\n<Multi_key> <a> : \"A!\"\n"))
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("Compose table") })
        #expect(partly.feed(keysym: 0xFF20) == .composing)
        #expect(partly.feed(keysym: 0x61) == .composed("A!"))
    }

    @Test func theLocaleFollowsSetlocaleOrderAndAlwaysAsksForUTF8() {
        #expect(X11Composer.composeLocale(environment: [:]) == "C.UTF-8")
        #expect(X11Composer.composeLocale(environment: ["LANG": "POSIX"]) == "C.UTF-8")
        #expect(X11Composer.composeLocale(environment: ["LANG": "de_DE.ISO-8859-1@euro"]) == "de_DE.UTF-8")
        #expect(X11Composer.composeLocale(environment: ["LANG": "fr_FR.UTF-8", "LC_CTYPE": "pt_BR", "LC_ALL": ""])
                == "pt_BR.UTF-8")
        #expect(X11Composer.composeLocale(environment: ["LANG": "fr_FR", "LC_ALL": "sv_SE.UTF-8"]) == "sv_SE.UTF-8")
    }

    @Test func aRealDeadKeyOnXvfbTypesAnAccentedLetterIntoATextField() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let field = UITextField(frame: CGRect(x: 40, y: 40, width: 320, height: 40))
        defer { field.resignFirstResponder() }
        app.addAndClick(field, at: 200, 60)
        #expect(field.isEditing)
        // The grave key becomes ´ (dead_acute), as on a Spanish or French layout.
        app.input.remap(keycode: 49, to: [0xFE51, 0xFE51])
        app.pump()
        func tap(_ keysym: UInt) {
            app.input.key(keysym, press: true)
            app.input.key(keysym, press: false)
        }
        tap(0xFE51)
        app.pump()
        #expect(field.text == "\u{B4}" && field.markedTextRange.map { field.text(in: $0) } == "\u{B4}",
                "the dead key's accent shows, marked, until the next key")
        for keysym: UInt in [0x65, 0x74, 0xFE51, 0x61] { tap(keysym) }   // e t ´ a
        app.pump()
        #expect(field.text == "étá" && field.markedTextRange == nil)
    }
}
