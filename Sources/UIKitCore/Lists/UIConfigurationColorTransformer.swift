import Foundation

/// A function from a colour to another, applied by configurations to the colour they resolve (a selected cell's
/// text in white, say).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of equal luminance.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }

    /// The tint colour, keeping the input's alpha.
    public static let preferredTint = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return UIColor.tintColor }
        return UIColor.tintColor.withAlphaComponent(a)
    }

    /// The tint colour's hue at the input's luminance.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, ta: CGFloat = 0
        guard UIColor.tintColor.getHue(&h, saturation: &s, brightness: &v, alpha: &ta) else { return color }
        return UIColor(hue: h, saturation: s, brightness: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
}
