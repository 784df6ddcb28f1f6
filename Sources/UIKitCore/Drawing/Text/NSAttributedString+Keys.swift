/// The attribute keys UIKit's text drawing reads (Foundation on Linux defines the type but not these keys).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    /// Letter spacing in points, as `kern`; where both are set, tracking is the one applied.
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// The text's language, an ISO 639 code (hyphenation picks its dictionary by it).
    public static let languageIdentifier = NSAttributedString.Key("NSLanguage")
}

/// Underline and strikethrough styles: a thickness (single, thick, double), optionally OR'd with a pattern and
/// `byWord` (lines under words only, not the spaces between them).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternSolid = NSUnderlineStyle([])
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options for measuring and drawing strings in a rectangle.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Receives what a drawing call actually did; `minimumScaleFactor` is not applied.
open class NSStringDrawingContext: NSObject {
    public var minimumScaleFactor: CGFloat = 0
    public internal(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds: CGRect = .zero
}

/// A text shadow. Equal to another with the same offset, blur and colour (as on iOS), so neighbouring runs with
/// equal shadows merge.
open class NSShadow: NSObject, NSCopying {
    /// First: what Foundation reads as CF's header (FoundationObjectHeader.swift).
    private let foundationHeader = FoundationObjectHeader()
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        if other === self { return true }
        let colorsEqual = switch (shadowColor, other.shadowColor) {
        case (nil, nil): true
        case let (a as NSObject, b?): a.isEqual(b)
        case let (a as CGColor, b as CGColor): a == b
        default: false
        }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius && colorsEqual
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }
}
