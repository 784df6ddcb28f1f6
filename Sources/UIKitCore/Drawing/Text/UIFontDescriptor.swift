/// A description of a font by attributes (family, face, size, traits, text style) from which `UIFont(descriptor:size:)`
/// makes a font: change one attribute and get the matching face (`withSymbolicTraits([.traitBold])`), without
/// naming fonts. Fontconfig resolves the family; bold and italic pick the family's bold and italic faces.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // @unchecked: immutable; every change makes a new descriptor.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// A `UIFont.Weight` raw value, -1 to 1.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    open var postscriptName: String {
        fontAttributes[.name] as? String ?? UIFont(descriptor: self, size: 0).fontName
    }

    /// The size attribute; 0 when the descriptor has none.
    open var pointSize: CGFloat { (fontAttributes[.size] as? NSNumber).map { CGFloat($0.doubleValue) } ?? fontAttributes[.size] as? CGFloat ?? 0 }

    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    open var symbolicTraits: SymbolicTraits {
        var traits = (fontAttributes[.traits] as? [TraitKey: Any])?[.symbolic] as? SymbolicTraits ?? []
        if let name = fontAttributes[.name] as? String {
            let lower = name.lowercased()
            if lower.contains("bold") { traits.insert(.traitBold) }
            if lower.contains("italic") || lower.contains("oblique") { traits.insert(.traitItalic) }
        }
        if let weight = (fontAttributes[.traits] as? [TraitKey: Any])?[.weight] as? CGFloat,
           UIFont.Weight(rawValue: weight).cssWeight >= 700 {
            traits.insert(.traitBold)
        }
        return traits
    }

    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        guard newPointSize.isFinite, newPointSize >= 0 else {
            UIKitLog.error("UIFontDescriptor: size \(newPointSize) is not a finite size; kept \(pointSize)")
            return self
        }
        return addingAttributes([.size: newPointSize])
    }

    /// The same family with exactly these traits (bold and italic pick the family's faces); the face name, which
    /// names the old traits, is dropped.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        attributes[.family] = familyName
        attributes[.name] = nil
        attributes[.face] = nil
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits
        traits[.weight] = nil
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = familyName
        attributes[.name] = nil
        attributes[.face] = newFace
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The system font's designs: rounded has no face of its own here and keeps the default.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        switch design {
        case .serif: return withFamily("Times")
        case .monospaced: return withFamily("Menlo")
        case .default, .rounded: return withFamily(".SFUI")
        default: return nil
        }
    }

    /// The descriptor of the Dynamic Type font for a text style at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style.rawValue])
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
            .addingAttributes([.textStyle: style.rawValue])
    }

    /// The installed fonts (one descriptor per face, named, with the family and face) that match this descriptor on
    /// `mandatoryKeys` (all of its own attributes when nil): see `matches(_:on:)`. Size and matrix are not a font's
    /// to match: they are carried over to every result.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?)
        -> [UIFontDescriptor] {
        let keys = mandatoryKeys ?? Set(fontAttributes.keys)
        var carried: [AttributeName: Any] = [:]
        for key in [AttributeName.size, .matrix] { carried[key] = fontAttributes[key] }
        let families = keys.contains(.family) ? installedFamily.map { [$0] } ?? [] : UIFont.familyNames
        return families.flatMap { family in
            UIFont.fontNames(forFamilyName: family).compactMap { name -> UIFontDescriptor? in
                let candidate = UIFontDescriptor(fontAttributes: carried.merging([.family: family, .name: name]) { $1 })
                guard matches(candidate, on: keys) else { return nil }
                return candidate.addingAttributes([.face: Self.faceName(candidate.symbolicTraits)])
            }
        }
    }

    /// The family the descriptor names, directly or through its face name.
    var familyName: String {
        if let family = fontAttributes[.family] as? String { return family }
        guard let name = fontAttributes[.name] as? String else { return ".SFUI" }
        return UIFont.familyAndStyle(ofName: name).family
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other.familyName == familyName && other.pointSize == pointSize && other.symbolicTraits == symbolicTraits
            && other.fontAttributes[.face] as? String == fontAttributes[.face] as? String
    }

    open override var hash: Int { familyName.hashValue ^ pointSize.hashValue }
}
