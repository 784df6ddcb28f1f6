/// Scales custom fonts and values with Dynamic Type the way a text style's font scales: a font made for the
/// `.large` category grows or shrinks by the ratio of the style's size at the current category to its size at
/// `.large`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    private let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return font.withSize(maximumPointSize > 0 && maximumPointSize.isFinite ? min(scaled, maximumPointSize) : scaled)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else {
            UIKitLog.error("UIFontMetrics: value \(value) is not finite; returned unscaled")
            return value
        }
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let scale = UIFont.size(of: textStyle, in: category == .unspecified ? .current : category)
            / UIFont.size(of: textStyle, in: .large)
        return value * scale
    }
}
