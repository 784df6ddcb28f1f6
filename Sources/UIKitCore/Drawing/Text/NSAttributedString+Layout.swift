/// Turning attributed strings into the text system's layouts.
extension NSAttributedString {
    /// iOS's default for string drawing without a font attribute: the system font at 12 points.
    static let defaultDrawingFont = UIFont.systemFont(ofSize: 12)

    /// The string laid out in `width` (`nil`: one line per paragraph) with its first paragraph's style.
    func makeTextLayout(width: CGFloat?, height: CGFloat? = nil) -> TextLayout {
        let whole = NSRange(location: 0, length: length)
        var spans: [TextSpan] = []
        var paragraph = TextParagraph()
        var first = true
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            spans.append(TextSpan(range: range.location..<(range.location + range.length),
                                  style: Self.textStyle(attributes)))
            if first, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                paragraph = Self.textParagraph(style)
            }
            first = false
        }
        return TextLayout(text: string, base: TextStyle(font: Self.defaultDrawingFont.textFont),
                          spans: spans, paragraph: paragraph, width: width, height: height)
    }

    static func textStyle(_ attributes: [NSAttributedString.Key: Any]) -> TextStyle {
        let font = (attributes[.font] as? UIFont) ?? defaultDrawingFont
        var style = TextStyle(font: font.textFont, color: (attributes[.foregroundColor] as? UIColor)?.cgColor)
        style.backgroundColor = (attributes[.backgroundColor] as? UIColor)?.cgColor
        style.kern = number(attributes[.kern]) ?? 0
        style.underline = (number(attributes[.underlineStyle]) ?? 0) != 0
        style.strikethrough = (number(attributes[.strikethroughStyle]) ?? 0) != 0
        return style
    }

    /// Attribute values arrive as Swift numbers, `NSNumber`s or option sets, depending on the caller.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        case let v as NSUnderlineStyle: CGFloat(v.rawValue)
        default: nil
        }
    }

    static func textParagraph(_ style: NSParagraphStyle) -> TextParagraph {
        var paragraph = TextParagraph()
        switch style.alignment {
        case .left: paragraph.alignment = .left
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        case .natural: paragraph.alignment = .natural
        }
        switch style.lineBreakMode {
        case .byWordWrapping: paragraph.wrapping = .word
        case .byCharWrapping: paragraph.wrapping = .character
        case .byClipping: paragraph.wrapping = .clip
        case .byTruncatingHead: paragraph.wrapping = .truncateHead
        case .byTruncatingTail: paragraph.wrapping = .truncateTail
        case .byTruncatingMiddle: paragraph.wrapping = .truncateMiddle
        }
        paragraph.lineSpacing = style.lineSpacing
        paragraph.firstLineHeadIndent = style.firstLineHeadIndent
        return paragraph
    }
}
