import Foundation

/// The keyboard key behind a press.
@MainActor open class UIKey: NSObject {
    public let keyCode: UIKeyboardHIDUsage
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags

    init(_ sample: KeySample) {
        keyCode = sample.keyCode
        characters = sample.characters
        charactersIgnoringModifiers = sample.charactersIgnoringModifiers
        modifierFlags = sample.modifierFlags
        super.init()
    }
}
