import Foundation

/// The non-touch inbound events: keys become presses, shakes become motion events, transport keys become
/// remote-control events, all sent through `UIApplication.sendEvent(_:)` to the key window.
@MainActor final class InputDispatcher {
    static let shared = InputDispatcher()

    /// Presses down, by key code, so the same `UIPress` lives from began to ended.
    private var pressesDown: [UIKeyboardHIDUsage: UIPress] = [:]

    /// The modifiers of the last key event while keys are down: touches carry no modifier state, so a Shift- or
    /// Ctrl-click (list selection ranges) reads the keys held now.
    /// A modifier key's own press may not list itself (X reports the state before the press), so its code counts too.
    var heldModifierFlags: UIKeyModifierFlags {
        pressesDown.reduce(into: []) { flags, entry in
            flags.formUnion(entry.value.key?.modifierFlags ?? [])
            switch entry.key {
            case .keyboardLeftShift, .keyboardRightShift: flags.insert(.shift)
            case .keyboardLeftControl, .keyboardRightControl: flags.insert(.control)
            case .keyboardLeftAlt, .keyboardRightAlt: flags.insert(.alternate)
            case .keyboardLeftGUI, .keyboardRightGUI: flags.insert(.command)
            default: break
            }
        }
    }

    func handle(_ sample: KeySample, in window: UIWindow?) {
        guard sample.timestamp.isFinite else { return UIKitLog.error("dropped a key sample without a valid time") }
        ToolTips.dismiss()
        // Escape cancels a drag in progress, as on desktops; the key still goes on to the responders.
        if sample.phase == .began, sample.keyCode == .keyboardEscape { DragSessionDriver.active?.cancel() }
        let event = UIPressesEvent()
        event.timestamp = sample.timestamp
        event.modifierFlags = sample.modifierFlags
        let press: UIPress
        switch sample.phase {
        case .began:
            if let stale = pressesDown[sample.keyCode] {
                // A key-down repeat (auto-repeat) for a key already down: the press changes, it does not restart.
                stale.phase = .changed
                press = stale
            } else {
                press = UIPress(key: UIKey(sample))
                press.phase = .began
                pressesDown[sample.keyCode] = press
            }
        case .ended, .cancelled:
            guard let down = pressesDown.removeValue(forKey: sample.keyCode) else {
                return UIKitLog.error("key \(sample.keyCode.rawValue) went up without going down; ignored")
            }
            down.phase = sample.phase == .ended ? .ended : .cancelled
            press = down
        }
        press.timestamp = sample.timestamp
        press.window = window
        event.allPresses = [press]
        send(event, to: window)
    }

    /// An input method's text goes to the first responder, if it is in this window and takes text: composed text is
    /// inserted (over the text being composed), the text being composed is marked (empty: no longer). Text that
    /// arrives after the text input lost the keys is dropped quietly: engines commit their composition when told
    /// the focus went, and UIKit has already committed the marked text it showed for it.
    func handle(_ sample: TextInputSample, in window: UIWindow?) {
        guard let view = UIResponder.currentFirstResponder as? UIView & UIKeyInput, let window, view.window === window else {
            return
        }
        TextInputFocus.isApplyingInputMethodText = true
        defer { TextInputFocus.isApplyingInputMethodText = false }
        switch sample {
        case .commit(let text):
            view.insertText(text)
        case .marked(let text, let caret):
            guard let input = view as? UITextInput else { return }
            input.setMarkedText(text.isEmpty ? nil : text,
                                selectedRange: NSRange(location: min(max(caret, 0), text.utf16.count), length: 0))
        case .deleteSurrounding(let offset, let length):
            guard let input = view as? UITextInput, length > 0 else { return }
            let caret = TextInputFocus.caretOffset(of: input)
            let end = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
            let start = min(max(caret + offset, 0), end), stop = min(max(caret + offset + length, 0), end)
            guard start < stop, let from = input.position(from: input.beginningOfDocument, offset: start),
                  let to = input.position(from: input.beginningOfDocument, offset: stop),
                  let range = input.textRange(from: from, to: to) else { return }
            input.replace(range, withText: "")
        }
    }

    func handle(_ sample: MotionSample, in window: UIWindow?) {
        guard sample.timestamp.isFinite else { return UIKitLog.error("dropped a motion sample without a valid time") }
        send(MotionEvent(sample), to: window)
    }

    func handleRemoteControl(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval, in window: UIWindow?) {
        guard UIApplication.shared.receivesRemoteControlEvents else { return }
        send(UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp), to: window)
    }

    private func send(_ event: UIEvent, to window: UIWindow?) {
        if let window, UIApplication.shared.keyWindow == nil || UIApplication.shared.keyWindow === window {
            window.sendEvent(event)
        } else {
            UIApplication.shared.sendEvent(event)
        }
    }

    /// The presses still down (zero once every key is up).
    var pressesDownCount: Int { pressesDown.count }
}
