/// How lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// What happens to a line too long for its width.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The direction a paragraph reads in; `natural` follows its first strong character.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// Paragraph settings for attributed strings and string drawing. Immutable; see `NSMutableParagraphStyle`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    // @unchecked: only the mutable subclass changes these, and it is not shared while mutated.
    /// First: what Foundation reads as CF's header (FoundationObjectHeader.swift).
    private let foundationHeader = FoundationObjectHeader()
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Twelve left tab stops 28 points apart, as on iOS.
    public internal(set) var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    public internal(set) var defaultTabInterval: CGFloat = 0
    /// Hyphenation is tried where a line without it would fill less than this fraction of its width (0...1; 0:
    /// never, unless `usesDefaultHyphenation`). Words break at their language's hyphenation points.
    public internal(set) var hyphenationFactor: Float = 0
    /// Whether a paragraph whose `hyphenationFactor` is 0 hyphenates as the system does by default: here, as with a
    /// factor of `NSParagraphStyle.systemHyphenationFactor`.
    public internal(set) var usesDefaultHyphenation = false
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural
    public internal(set) var allowsDefaultTighteningForTruncation = false

    /// The direction a paragraph in `languageName` (an ISO language code, `nil`: the user's) reads in.
    public class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let code = languageName ?? Locale.preferredLanguages.first ?? "en"
        return Locale.Language(identifier: code).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public static let `default` = NSParagraphStyle()

    /// The factor `usesDefaultHyphenation` stands for: hyphenate any line that would otherwise fill less than
    /// nine tenths of its width.
    static let systemHyphenationFactor: Float = 0.9

    /// The factor layout uses: the paragraph's own (clamped to 0...1), else the system's with
    /// `usesDefaultHyphenation`. A NaN factor is logged and means none.
    var effectiveHyphenationFactor: Float {
        guard !hyphenationFactor.isNaN else {
            UIKitLog.errorOnce("NSParagraphStyle: hyphenationFactor is NaN; not hyphenating")
            return 0
        }
        if hyphenationFactor > 0 { return min(hyphenationFactor, 1) }
        return usesDefaultHyphenation ? Self.systemHyphenationFactor : 0
    }

    public override init() { super.init() }

    public override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    public override func copy() -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    /// Styles are equal when every setting is (as on iOS): attributed strings merge neighbouring runs whose styles
    /// are equal, and Foundation compares neighbours' values this way whenever a run is set.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        if other === self { return true }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode
            && lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
            && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
            && tailIndent == other.tailIndent && minimumLineHeight == other.minimumLineHeight
            && maximumLineHeight == other.maximumLineHeight && lineHeightMultiple == other.lineHeightMultiple
            && paragraphSpacingBefore == other.paragraphSpacingBefore && tabStops == other.tabStops
            && defaultTabInterval == other.defaultTabInterval && hyphenationFactor == other.hyphenationFactor
            && usesDefaultHyphenation == other.usesDefaultHyphenation
            && baseWritingDirection == other.baseWritingDirection
            && allowsDefaultTighteningForTruncation == other.allowsDefaultTighteningForTruncation
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineSpacing)
        hasher.combine(firstLineHeadIndent)
        hasher.combine(headIndent)
        hasher.combine(tabStops.count)
        return hasher.finalize()
    }

    func copyValues(from other: NSParagraphStyle) {
        alignment = other.alignment; lineBreakMode = other.lineBreakMode; lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing; firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent; tailIndent = other.tailIndent
        minimumLineHeight = other.minimumLineHeight; maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple; paragraphSpacingBefore = other.paragraphSpacingBefore
        tabStops = other.tabStops; defaultTabInterval = other.defaultTabInterval
        hyphenationFactor = other.hyphenationFactor; usesDefaultHyphenation = other.usesDefaultHyphenation
        baseWritingDirection = other.baseWritingDirection
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }
}

public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode } set { super.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing } set { super.paragraphSpacing = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    public override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight } set { super.minimumLineHeight = newValue }
    }
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight } set { super.maximumLineHeight = newValue }
    }

    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    public override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }
    public override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval } set { super.defaultTabInterval = newValue }
    }
    public override var hyphenationFactor: Float {
        get { super.hyphenationFactor } set { super.hyphenationFactor = newValue }
    }
    public override var usesDefaultHyphenation: Bool {
        get { super.usesDefaultHyphenation } set { super.usesDefaultHyphenation = newValue }
    }
    public override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    public override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    public func addTabStop(_ anObject: NSTextTab) {
        tabStops = (tabStops + [anObject]).sorted { $0.location < $1.location }
    }

    public func removeTabStop(_ anObject: NSTextTab) { tabStops.removeAll { $0 === anObject } }

    public func setParagraphStyle(_ style: NSParagraphStyle) { copyValues(from: style) }
}
