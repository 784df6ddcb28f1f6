import Foundation
import UIKitCore

/// An input method that composes text from keys (IBus: CJK input, emoji, its own dead keys and Compose). While a
/// text input has the keys, the translator offers it every key first; what it takes reaches UIKit only as the text
/// it commits or composes (`TextInputSample`), the rest as ordinary presses.
@MainActor protocol X11InputMethod: AnyObject {
    /// Whether it still answers (false once its daemon went away: keys then go the usual way).
    var isConnected: Bool { get }
    /// Offers a key press or release (X key code, keysym, modifier state): true when the input method took a press.
    /// A release is offered too (engines act on some) but only follows its press: UIKit gets it if it got the press.
    func filter(keycode: UInt32, keysym: UInt, state: UInt32, pressed: Bool) -> Bool
    /// A text input of ours has the keys (its caret in root-window pixels, the text about it); nil: none has now.
    func focus(_ state: TextInputState?)
    /// Ends the composition under way without committing it (the caret moved elsewhere).
    func reset()
    /// Handles what the input method sent since the last call and returns it, in order.
    func takeOutput() -> [X11InputMethodOutput]
}

/// What an input method sends the application.
enum X11InputMethodOutput: Equatable {
    /// Text for the text input: committed, or being composed.
    case text(TextInputSample)
    /// A key it gives back to be handled as typed (some engines pass keys through this way).
    case key(keysym: UInt, keycode: UInt32, state: UInt32, pressed: Bool)
}
