import Foundation

extension UIButton {
    /// A button's look as a value (iOS 15): a style (plain, tinted, gray, filled and the bordered variants), a
    /// title and subtitle, an image placed on any side, colours, insets, size and corner style. Set it as the
    /// button's `configuration`; the button draws from it in every state (see `UIButton+ConfigurationDrawing.swift`).
    /// Text-attribute and colour transformers and `AttributedString` titles are not here yet.
    public struct Configuration: Hashable {
        /// The look a configuration starts from.
        enum Style: Hashable { case plain, tinted, gray, filled }

        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic = 0, small = 1, medium = 2, large = 3, capsule = 4 }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

        var style: Style
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Shows a spinner in the image's place (the image when there is none).
        public var showsActivityIndicator = false
        public var title: String?
        public var subtitle: String?
        public var contentInsets: NSDirectionalEdgeInsets
        /// Which side of the title the image is on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 4
        public var titlePadding: CGFloat = 2
        public var titleAlignment: TitleAlignment = .automatic
        /// A selected button looks filled (tinted, gray) or tinted (filled, plain) when true.
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultInsets(for: .medium)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// Puts back the insets `buttonSize` gives by default.
        public mutating func setDefaultContentInsets() { contentInsets = Self.defaultInsets(for: buttonSize) }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFontSize: CGFloat {
            switch buttonSize {
            case .mini: 11
            case .small: 13
            case .medium: 15
            case .large: 17
            }
        }

        /// The configuration as `button`'s state shows it: a selected button takes the emphasised look.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            guard automaticallyUpdateForSelection, button.isSelected else { return self }
            var updated = self
            switch style {
            case .tinted, .gray: updated.style = .filled
            case .filled: updated.style = .tinted
            case .plain: updated.style = .tinted
            }
            return updated
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.buttonSize == rhs.buttonSize && lhs.cornerStyle == rhs.cornerStyle
                && lhs.macIdiomStyle == rhs.macIdiomStyle && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image === rhs.image
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.title == rhs.title
                && lhs.subtitle == rhs.subtitle && lhs.contentInsets == rhs.contentInsets
                && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
                && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
                && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(showsActivityIndicator)
            hasher.combine(buttonSize)
        }
    }

    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}
