import Foundation

/// A keyboard shortcut: a key (`input`) with exact modifier flags, performed instead of `pressesBegan` when a
/// responder on the chain from the first responder lists it in `keyCommands`, or when it is an item of the main
/// menu. Its action is a `Selector` (as `UICommand`'s), or, without an Objective-C runtime, a closure or a method of
/// the first responder-chain object of a given type (as `UIControl.addTarget`).
@preconcurrency @MainActor open class UIKeyCommand: UICommand {
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
    open var repeatBehavior: UIMenuElement.RepeatBehavior = .automatic
    /// Whether the command wins over what the system does with the key, such as a text field moving its caret on
    /// an arrow key or typing a character; without it the system behaviour comes first.
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    /// Performs the command from the responder that listed it (false when nothing could perform it), and finds who
    /// would (nil: nobody, so a menu shows it disabled). Nil for a `Selector` action, which goes through
    /// `UICommand`'s responder-chain lookup.
    private let performer: Performer?

    struct Performer {
        let perform: @MainActor (UIKeyCommand, UIResponder) -> Bool
        let target: @MainActor (UIResponder) -> UIResponder?
    }

    init(title: String, image: UIImage?, action: Selector, input: String, modifierFlags: UIKeyModifierFlags,
         propertyList: Any?, alternates: [UICommandAlternate], discoverabilityTitle: String?,
         attributes: UIMenuElement.Attributes, state: UIMenuElement.State, performer: Performer?) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.performer = performer
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The action is a closure (the command's `action` is the empty selector): it always has a target, the responder
    /// the command is performed from.
    public convenience init(title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        let performer = Performer(perform: { command, _ in handler(command); return true }, target: { $0 })
        self.init(title: title, image: image, action: Selector(""), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, alternates: [], discoverabilityTitle: discoverabilityTitle, attributes: attributes,
                  state: state, performer: performer)
    }

    /// The action is a method of the first object of `Target`'s type on the responder chain from the responder
    /// that listed the command, taking the command as sender; without one the key goes on as a press.
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil, input: String,
                                               modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil,
                                               action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void) {
        let find: @MainActor (UIResponder) -> UIResponder? = { $0.responderChain.first { $0 is Target } }
        let performer = Performer(perform: { command, responder in
            guard let target = find(responder) as? Target else { return false }
            action(target)(command)
            return true
        }, target: find)
        self.init(title: title, image: image, action: Selector(""), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, alternates: [], discoverabilityTitle: discoverabilityTitle, attributes: [],
                  state: .off, performer: performer)
    }

    /// The modifiers compared exactly; Caps Lock and the keypad only count when the command asks for them.
    private static let significantModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The key with these modifiers is this command's: the unmodified character (letters in either case) or the
    /// `input...` name, and exactly the command's modifier flags.
    func matches(_ key: UIKey) -> Bool {
        !attributes.contains(.disabled) && !attributes.contains(.hidden) && matchesKeys(of: key)
    }

    /// The key with these modifiers is this command's, whatever its attributes say (a main-menu command is
    /// validated again before they count).
    func matchesKeys(of key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
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

    override func perform(from responder: UIResponder) -> Bool {
        guard let performer else { return send(from: responder) }
        return performer.perform(self, responder)
    }

    override func target(from start: UIResponder) -> UIResponder? {
        guard let performer else { return super.target(from: start) }
        return performer.target(start)
    }
}
