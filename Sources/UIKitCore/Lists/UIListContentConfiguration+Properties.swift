import Foundation

extension UIListContentConfiguration {
    /// How a list row draws one of its texts.
    @preconcurrency @MainActor public struct TextProperties {
        public enum TextAlignment: Hashable, Sendable { case natural, center, justified }
        public enum TextTransform: Hashable, Sendable { case none, uppercase, lowercase, capitalized }

        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// `text` as `transform` shows it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        var nsTextAlignment: NSTextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }

    /// How a list row draws its image.
    @preconcurrency @MainActor public struct ImageProperties {
        /// The size of the square a symbol image is centred in, so texts of rows with and without images line up.
        public static let standardDimension: CGFloat = -1

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// Zero on an axis: no limit.
        public var maximumSize: CGSize = .zero
        /// Room kept for the image even when it is smaller; `standardDimension` on an axis: the system's 28 points.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}
