/// A layer that draws a string: white 36-point text from the top-left of its bounds by default, on one line
/// unless `isWrapped`, cut with an ellipsis by `truncationMode`.
@MainActor open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString` (whose characters are drawn in the layer's font and colour).
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

    override var ownDrawing: LayerDrawing? {
        guard let text = plainString, !text.isEmpty, let color = foregroundColor else { return nil }
        let name = (font as? String) ?? ""
        let bold = name.lowercased().hasSuffix("-bold") || name.lowercased().hasSuffix(" bold")
        var family = bold ? String(name.dropLast(5)) : name
        if family.isEmpty { family = "DejaVu Sans, sans-serif" }
        let alignment: LayerDrawing.Text.Alignment = switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
        let truncation: LayerDrawing.Text.Truncation = switch truncationMode {
        case .start: .start
        case .middle: .middle
        case .end: .end
        default: .none
        }
        return .text(.init(string: text, fontFamily: family, fontSize: fontSize, fontWeight: bold ? 700 : 400,
                           color: color, alignment: alignment, isWrapped: isWrapped, truncation: truncation))
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
