import Foundation

/// The keyboard key behind a press.
@preconcurrency @MainActor open class UIKey: NSObject {
    public let keyCode: UIKeyboardHIDUsage
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    /// The dead-key or Compose sequence under way after this press, which text views show as marked text.
    let markedText: String?

    init(_ sample: KeySample) {
        keyCode = sample.keyCode
        characters = sample.characters
        charactersIgnoringModifiers = sample.charactersIgnoringModifiers
        modifierFlags = sample.modifierFlags
        markedText = sample.markedText
        super.init()
    }
}
