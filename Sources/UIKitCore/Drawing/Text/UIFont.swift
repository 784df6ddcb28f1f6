/// A font: a family, a size in points, a weight and a slant, resolved by fontconfig. Immutable and thread-safe.
public final class UIFont: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is an immutable `let`.
    /// First: what Foundation reads as CF's header (FoundationObjectHeader.swift).
    private let foundationHeader = FoundationObjectHeader()
    public let familyName: String
    public let fontName: String
    public let pointSize: CGFloat
    package let textFont: TextFont
    /// The Dynamic Type style the font was made for (`preferredFont(forTextStyle:)`): what a view that adjusts
    /// its font for the content size category asks for again when the category changes.
    let textStyle: TextStyle?

    init(textFont: TextFont, familyName: String, fontName: String, textStyle: TextStyle? = nil) {
        self.textFont = textFont
        self.familyName = familyName
        self.fontName = fontName
        self.textStyle = textStyle
        pointSize = textFont.size
        super.init()
    }

    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The CSS/fontconfig weight (100...900) nearest to UIKit's -1...1 scale.
        var cssWeight: Int {
            let table: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
                                           (0.4, 700), (0.56, 800), (0.62, 900)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    // MARK: System fonts

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.systemFamily, size: fontSize, italic: true),
               familyName: ".SFUI", fontName: ".SFUI-Italic")
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let css = weight.cssWeight
        return UIFont(textFont: TextFont(family: TextFont.systemFamily, size: fontSize, weight: css),
                      familyName: ".SFUI", fontName: css >= 700 ? ".SFUI-Bold" : ".SFUI-Regular")
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.monospacedFamily, size: fontSize, weight: weight.cssWeight),
               familyName: ".SFUIMono", fontName: ".SFUIMono-Regular")
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The Dynamic Type font of a text style at the current content size category (`.large`: iOS's default sizes).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The Dynamic Type font of a text style at the traits' content size category, else the current one.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let requested = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let size = self.size(of: style, in: requested == .unspecified ? .current : requested)
        let font = style == .headline ? systemFont(ofSize: size, weight: .semibold) : systemFont(ofSize: size)
        return UIFont(textFont: font.textFont, familyName: font.familyName, fontName: font.fontName, textStyle: style)
    }

    /// A text style's size in a category: its size at `.large` scaled as the body size is, to whole points.
    static func size(of style: TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        let large: CGFloat = switch style {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        default: 17
        }
        return category == .large ? large : max((large * category.textScale).rounded(), 9)
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    // MARK: Named fonts

    /// A font by family or face name ("DejaVu Sans", "DejaVuSans-Bold", "Helvetica-BoldOblique"). Apple's
    /// standard families map to installed look-alikes; any other name must be an installed family, else `nil`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let (family, weight, italic) = Self.familyAndStyle(ofName: fontName)
        guard let resolved = Self.resolveFamily(family) else { return nil }
        self.init(textFont: TextFont(family: resolved, size: fontSize, weight: weight, italic: italic),
                  familyName: family, fontName: fontName)
    }

    /// A face name's family, weight and slant: "Helvetica-BoldOblique" is Helvetica, 700, italic; a name without
    /// a known style suffix is a family.
    static func familyAndStyle(ofName fontName: String) -> (family: String, weight: Int, italic: Bool) {
        guard let dash = fontName.lastIndex(of: "-") else { return (fontName, 400, false) }
        let style = fontName[fontName.index(after: dash)...].lowercased()
        let known = ["bold", "italic", "oblique", "bolditalic", "boldoblique", "regular", "roman", "book",
                     "medium", "light", "semibold", "heavy", "black"]
        guard known.contains(style) else { return (fontName, 400, false) }
        let weight = style.hasPrefix("bold") ? 700 : style == "semibold" ? 600 : style == "medium" ? 500
            : style == "light" ? 300 : style == "heavy" ? 800 : style == "black" ? 900 : 400
        return (String(fontName[..<dash]), weight, style.contains("italic") || style.contains("oblique"))
    }

    /// The font a descriptor describes at `pointSize` (0: the descriptor's own size, else 12 points): its family
    /// (or face name), bold and italic traits or weight, or the Dynamic Type font of its text style.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var size = pointSize.isFinite && pointSize > 0 ? pointSize : descriptor.pointSize
        if !pointSize.isFinite || pointSize < 0 {
            UIKitLog.error("UIFont: size \(pointSize) is not a finite size; the descriptor's used")
        }
        if let style = descriptor.fontAttributes[.textStyle] as? String, descriptor.fontAttributes[.family] == nil,
           descriptor.fontAttributes[.name] == nil {
            let preferred = Self.preferredFont(forTextStyle: TextStyle(rawValue: style))
            if size <= 0 { size = preferred.pointSize }
            self.init(textFont: preferred.withSize(size).textFont, familyName: preferred.familyName, fontName: preferred.fontName)
            return
        }
        if size <= 0 { size = 12 }
        let family = descriptor.familyName
        var (_, weight, italic) = descriptor.fontAttributes[.name].map { Self.familyAndStyle(ofName: $0 as? String ?? "") }
            ?? (family, 400, false)
        let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        if let symbolic = traits?[.symbolic] as? UIFontDescriptor.SymbolicTraits {
            weight = symbolic.contains(.traitBold) ? 700 : 400
            italic = symbolic.contains(.traitItalic)
        }
        if let raw = traits?[.weight] as? CGFloat { weight = Weight(rawValue: raw).cssWeight }
        if let face = descriptor.fontAttributes[.face] as? String {
            let style = Self.familyAndStyle(ofName: "x-" + face.replacingOccurrences(of: " ", with: ""))
            weight = style.weight
            italic = style.italic
        }
        let resolved = Self.resolveFamily(family) ?? {
            UIKitLog.errorOnce("UIFont: no installed family \(family); the system font is used")
            return TextFont.systemFamily
        }()
        let suffix = weight >= 700 ? (italic ? "-BoldItalic" : "-Bold") : (italic ? "-Italic" : "")
        self.init(textFont: TextFont(family: resolved, size: size, weight: weight, italic: italic),
                  familyName: family, fontName: family.replacingOccurrences(of: " ", with: "") + suffix)
    }

    /// The font's descriptor: its family, face name, size and bold and italic traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if textFont.weight >= 700 { traits.insert(.traitBold) }
        if textFont.italic { traits.insert(.traitItalic) }
        if textFont.family == TextFont.monospacedFamily { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(fontAttributes: [
            .family: familyName, .name: fontName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: traits],
        ])
    }

    /// Installed family names, plus Apple's familiar ones mapped to what fontconfig has.
    static func resolveFamily(_ name: String) -> String? {
        let lower = name.lowercased()
        let sans = ["helvetica", "helvetica neue", "helveticaneue", "arial", "sf pro", "sfpro", "sf pro text",
                    "avenir", "avenir next", "verdana", "system", ".sfui"]
        let serif = ["times", "times new roman", "timesnewromanps", "georgia", "palatino", "baskerville"]
        let mono = ["courier", "courier new", "couriernewps", "menlo", "sf mono", "monaco"]
        if sans.contains(lower) { return TextFont.systemFamily }
        if serif.contains(lower) { return TextFont.serifFamily }
        if mono.contains(lower) { return TextFont.monospacedFamily }
        let squashed = lower.replacingOccurrences(of: " ", with: "")
        return installedFamilies.first {
            $0.lowercased() == lower || $0.lowercased().replacingOccurrences(of: " ", with: "") == squashed
        }
    }

    /// Computed once: fontconfig's family list does not change while the app runs.
    private static let installedFamilies = TextFont.installedFamilies

    public static var familyNames: [String] { installedFamilies }

    public static func fontNames(forFamilyName familyName: String) -> [String] {
        guard installedFamilies.contains(familyName) else { return [] }
        let base = familyName.replacingOccurrences(of: " ", with: "")
        return [base, "\(base)-Bold", "\(base)-Oblique", "\(base)-BoldOblique"]
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = textFont
        font.size = fontSize.isFinite && fontSize > 0 ? fontSize : pointSize
        return UIFont(textFont: font, familyName: familyName, fontName: fontName)
    }

    // MARK: Metrics (points)

    private var metrics: TextFontMetrics { textFont.metrics }
    public var ascender: CGFloat { metrics.ascent }
    /// Negative, as on iOS: the distance below the baseline.
    public var descender: CGFloat { -metrics.descent }
    public var lineHeight: CGFloat { metrics.lineHeight }
    public var capHeight: CGFloat { metrics.capHeight }
    public var xHeight: CGFloat { metrics.xHeight }
    public var leading: CGFloat { max(0, metrics.lineHeight - metrics.ascent - metrics.descent) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.textFont == textFont && other.fontName == fontName
    }

    public override var hash: Int { textFont.hashValue }

    public override var description: String { "<UIFont \(fontName) \(pointSize)pt>" }
}
