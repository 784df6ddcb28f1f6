/// The fixed and system colours, with the values of iOS's light appearance.
extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    private static func rgb8(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    public static let systemRed = rgb8(255, 59, 48)
    public static let systemOrange = rgb8(255, 149, 0)
    public static let systemYellow = rgb8(255, 204, 0)
    public static let systemGreen = rgb8(52, 199, 89)
    public static let systemMint = rgb8(0, 199, 190)
    public static let systemTeal = rgb8(48, 176, 199)
    public static let systemCyan = rgb8(50, 173, 230)
    public static let systemBlue = rgb8(0, 122, 255)
    public static let systemIndigo = rgb8(88, 86, 214)
    public static let systemPurple = rgb8(175, 82, 222)
    public static let systemPink = rgb8(255, 45, 85)
    public static let systemBrown = rgb8(162, 132, 94)
    public static let systemGray = rgb8(142, 142, 147)
    public static let systemGray2 = rgb8(174, 174, 178)
    public static let systemGray3 = rgb8(199, 199, 204)
    public static let systemGray4 = rgb8(209, 209, 214)
    public static let systemGray5 = rgb8(229, 229, 234)
    public static let systemGray6 = rgb8(242, 242, 247)

    public static let label = UIColor.black
    public static let secondaryLabel = rgb8(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb8(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb8(60, 60, 67, 0.18)
    public static let link = systemBlue
    public static let placeholderText = rgb8(60, 60, 67, 0.3)
    public static let separator = rgb8(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb8(198, 198, 200)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = systemGray6
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = systemGray6
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let systemFill = rgb8(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb8(120, 120, 128, 0.16)
    public static let tintColor = systemBlue
}
