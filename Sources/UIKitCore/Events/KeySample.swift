import Foundation

/// A key going down or up in a window, already translated from the platform's key codes.
public struct KeySample: Sendable, Equatable {
    public enum Phase: Sendable, Equatable { case began, ended, cancelled }

    public var phase: Phase
    public var keyCode: UIKeyboardHIDUsage
    /// The text the key produces with the current modifiers ("A" with shift).
    public var characters: String
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags
    public var timestamp: TimeInterval
    /// For a press: the dead-key or Compose sequence under way after it, as the text system shows it (marked
    /// text, such as "´" after a dead acute); nil when none is, so a press that ends or abandons a sequence has
    /// nil. Releases always have nil.
    public var markedText: String?

    public init(phase: Phase, keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval, markedText: String? = nil) {
        self.phase = phase; self.keyCode = keyCode; self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters.lowercased()
        self.modifierFlags = modifierFlags; self.timestamp = timestamp; self.markedText = markedText
    }
}
