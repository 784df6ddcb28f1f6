internal import CX11
import UIKitCore

/// Key identities and text from X: key codes (evdev codes plus 8, as every current X server numbers them) to USB
/// HID usages, keysyms to the text and the `UIKeyInput...` names UIKit reports, media keysyms to remote-control
/// subtypes, and X modifier state to `UIKeyModifierFlags`.
enum X11KeyMap {
    /// The HID usage of an X key code; nil for keys HID has no usage for.
    static func hidUsage(keycode: UInt32) -> UIKeyboardHIDUsage? {
        guard keycode >= 8, let usage = evdevToHID[Int(keycode) - 8] else { return nil }
        return UIKeyboardHIDUsage(rawValue: usage)
    }

    private static let evdevToHID: [Int: Int] = {
        var table: [Int: Int] = [
            1: 0x29, 11: 0x27, 12: 0x2D, 13: 0x2E, 14: 0x2A, 15: 0x2B, 26: 0x2F, 27: 0x30, 28: 0x28, 29: 0xE0,
            39: 0x33, 40: 0x34, 41: 0x35, 42: 0xE1, 43: 0x31, 51: 0x36, 52: 0x37, 53: 0x38, 54: 0xE5, 55: 0x55,
            56: 0xE2, 57: 0x2C, 58: 0x39, 69: 0x53, 70: 0x47, 74: 0x56, 78: 0x57, 82: 0x62, 83: 0x63, 86: 0x64,
            87: 0x44, 88: 0x45, 96: 0x58, 97: 0xE4, 98: 0x54, 99: 0x46, 100: 0xE6, 102: 0x4A, 103: 0x52, 104: 0x4B,
            105: 0x50, 106: 0x4F, 107: 0x4D, 108: 0x51, 109: 0x4E, 110: 0x49, 111: 0x4C, 113: 0x7F, 114: 0x81,
            115: 0x80, 119: 0x48, 125: 0xE3, 126: 0xE7, 127: 0x65,
        ]
        for (offset, digit) in (2...10).enumerated() { table[digit] = 0x1E + offset }   // 1...9
        for (index, key) in (59...68).enumerated() { table[key] = 0x3A + index }       // F1...F10
        for (row, first) in [("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44)] {
            for (index, letter) in row.unicodeScalars.enumerated() {
                table[first + index] = 0x04 + Int(letter.value - UnicodeScalar("a").value)
            }
        }
        // Keypad 7 8 9 / 4 5 6 / 1 2 3 in evdev order, 1...9 in HID order.
        for (key, usage) in [(71, 0x5F), (72, 0x60), (73, 0x61), (75, 0x5C), (76, 0x5D), (77, 0x5E), (79, 0x59),
                             (80, 0x5A), (81, 0x5B)] { table[key] = usage }
        return table
    }()

    /// The text a keysym types, or the `UIKeyInput...` name of a key that types none (arrows, Escape, F-keys).
    static func text(keysym: UInt) -> String {
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF:
            return String(UnicodeScalar(UInt8(keysym)))
        case 0x0100_0000...0x0110_FFFF:
            return UnicodeScalar(UInt32(keysym - 0x0100_0000)).map { String($0) } ?? ""
        case 0xFFB0...0xFFB9:
            return String(keysym - 0xFFB0)
        default:
            return specialKeys[keysym] ?? ""
        }
    }

    private static let specialKeys: [UInt: String] = {
        var table: [UInt: String] = [
            0xFF08: "\u{8}", 0xFF09: "\t", 0xFF0D: "\r", 0xFF8D: "\r", 0xFFFF: "UIKeyInputDelete", 0xFF1B: "UIKeyInputEscape",
            0xFF51: "UIKeyInputLeftArrow", 0xFF52: "UIKeyInputUpArrow", 0xFF53: "UIKeyInputRightArrow",
            0xFF54: "UIKeyInputDownArrow", 0xFF55: "UIKeyInputPageUp", 0xFF56: "UIKeyInputPageDown",
            0xFF50: "UIKeyInputHome", 0xFF57: "UIKeyInputEnd", 0xFF80: " ", 0xFFAA: "*", 0xFFAB: "+", 0xFFAD: "-",
            0xFFAE: ".", 0xFFAF: "/",
        ]
        for index in 0..<12 { table[0xFFBE + UInt(index)] = "UIKeyInputF\(index + 1)" }
        return table
    }()

    /// Keypad keysyms set `.numericPad`.
    static func isKeypad(_ keysym: UInt) -> Bool { (0xFF80...0xFFBD).contains(keysym) }

    /// Transport keys: the remote-control event a press (or a release, for seeking) sends.
    static func remoteControl(keysym: UInt, pressed: Bool) -> UIEvent.EventSubtype?? {
        switch keysym {
        case 0x1008_FF14: pressed ? .remoteControlTogglePlayPause : .some(nil)  // XF86AudioPlay
        case 0x1008_FF31: pressed ? .remoteControlPause : .some(nil)            // XF86AudioPause
        case 0x1008_FF15: pressed ? .remoteControlStop : .some(nil)             // XF86AudioStop
        case 0x1008_FF17: pressed ? .remoteControlNextTrack : .some(nil)        // XF86AudioNext
        case 0x1008_FF16: pressed ? .remoteControlPreviousTrack : .some(nil)    // XF86AudioPrev
        case 0x1008_FF3E: pressed ? .remoteControlBeginSeekingBackward : .remoteControlEndSeekingBackward  // Rewind
        case 0x1008_FF97: pressed ? .remoteControlBeginSeekingForward : .remoteControlEndSeekingForward    // Forward
        default: nil
        }
    }

    static func modifierFlags(state: UInt32, keysym: UInt) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        if isKeypad(keysym) { flags.insert(.numericPad) }
        return flags
    }
}
