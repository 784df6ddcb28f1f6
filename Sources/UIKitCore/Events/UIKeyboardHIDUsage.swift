/// A key's USB HID usage code (page 7), the platform-independent key identity UIKit reports.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = Self(rawValue: 0x04)
    public static let keyboardZ = Self(rawValue: 0x1D)
    public static let keyboard1 = Self(rawValue: 0x1E)
    public static let keyboard0 = Self(rawValue: 0x27)
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    public static let keyboardEscape = Self(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    public static let keyboardTab = Self(rawValue: 0x2B)
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    public static let keyboardF1 = Self(rawValue: 0x3A)
    public static let keyboardHome = Self(rawValue: 0x4A)
    public static let keyboardPageUp = Self(rawValue: 0x4B)
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    public static let keyboardEnd = Self(rawValue: 0x4D)
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    public static let keyboardUpArrow = Self(rawValue: 0x52)
    public static let keypadEnter = Self(rawValue: 0x58)
    public static let keyboardLeftControl = Self(rawValue: 0xE0)
    public static let keyboardLeftShift = Self(rawValue: 0xE1)
    public static let keyboardLeftAlt = Self(rawValue: 0xE2)
    public static let keyboardLeftGUI = Self(rawValue: 0xE3)
}
