/// A view that shows read-only text, drawn through the view's drawing layer (`draw(_:)`), as UIKit's label is.
///
/// Labels ignore touches by default (V-CUST-4), redraw when resized (their content mode is `.redraw`) and centre
/// their text vertically in their bounds.
@preconcurrency @MainActor open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabelDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabelDefaults()
    }

    private func configureLabelDefaults() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    // MARK: Text and its style

    /// The plain text. Setting it replaces any attributed text; the label's font, colour and paragraph settings
    /// style it.
    open var text: String? {
        get { attributedTextStorage?.string ?? plainText }
        set {
            plainText = newValue
            attributedTextStorage = nil
            textDidChange()
        }
    }

    /// The styled text. Attributes the string does not set come from the label's properties.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? plainText.map { NSAttributedString(string: $0, attributes: defaultAttributes) } }
        set {
            attributedTextStorage = newValue.map { NSAttributedString(attributedString: $0) }
            plainText = nil
            textDidChange()
        }
    }

    private var plainText: String?
    private var attributedTextStorage: NSAttributedString?

    /// The system font at 17 points unless set; `nil` restores it.
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`) follows content size category changes.
    open var adjustsFontForContentSizeCategory = false
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? Self.defaultFont
            styleDidChange(.font, fontStorage)
            recordAppearance("font") { [newValue] in $0.font = newValue }
        }
    }
    private var fontStorage: UIFont = UILabel.defaultFont
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// Black (`.label`) unless set; `nil` restores it.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label
            styleDidChange(.foregroundColor, textColorStorage)
            recordAppearance("textColor") { [newValue] in $0.textColor = newValue }
        }
    }
    private var textColorStorage: UIColor = .label

    open var textAlignment: NSTextAlignment = .natural {
        didSet { styleDidChange(.paragraphStyle, paragraphStyle) }
    }

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { styleDidChange(.paragraphStyle, paragraphStyle) }
    }

    /// The most lines to show; 0 means as many as the text needs. Negative values are refused.
    open var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 {
                UIKitLog.error("UILabel.numberOfLines cannot be negative (\(numberOfLines)); keeping \(oldValue)")
                numberOfLines = oldValue
                return
            }
            if numberOfLines != oldValue { textDidChange() }
        }
    }

    /// The width at which a multi-line label's intrinsic content size wraps (0: no preference).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 { preferredMaxLayoutWidth = oldValue }
            else if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The text colour while highlighted (`nil`: the text colour).
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }

    /// A sharp shadow under the whole text in this colour (`nil`, the default: none), `shadowOffset` away. Runs
    /// of attributed text with a shadow of their own keep theirs.
    open var shadowColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("shadowColor") { [shadowColor] in $0.shadowColor = shadowColor }
        }
    }

    /// Where the shadow lies from the text, in points; (0, -1) by default: one point above, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            if !shadowOffset.width.isFinite || !shadowOffset.height.isFinite { shadowOffset = oldValue }
            else if shadowOffset != oldValue, shadowColor != nil { setNeedsDisplay() }
            recordAppearance("shadowOffset") { [shadowOffset] in $0.shadowOffset = shadowOffset }
        }
    }

    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: paragraphStyle]
    }

    /// As on iOS, setting a label-wide style on attributed text applies it to the whole string.
    private func styleDidChange(_ key: NSAttributedString.Key, _ value: Any) {
        if let attributed = attributedTextStorage, attributed.length > 0 {
            let restyled = NSMutableAttributedString(attributedString: attributed)
            restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
            attributedTextStorage = restyled
        }
        textDidChange()
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        AccessibilityTree.shared.nameDidChange(of: self)
    }

    // MARK: Measuring

    /// The text laid out in `width` (`nil`: unwrapped) with the label's line limit.
    func makeTextLayout(width: CGFloat?) -> TextLayout? {
        // Plain text takes all its style from the label; attributed text keeps its own attributes.
        guard let attributed = attributedTextStorage ?? plainText.map({ NSAttributedString(string: $0) }),
              attributed.length > 0 else { return nil }
        var defaults = defaultAttributes
        // While highlighted, the highlight colour takes the place of the text colour.
        if isHighlighted, let highlightedTextColor { defaults[.foregroundColor] = highlightedTextColor }
        var spans: [TextSpan] = []
        var paragraph = NSAttributedString.textParagraph(paragraphStyle)
        var first = true
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let merged = defaults.merging(attributes) { _, own in own }
            spans.append(TextSpan(range: range.location..<(range.location + range.length),
                                  style: NSAttributedString.textStyle(merged)))
            if first, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                paragraph = NSAttributedString.textParagraph(style)
            }
            if first { paragraph.language = attributes[.languageIdentifier] as? String }
            first = false
        }
        paragraph.maximumLineCount = numberOfLines
        // A truncation mode only truncates the last line a label may show: with no line limit there is none.
        if numberOfLines == 0, [.truncateHead, .truncateMiddle, .truncateTail].contains(paragraph.wrapping) {
            paragraph.wrapping = .word
        }
        return TextLayout(text: attributed.string, base: NSAttributedString.textStyle(defaults), spans: spans,
                          paragraph: paragraph, width: numberOfLines == 1 && lineBreakMode.wrapsOrClips ? nil : width)
    }

    /// The size the text needs, wrapped at `size.width` when the label has more than one line (a width of 0 or
    /// less means no limit); empty text needs no space. Rounded up to whole points, as UIKit does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let limit: CGFloat? = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : nil
        guard let layout = makeTextLayout(width: limit) else { return .zero }
        let measured = layout.size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// Where the text goes inside `bounds`: the text's size (at most `bounds`) at the rectangle's origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = makeTextLayout(width: bounds.width > 0 ? bounds.width : nil) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let size = layout.size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width.rounded(.up), bounds.width),
                      height: min(size.height.rounded(.up), bounds.height))
    }

    // MARK: Drawing

    /// Draws the text in `rect`, centred vertically and aligned horizontally within it.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0,
              let layout = makeTextLayout(width: rect.width) else { return }
        context.saveGState()
        context.clip(to: rect)
        if let shadowColor { context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor) }
        context.draw(layout, at: CGPoint(x: rect.minX, y: rect.midY - layout.size.height / 2))
        context.restoreGState()
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    override var mainActorDescription: String {
        var description = super.mainActorDescription
        description.removeLast()
        return description + "; text = '\(text ?? "")'>"
    }
}

extension NSLineBreakMode {
    /// Modes that do not truncate: a one-line label with them lays the text on one line and clips it.
    var wrapsOrClips: Bool { self == .byWordWrapping || self == .byCharWrapping || self == .byClipping }
}
