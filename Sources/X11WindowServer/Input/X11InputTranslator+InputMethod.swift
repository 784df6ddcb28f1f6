import Foundation
import UIKitCore

/// Keys through an input method (IBus) while a text input of ours has the keys: the input method sees each key
/// first, and UIKit gets what it commits or composes as text input; keys it does not take go on as presses (dead
/// keys and Compose are then its business, not the Compose table's).
extension X11InputTranslator {
    /// A text input in `window` has the keys (`state`, its caret in root-window pixels), or none there has them
    /// (nil). The input method is loaded the first time a text input takes the keys.
    func setTextInput(window: UInt, state: TextInputState?) {
        if state != nil, let load = loadInputMethod {
            loadInputMethod = nil
            inputMethod = load()
        }
        if state != nil {
            textInputWindow = window
        } else if textInputWindow == window {
            textInputWindow = nil
        } else {
            return
        }
        textInputState = state
        guard let inputMethod, inputMethod.isConnected else { return }
        inputMethod.focus(state)
        deliverInputMethodOutput()
    }

    /// The window got the keyboard focus back: its text input composes again.
    func focusGained(_ window: UInt) {
        guard textInputWindow == window, let inputMethod, inputMethod.isConnected else { return }
        inputMethod.focus(textInputState)
        deliverInputMethodOutput()
    }

    /// The window lost the keyboard focus, or went away: the input method stops composing for it.
    func inputMethodFocusLost(_ window: UInt) {
        guard textInputWindow == window, let inputMethod, inputMethod.isConnected else { return }
        inputMethod.focus(nil)
        deliverInputMethodOutput()
    }

    /// UIKit settled the composition itself (a click moved the caret): the input method, or the Compose table's
    /// sequence under way, drops its own, so the next key types afresh where the caret now is.
    func cancelComposition(in window: UInt) {
        composer?.reset()
        guard textInputWindow == window, let inputMethod, inputMethod.isConnected else { return }
        inputMethod.reset()
        deliverInputMethodOutput()
    }

    /// The input method for a key in `window`: only while one of our text inputs there has the keys.
    func inputMethod(for window: UInt) -> (any X11InputMethod)? {
        guard textInputWindow == window, let inputMethod, inputMethod.isConnected else { return nil }
        return inputMethod
    }

    /// Hands UIKit what the input method sent: text for the text input, keys it gave back as presses. What it sends
    /// while no text input has the keys has no taker and is dropped, never kept for the next one.
    func deliverInputMethodOutput() {
        guard let inputMethod else { return }
        let outputs = inputMethod.takeOutput()
        guard let window = textInputWindow else { return }
        for output in outputs {
            switch output {
            case .text(let sample):
                if let target = target(window) { sink(.textInput(target.host, sample)) }
            case .key(let keysym, let keycode, let state, let pressed):
                deliverKey(keycode: keycode, keysym: keysym, state: state, window: window, pressed: pressed,
                           time: UIApplication.eventTimerSource.now, repeated: false)
            }
        }
    }
}
