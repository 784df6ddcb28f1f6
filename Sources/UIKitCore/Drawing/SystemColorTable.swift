import UIKitResources

/// The system colours' light and dark values, read once from Resources/SystemColors.txt.
enum SystemColorTable {
    /// Name -> (light, dark).
    private static let values: [String: (light: UIColor, dark: UIColor)] = {
        var values: [String: (light: UIColor, dark: UIColor)] = [:]
        for fields in UIKitResources.table("SystemColors.txt") {
            guard fields.count >= 3, let light = color(hex: fields[1]), let dark = color(hex: fields[2]) else {
                UIKitLog.error("SystemColors.txt: cannot read the line \"\(fields.joined(separator: " "))\"")
                continue
            }
            values[fields[0]] = (light, dark)
        }
        return values
    }()

    /// The dynamic system colour `name`; a name the table lacks (a damaged install) is a logged mid grey.
    static func color(_ name: String) -> UIColor {
        guard let pair = values[name] else {
            UIKitLog.error("SystemColors.txt has no \(name); using grey")
            return UIColor(white: 0.5, alpha: 1)
        }
        return UIColor { $0.userInterfaceStyle == .dark ? pair.dark : pair.light }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func color(hex: String) -> UIColor? {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9, let value = UInt32(hex.dropFirst(), radix: 16) else {
            return nil
        }
        let rgba = hex.count == 7 ? value << 8 | 0xFF : value
        func byte(_ shift: UInt32) -> CGFloat { CGFloat(rgba >> shift & 0xFF) / 255 }
        return UIColor(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
    }
}
