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

    public init(phase: Phase, keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval) {
        self.phase = phase; self.keyCode = keyCode; self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters.lowercased()
        self.modifierFlags = modifierFlags; self.timestamp = timestamp
    }
}
