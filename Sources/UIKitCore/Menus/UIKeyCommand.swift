import Foundation

/// A keyboard shortcut: a key (`input`) with exact modifier flags, performed instead of `pressesBegan` when a
/// responder on the chain from the first responder lists it in `keyCommands`. Without an Objective-C runtime the
/// action is a closure, or a method of the first responder-chain object of a given type (as `UIControl.addTarget`).
@preconcurrency @MainActor open class UIKeyCommand: UIMenuElement {
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1", inputF2 = "UIKeyInputF2", inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4", inputF5 = "UIKeyInputF5", inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7", inputF8 = "UIKeyInputF8", inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10", inputF11 = "UIKeyInputF11", inputF12 = "UIKeyInputF12"

    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    open var repeatBehavior: UIMenuElement.RepeatBehavior = .automatic
    /// Whether the command wins over what the system does with the key, such as a text field moving its caret on
    /// an arrow key or typing a character; without it the system behaviour comes first.
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    /// Performs the command from the responder that listed it; false when nothing could perform it.
    private let performer: @MainActor (UIKeyCommand, UIResponder) -> Bool

    public init(title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        performer = { command, _ in handler(command); return true }
        super.init(title: title, image: image)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// The action is a method of the first object of `Target`'s type on the responder chain from the responder
    /// that listed the command, taking the command as sender; without one the key goes on as a press.
    public init<Target: AnyObject>(title: String = "", image: UIImage? = nil, input: String,
                                   modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil,
                                   action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        performer = { command, responder in
            guard let target = responder.responderChain.lazy.compactMap({ $0 as? Target }).first else { return false }
            action(target)(command)
            return true
        }
        super.init(title: title, image: image)
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// The modifiers compared exactly; Caps Lock and the keypad only count when the command asks for them.
    private static let significantModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The key with these modifiers is this command's: the unmodified character (letters in either case) or the
    /// `input...` name, and exactly the command's modifier flags.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty, !attributes.contains(.disabled), !attributes.contains(.hidden) else {
            return false
        }
        let optional: UIKeyModifierFlags = [.alphaShift, .numericPad]
        var held = key.modifierFlags.intersection(Self.significantModifiers.union(modifierFlags.intersection(optional)))
        if commandIsControl, held.contains(.control), !held.contains(.command) {
            held.remove(.control)
            held.insert(.command)
        }
        guard held == modifierFlags else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
            || input.lowercased() == key.characters.lowercased()
    }

    /// Whether ⌘, iOS's shortcut modifier, is pressed as Ctrl, Linux's: an iOS app's ⌘S is Ctrl+S here (Qt maps the
    /// two the same way between macOS and other systems). Super still presses it too. A command that names both
    /// Control and Command keeps them apart.
    var commandIsControl: Bool { modifierFlags.contains(.command) && !modifierFlags.contains(.control) }

    /// Whether a held key performs the command again with each repeat.
    var repeats: Bool { repeatBehavior != .nonRepeatable }

    func perform(from responder: UIResponder) -> Bool { performer(self, responder) }
}
