internal import CIBus
import Foundation
import UIKitCore

/// IBus, the input-method framework of GNOME and most Linux desktops, through libibus: one input context for the
/// application, focused while a text input of ours has the keys. Keys go to the daemon with a bounded wait; the text
/// it commits and the composition it shows come back as signals on a GLib main context of our own, iterated on the
/// main thread when its wake-up descriptor turns readable (and after each key), so nothing runs on another thread.
@MainActor final class IBusInputMethod: X11InputMethod {
    /// How long a key waits for the daemon's answer before it is typed as if no input method were there.
    static let keyTimeout: Int32 = 1_000

    // Freed by deinit, which is nonisolated; nothing else touches them off the main thread.
    nonisolated(unsafe) private let context: OpaquePointer
    nonisolated(unsafe) private let bus: UnsafeMutablePointer<IBusBus>
    nonisolated(unsafe) private let inputContext: UnsafeMutablePointer<IBusInputContext>
    private var output: [X11InputMethodOutput] = []
    private var preedit = (text: "", caret: 0, visible: false)
    /// What UIKit was last told of the composition, so an unchanged one is not told again.
    private var shownPreedit = TextInputSample.marked("", caret: 0)
    private var isFocused = false
    /// What the text input with the keys last showed us (caret in root-window pixels).
    private var textInput: TextInputState?
    nonisolated(unsafe) private var watchers: [any DispatchSourceRead] = []
    /// Key presses in a row the daemon did not answer in time; after `givingUpAfter` of them it counts as gone, so
    /// that a hung daemon costs a user two slow keys, not every key.
    private var unansweredKeys = 0
    static let givingUpAfter = 2

    /// Connects to the session's IBus daemon (`IBUS_ADDRESS`, else the address file IBus keeps for this display);
    /// nil, with no message, when none runs.
    init?(clientName: String) {
        Self.initializeOnce()
        // The bus and the input context deliver their signals to the thread-default context they are made on.
        let context = g_main_context_new()!
        g_main_context_push_thread_default(context)
        guard let bus = ibus_bus_new(), ibus_bus_is_connected(bus) != 0 else {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
            return nil
        }
        guard let inputContext = ibus_bus_create_input_context(bus, clientName) else {
            g_main_context_pop_thread_default(context)
            g_object_unref(UnsafeMutableRawPointer(bus))
            g_main_context_unref(context)
            UIKitLog.error("X11 input: IBus runs but gave no input context; typing goes without it")
            return nil
        }
        self.context = context
        self.bus = bus
        self.inputContext = inputContext
        ibus_input_context_set_capabilities(inputContext, guint(IBUS_CAP_PREEDIT_TEXT.rawValue | IBUS_CAP_FOCUS.rawValue
                                                                 | IBUS_CAP_SURROUNDING_TEXT.rawValue))
        connectSignals()
        g_main_context_pop_thread_default(context)
    }

    deinit {
        // GDBus may hold the input context a little longer: its signals must not reach this object any more.
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(inputContext), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                                             Unmanaged.passUnretained(self).toOpaque())
        for watcher in watchers { watcher.cancel() }
        g_object_unref(UnsafeMutableRawPointer(inputContext))
        g_object_unref(UnsafeMutableRawPointer(bus))
        g_main_context_unref(context)
    }

    private static var initialized = false
    private static func initializeOnce() {
        guard !initialized else { return }
        initialized = true
        ibus_init()
    }

    var isConnected: Bool { unansweredKeys < Self.givingUpAfter && ibus_bus_is_connected(bus) != 0 }

    // MARK: Keys and focus

    func filter(keycode: UInt32, keysym: UInt, state: UInt32, pressed: Bool) -> Bool {
        guard isConnected, isFocused, keycode >= 8 else { return false }
        let release = UInt32(IBUS_RELEASE_MASK.rawValue)
        let keyval = guint32(truncatingIfNeeded: keysym)
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        guard pressed else {
            // A release goes to the engine (some act on it) without waiting: UIKit gets it if it got the press, whatever
            // the engine says, and the connection keeps the order of what is sent, so the next key comes after it.
            ibus_input_context_process_key_event_async(inputContext, keyval, keycode - 8, state & ~release | release,
                                                       Self.keyTimeout, nil, nil, nil)
            dispatchPending()
            return false
        }
        final class Reply { var done = false, handled = false, failed = false }
        let reply = Reply()
        ibus_input_context_process_key_event_async(inputContext, keyval, keycode - 8, state & ~release, Self.keyTimeout, nil,
                                                   { source, result, data in
            guard let source, let data else { return }
            let reply = Unmanaged<Reply>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let context = UnsafeMutableRawPointer(source).assumingMemoryBound(to: IBusInputContext.self)
            reply.handled = ibus_input_context_process_key_event_async_finish(context, result, &error) != 0
            if let error {
                reply.failed = true
                g_error_free(error)
            }
            reply.done = true
        }, Unmanaged.passRetained(reply).toOpaque())
        // The answer (and the signals sent before it) arrive on our context; the call's own timeout bounds the wait.
        while !reply.done { g_main_context_iteration(context, 1) }
        dispatchPending()
        unansweredKeys = reply.failed ? unansweredKeys + 1 : 0
        if unansweredKeys == Self.givingUpAfter {
            UIKitLog.error("X11 input: IBus did not answer \(Self.givingUpAfter) key presses in a row within \(Self.keyTimeout) ms; "
                           + "typing goes on without it")
        }
        return reply.handled
    }

    func focus(_ state: TextInputState?) {
        guard isConnected else { return }
        guard let state else {
            if isFocused { ibus_input_context_focus_out(inputContext) }
            isFocused = false
            textInput = nil
            return
        }
        if !isFocused { ibus_input_context_focus_in(inputContext) }
        isFocused = true
        let caret = state.caret
        if textInput?.caret != caret {
            func clamped(_ value: CGFloat) -> gint { value.isFinite ? gint(max(min(value.rounded(), 100_000), -100_000)) : 0 }
            ibus_input_context_set_cursor_location(inputContext, clamped(caret.minX), clamped(caret.minY),
                                                   clamped(caret.width), clamped(caret.height))
        }
        textInput = state
        sendSurroundingText()
    }

    /// Whether the engine asked for the text about the caret.
    var wantsSurroundingText: Bool { ibus_input_context_needs_surrounding_text(inputContext) != 0 }

    /// The text about the caret, for engines that asked for it (the library sends it only when it changed).
    private func sendSurroundingText() {
        guard let textInput, ibus_input_context_needs_surrounding_text(inputContext) != 0 else { return }
        let text = textInput.surroundingText
        let characters = { (utf16: Int) in Self.characterCount(text, utf16: utf16) }
        ibus_input_context_set_surrounding_text(inputContext, ibus_text_new_from_string(text),
                                                guint32(characters(textInput.caretOffset)),
                                                guint32(characters(textInput.anchorOffset)))
    }

    /// IBus counts characters (code points) where UIKit counts UTF-16 units.
    static func characterCount(_ text: String, utf16 offset: Int) -> Int {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
        return text.unicodeScalars[..<(index.samePosition(in: text.unicodeScalars) ?? index)].count
    }

    /// The UTF-16 offset of the character (code point) at `count` in `text`, clamped to it.
    static func utf16Offset(_ text: String, characters count: Int) -> Int {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: min(max(count, 0), scalars.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// Switches to the engine called `name` (tests: an xkb engine of a private daemon, which has no configured
    /// engine) and waits until it runs; false after `timeout` seconds.
    func useEngine(_ name: String, timeout: TimeInterval = 5) -> Bool {
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        let deadline = Date().addingTimeInterval(timeout)
        var asked = Date.distantPast
        repeat {
            // Again now and then: an engine process that just started registers with the daemon a little later.
            if Date().timeIntervalSince(asked) > 0.25 {
                ibus_input_context_set_engine(inputContext, name)
                asked = Date()
            }
            dispatchPending()
            if let engine = ibus_input_context_get_engine(inputContext), let current = ibus_engine_desc_get_name(engine),
               String(cString: current) == name {
                return true
            }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    func reset() {
        guard isConnected else { return }
        ibus_input_context_reset(inputContext)
    }

    func takeOutput() -> [X11InputMethodOutput] {
        dispatchPending()
        defer { output = [] }
        return output
    }

    /// Runs `handler` on the main queue whenever the daemon has sent something, for `takeOutput()` to collect.
    func watch(_ handler: @escaping @MainActor () -> Void) {
        guard watchers.isEmpty else { return }
        // The context's descriptors (its wake-up eventfd), asked the way GLib's own loop asks them.
        var priority: gint = 0, timeout: gint = 0
        var fds = [GPollFD](repeating: GPollFD(), count: 8)
        guard g_main_context_acquire(context) != 0 else { return }
        g_main_context_prepare(context, &priority)
        let count = Int(g_main_context_query(context, priority, &timeout, &fds, gint(fds.count)))
        g_main_context_check(context, priority, &fds, gint(min(count, fds.count)))
        g_main_context_release(context)
        for fd in fds.prefix(min(count, fds.count)) where fd.fd >= 0 && fd.events & gushort(G_IO_IN.rawValue) != 0 {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd.fd, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler() } }
            source.resume()
            watchers.append(source)
        }
    }

    private func dispatchPending() {
        while g_main_context_iteration(context, 0) != 0 {}
    }

    // MARK: Signals

    private func connectSignals() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ callback: GCallback) {
            g_signal_connect_data(object, name, callback, me, nil, GConnectFlags(rawValue: 0))
        }
        typealias TextSignal = @convention(c) (OpaquePointer?, UnsafeMutablePointer<IBusText>?, gpointer?) -> Void
        typealias PreeditSignal = @convention(c) (OpaquePointer?, UnsafeMutablePointer<IBusText>?, guint, gboolean,
                                                  gpointer?) -> Void
        typealias PlainSignal = @convention(c) (OpaquePointer?, gpointer?) -> Void
        typealias KeySignal = @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> Void
        let commit: TextSignal = { _, text, me in
            guard let me, let text else { return }
            MainActor.assumeIsolated { IBusInputMethod.from(me).committed(IBusInputMethod.string(text)) }
        }
        let update: PreeditSignal = { _, text, cursor, visible, me in
            guard let me else { return }
            MainActor.assumeIsolated {
                IBusInputMethod.from(me).preeditChanged(text.map(IBusInputMethod.string) ?? "", cursor: Int(cursor), visible: visible != 0)
            }
        }
        let show: PlainSignal = { _, me in
            guard let me else { return }
            MainActor.assumeIsolated { IBusInputMethod.from(me).preeditShown(true) }
        }
        let hide: PlainSignal = { _, me in
            guard let me else { return }
            MainActor.assumeIsolated { IBusInputMethod.from(me).preeditShown(false) }
        }
        let require: PlainSignal = { _, me in
            guard let me else { return }
            MainActor.assumeIsolated { IBusInputMethod.from(me).sendSurroundingText() }
        }
        typealias DeleteSignal = @convention(c) (OpaquePointer?, gint, guint, gpointer?) -> Void
        let delete: DeleteSignal = { _, offset, count, me in
            guard let me else { return }
            MainActor.assumeIsolated { IBusInputMethod.from(me).deleteSurrounding(offset: Int(offset), count: Int(count)) }
        }
        let forward: KeySignal = { _, keysym, keycode, state, me in
            guard let me else { return }
            MainActor.assumeIsolated { IBusInputMethod.from(me).forwarded(keysym: keysym, keycode: keycode, state: state) }
        }
        let context = UnsafeMutableRawPointer(inputContext)
        connect(context, "commit-text", unsafeBitCast(commit, to: GCallback.self))
        connect(context, "update-preedit-text", unsafeBitCast(update, to: GCallback.self))
        connect(context, "show-preedit-text", unsafeBitCast(show, to: GCallback.self))
        connect(context, "hide-preedit-text", unsafeBitCast(hide, to: GCallback.self))
        connect(context, "forward-key-event", unsafeBitCast(forward, to: GCallback.self))
        connect(context, "require-surrounding-text", unsafeBitCast(require, to: GCallback.self))
        connect(context, "delete-surrounding-text", unsafeBitCast(delete, to: GCallback.self))
    }

    private nonisolated static func from(_ pointer: gpointer) -> IBusInputMethod {
        Unmanaged<IBusInputMethod>.fromOpaque(pointer).takeUnretainedValue()
    }

    private nonisolated static func string(_ text: UnsafeMutablePointer<IBusText>) -> String {
        ibus_text_get_text(text).map { String(cString: $0) } ?? ""
    }

    private func committed(_ text: String) {
        // Committed text replaces the composition; UIKit's insertion takes the marked text's place.
        preedit = ("", 0, false)
        shownPreedit = .marked("", caret: 0)
        if !text.isEmpty { output.append(.text(.commit(text))) }
    }

    private func preeditChanged(_ text: String, cursor: Int, visible: Bool) {
        preedit = (text, cursor, visible)
        showPreedit()
    }

    private func preeditShown(_ visible: Bool) {
        preedit.visible = visible
        showPreedit()
    }

    /// Tells UIKit the composition when it changed: its text (empty while hidden) and the caret, which IBus counts
    /// in characters and UIKit in UTF-16 units.
    private func showPreedit() {
        let text = preedit.visible ? preedit.text : ""
        let caret = String(String.UnicodeScalarView(text.unicodeScalars.prefix(max(preedit.caret, 0)))).utf16.count
        let sample = TextInputSample.marked(text, caret: caret)
        guard sample != shownPreedit else { return }
        shownPreedit = sample
        output.append(.text(sample))
    }

    /// The engine removes characters about the caret (counted in code points from it, in the text it was shown).
    private func deleteSurrounding(offset: Int, count: Int) {
        guard let textInput, count > 0 else { return }
        let text = textInput.surroundingText
        let caret = Self.characterCount(text, utf16: textInput.caretOffset)
        let start = Self.utf16Offset(text, characters: caret + offset)
        let end = Self.utf16Offset(text, characters: caret + offset + count)
        guard end > start else { return }
        output.append(.text(.deleteSurrounding(offset: start - textInput.caretOffset, length: end - start)))
    }

    private func forwarded(keysym: guint, keycode: guint, state: guint) {
        let released = state & guint(IBUS_RELEASE_MASK.rawValue) != 0
        output.append(.key(keysym: UInt(keysym), keycode: UInt32(keycode) + 8,
                           state: UInt32(state) & ~UInt32(IBUS_RELEASE_MASK.rawValue), pressed: !released))
    }
}

