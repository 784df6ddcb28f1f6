internal import CXkbCommon
import Foundation
import UIKitCore

/// Compose sequences and dead keys, as every Linux desktop types them: a dead key (´) then e gives é, and
/// Multi_key (Compose) then o then c gives ©. The sequences come from the user's Compose table (`XCOMPOSEFILE`,
/// `~/.XCompose`, or the locale's table from libX11's data), read by libxkbcommon, which Qt and the Wayland
/// toolkits use for the same job.
///
/// The translator feeds each key press's keysym; the result says whether the key types its own text, nothing (a
/// sequence is under way or was abandoned), or the composed text.
final class X11Composer {
    enum Result: Equatable {
        /// Not part of a sequence: the key types what it always types.
        case passThrough
        /// The key started or continued a sequence; it types nothing yet.
        case composing
        /// The key finished a sequence.
        case composed(String)
        /// The key broke a sequence that has no entry; it and the keys before it type nothing.
        case cancelled
    }

    private let context: OpaquePointer
    private let table: OpaquePointer
    private let state: OpaquePointer

    /// The table for the user's locale (with `XCOMPOSEFILE` and `~/.XCompose` honoured); nil with a log line when
    /// there is none.
    convenience init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let locale = Self.composeLocale(environment: environment)
        self.init(what: "the Compose table for locale \(locale)") { context in
            xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
        }
    }

    /// A table from Compose-file text (tests, or an application's own sequences); nil with a log line when it
    /// does not parse.
    convenience init?(composeFile text: String, locale: String = "C.UTF-8") {
        self.init(what: "a Compose table from text") { context in
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                    xkb_compose_table_new_from_buffer(context, start, buffer.count, locale,
                                                      XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
                }
            }
        }
    }

    private init?(what: String, makeTable: (OpaquePointer) -> OpaquePointer?) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_DEFAULT_INCLUDES) else {
            UIKitLog.error("X11 input: no xkbcommon context; compose sequences and dead keys are off")
            return nil
        }
        // xkbcommon writes its own messages to standard error; a broken line in a Compose file becomes one line of
        // ours instead, and warnings (such as sequences that override others) stay quiet.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_ERROR)
        xkb_context_set_log_fn(context) { _, _, format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            UIKitLog.error("X11 input: Compose table: " + message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let table = makeTable(context) else {
            xkb_context_unref(context)
            UIKitLog.error("X11 input: could not load \(what); compose sequences and dead keys are off")
            return nil
        }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            xkb_context_unref(context)
            UIKitLog.error("X11 input: no compose state; compose sequences and dead keys are off")
            return nil
        }
        self.context = context
        self.table = table
        self.state = state
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }

    /// The keysyms of the sequence under way.
    private var sequence: [UInt] = []

    /// Feeds the keysym of a key press.
    func feed(keysym: UInt) -> Result {
        let wasComposing = xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING
        // Modifier keys and the like are not part of sequences: they pass through and leave a sequence as it is.
        guard xkb_compose_state_feed(state, xkb_keysym_t(truncatingIfNeeded: keysym)) == XKB_COMPOSE_FEED_ACCEPTED else {
            return .passThrough
        }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            sequence.append(keysym)
            return .composing
        case XKB_COMPOSE_COMPOSED:
            let text = composedText()
            reset()
            return .composed(text)
        case XKB_COMPOSE_CANCELLED:
            reset()
            return .cancelled
        default:
            return wasComposing ? .cancelled : .passThrough
        }
    }

    /// Forgets a sequence under way (focus moved, a shortcut was pressed).
    func reset() {
        xkb_compose_state_reset(state)
        sequence = []
    }

    /// The sequence under way as the text system shows it (marked text): each dead key as its accent, Compose as
    /// a middle dot, other keys as what they type, as GTK shows them; nil when no sequence is under way.
    var markedText: String? {
        guard !sequence.isEmpty else { return nil }
        return sequence.map { keysym in
            switch keysym {
            case 0xFF20: "\u{B7}"   // Multi_key
            case 0xFE50...0xFE5D: Self.deadKeyAccents[Int(keysym - 0xFE50)]
            default: X11KeyMap.text(keysym: keysym).hasPrefix("UIKeyInput") ? "" : X11KeyMap.text(keysym: keysym)
            }
        }.joined()
    }

    /// The spacing accents of dead_grave through dead_iota, in keysym order.
    private static let deadKeyAccents = ["`", "\u{B4}", "^", "~", "\u{AF}", "\u{2D8}", "\u{2D9}", "\u{A8}", "\u{2DA}",
                                         "\u{2DD}", "\u{2C7}", "\u{B8}", "\u{2DB}", "\u{37A}"]

    var isComposing: Bool { xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING }

    /// The entry's UTF-8 string; tables in legacy encodings carry only a keysym, whose character is used instead.
    private func composedText() -> String {
        let length = Int(xkb_compose_state_get_utf8(state, nil, 0))
        if length > 0 {
            var buffer = [CChar](repeating: 0, count: length + 1)
            xkb_compose_state_get_utf8(state, &buffer, buffer.count)
            return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        let scalar = xkb_keysym_to_utf32(xkb_compose_state_get_one_sym(state))
        return UnicodeScalar(scalar).map { String($0) } ?? ""
    }

    /// The locale whose table applies: LC_ALL, then LC_CTYPE, then LANG, as setlocale would choose. Our text is
    /// Unicode whatever the locale's codeset, so the UTF-8 variant of the locale is used ("C" and "POSIX" become
    /// "C.UTF-8", which libX11 maps to the en_US.UTF-8 table).
    static func composeLocale(environment: [String: String]) -> String {
        let chosen = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        // Drop a modifier (@euro) and the codeset, then ask for UTF-8.
        let name = chosen.split(separator: "@", maxSplits: 1).first.map(String.init) ?? chosen
        let language = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return (language == "POSIX" || language.isEmpty ? "C" : language) + ".UTF-8"
    }
}
