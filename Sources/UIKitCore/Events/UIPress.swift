import Foundation

/// A physical button press (a keyboard key): the same object lives from `pressesBegan` to `pressesEnded`.
@preconcurrency @MainActor open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// The remote-style buttons a key can stand for (arrows, select, menu, play/pause).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }

    public internal(set) var phase: Phase = .began
    public internal(set) var timestamp: TimeInterval = 0
    /// The nearest remote-style meaning of the key; keys without one report `.select` only for Return/Space.
    public let type: PressType
    public internal(set) weak var window: UIWindow?
    public internal(set) weak var responder: UIResponder?
    public let key: UIKey?
    /// The text responder that typed this press: its ending stays there too.
    weak var typedBy: UIResponder?
    /// The key command this press performed, and the responder that listed it: no responder hears of the press.
    var keyCommand: (command: UIKeyCommand, responder: UIResponder)?
    public var force: CGFloat { 0 }

    init(key: UIKey) {
        self.key = key
        type = Self.pressType(for: key.keyCode)
        super.init()
    }

    private static func pressType(for code: UIKeyboardHIDUsage) -> PressType {
        switch code {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        case .keyboardSpacebar: .playPause
        default: .select
        }
    }
}
