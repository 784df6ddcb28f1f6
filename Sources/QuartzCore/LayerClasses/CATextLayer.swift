/// A layer that draws a string: white 36-point text from the top-left of its bounds by default, on one line
/// unless `isWrapped`, cut with an ellipsis by `truncationMode`.
@preconcurrency @MainActor open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`, whose runs keep their own font (`.font`: a UIFont or a font name) and
    /// foreground colour (`.foregroundColor`: a CGColor or UIColor), the layer's where they have none; the first
    /// paragraph style's alignment overrides `alignmentMode`.
    public var string: Any? { didSet { changed() } }
    /// A font name (a family name such as "DejaVu Serif"; "-Bold" selects the bold weight); nil is the system font.
    public var font: Any? { didSet { changed() } }
    public var fontSize: CGFloat = 36 {
        didSet { if !fontSize.isFinite || fontSize <= 0 { fontSize = oldValue } else { changed("fontSize", from: oldValue) } }
    }
    public var foregroundColor: CGColor? = .white { didSet { changed("foregroundColor", from: oldValue) } }
    public var isWrapped = false { didSet { changed() } }
    public var truncationMode: CATextLayerTruncationMode = .none { didSet { changed() } }
    public var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { changed() } }

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
    }

    var plainString: String? {
        if let text = string as? String { return text }
        if let attributed = string as? NSAttributedString { return attributed.string }
        return nil
    }

    /// A font name's family and weight: "-Bold" (or " Bold") selects the bold weight; no name is the system font.
    static func family(ofFontNamed name: String) -> (family: String, weight: Int) {
        let bold = name.lowercased().hasSuffix("-bold") || name.lowercased().hasSuffix(" bold")
        let family = bold ? String(name.dropLast(5)) : name
        return (family.isEmpty ? TextFont.systemFamily : family, bold ? 700 : 400)
    }

    override var ownDrawing: LayerDrawing? {
        guard let text = plainString, !text.isEmpty, let color = foregroundColor else { return nil }
        let (family, weight) = Self.family(ofFontNamed: (font as? String) ?? "")
        var alignment: LayerDrawing.Text.Alignment = switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
        var runs: [LayerDrawing.Text.Run] = []
        if let attributed = string as? NSAttributedString {
            let base = TextFont(family: family, size: fontSize, weight: weight)
            runs = Self.runs(of: attributed, font: base, color: color, alignment: &alignment)
        }
        let truncation: LayerDrawing.Text.Truncation = switch truncationMode {
        case .start: .start
        case .middle: .middle
        case .end: .end
        default: .none
        }
        return .text(.init(string: text, fontFamily: family, fontSize: fontSize, fontWeight: weight,
                           color: color, alignment: alignment, isWrapped: isWrapped, truncation: truncation,
                           runs: runs))
    }

    /// The attributed string's runs in their own font and colour (the layer's where a run names none), and the
    /// first paragraph style's alignment.
    static func runs(of string: NSAttributedString, font: TextFont, color: CGColor,
                     alignment: inout LayerDrawing.Text.Alignment) -> [LayerDrawing.Text.Run] {
        var runs: [LayerDrawing.Text.Run] = []
        var first = true
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var runFont = font
            switch attributes[NSAttributedString.Key(rawValue: "NSFont")] {
            case let value as TextFontConvertible: runFont = value.textFont
            case let name as String:
                let (family, weight) = family(ofFontNamed: name)
                runFont = TextFont(family: family, size: font.size, weight: weight)
            case nil: break
            case let other?: CALog.error("CATextLayer ignored a font attribute of type \(type(of: other))")
            }
            var runColor = color
            switch attributes[NSAttributedString.Key(rawValue: "NSColor")] {
            case let value as CGColor: runColor = value
            case let value as TextColorConvertible: runColor = value.textColor
            case nil: break
            case let other?: CALog.error("CATextLayer ignored a foreground colour of type \(type(of: other))")
            }
            if first, let style = attributes[NSAttributedString.Key(rawValue: "NSParagraphStyle")]
                as? TextParagraphConvertible {
                alignment = switch style.textParagraph.alignment {
                case .left: .left
                case .right: .right
                case .center: .center
                case .justified: .justified
                case .natural: .natural
                }
            }
            first = false
            guard runFont != font || runColor != color else { return }
            runs.append(.init(range: range.location..<(range.location + range.length), fontFamily: runFont.family,
                              fontSize: runFont.size, fontWeight: runFont.weight, isItalic: runFont.italic,
                              color: runColor))
        }
        return runs
    }

    override func value(forLayerKey key: String) -> Any?? {
        switch key {
        case "string": .some(string)
        case "font": .some(font)
        case "fontSize": .some(fontSize)
        case "foregroundColor": .some(foregroundColor)
        case "wrapped", "isWrapped": .some(isWrapped)
        case "truncationMode": .some(truncationMode.rawValue)
        case "alignmentMode": .some(alignmentMode.rawValue)
        default: super.value(forLayerKey: key)
        }
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize": fontSize = KeyValueCoercion.float(value) ?? fontSize
        case "foregroundColor": foregroundColor = KeyValueCoercion.color(value)
        case "wrapped", "isWrapped": isWrapped = value as? Bool ?? isWrapped
        case "truncationMode":
            truncationMode = KeyValueCoercion.string(value).map(CATextLayerTruncationMode.init) ?? truncationMode
        case "alignmentMode":
            alignmentMode = KeyValueCoercion.string(value).map(CATextLayerAlignmentMode.init) ?? alignmentMode
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }
}
