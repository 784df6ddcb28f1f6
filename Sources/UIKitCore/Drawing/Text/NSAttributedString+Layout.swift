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
            if first { paragraph.language = attributes[.languageIdentifier] as? String }
            first = false
        }
        return TextLayout(text: string, base: TextStyle(font: Self.defaultDrawingFont.textFont),
                          spans: spans, paragraph: paragraph, width: width, height: height)
    }

    /// A run's look. Links are blue; `linksUnderlined` underlines them too (a label's and string drawing's links;
    /// a text view's are not underlined).
    static func textStyle(_ attributes: [NSAttributedString.Key: Any], linksUnderlined: Bool = true) -> TextStyle {
        let font = (attributes[.font] as? UIFont) ?? defaultDrawingFont
        var style = TextStyle(font: font.textFont, color: (attributes[.foregroundColor] as? UIColor)?.cgColor)
        style.backgroundColor = (attributes[.backgroundColor] as? UIColor)?.cgColor
        style.kern = finite(attributes[.tracking]) ?? finite(attributes[.kern]) ?? 0
        style.underline = decoration(attributes[.underlineStyle], color: attributes[.underlineColor])
        style.strikethrough = decoration(attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
        if attributes[.link] != nil {
            style.color = UIColor.link.cgColor
            if linksUnderlined, !style.underline.isVisible { style.underline = TextDecoration(thickness: .single) }
        }
        style.baselineOffset = finite(attributes[.baselineOffset]) ?? 0
        style.obliqueness = finite(attributes[.obliqueness]) ?? 0
        style.expansion = finite(attributes[.expansion]) ?? 0
        style.strokeWidth = finite(attributes[.strokeWidth]) ?? 0
        style.strokeColor = (attributes[.strokeColor] as? UIColor)?.cgColor
        style.shadow = textShadow(attributes[.shadow])
        if let attachment = attributes[.attachment] as? NSTextAttachment { style.attachmentBounds = attachment.layoutBounds }
        return style
    }

    /// A shadow attribute as the text system draws it: black at a third opacity unless it has a colour; one with
    /// a non-finite offset or blur is logged and ignored.
    static func textShadow(_ value: Any?) -> TextShadow? {
        guard let shadow = value as? NSShadow else { return nil }
        let offset = shadow.shadowOffset, blur = shadow.shadowBlurRadius
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            UIKitLog.errorOnce("NSShadow: offset \(offset) or blur \(blur) is not finite; not drawn")
            return nil
        }
        let color = (shadow.shadowColor as? UIColor)?.cgColor ?? UIColor(white: 0, alpha: 1 / 3).cgColor
        return TextShadow(offset: offset, blur: max(blur, 0), color: color)
    }

    /// A number attribute that is finite; a NaN or infinite one is logged and ignored.
    private static func finite(_ value: Any?) -> CGFloat? {
        guard let number = number(value) else { return nil }
        guard number.isFinite else {
            UIKitLog.errorOnce("NSAttributedString: attribute value \(number) is not finite; ignored")
            return nil
        }
        return number
    }

    /// An underline or strikethrough style (thickness | pattern | byWord) and its colour.
    private static func decoration(_ value: Any?, color: Any?) -> TextDecoration {
        let raw = Int(number(value) ?? 0)
        let thickness: TextDecoration.Thickness = switch raw & 0x0F {
        case 0: .none
        case 0x02: .thick
        case 0x09: .double
        default: .single
        }
        let pattern: TextDecoration.Pattern = switch raw & 0x0700 {
        case 0x0100: .dot
        case 0x0200: .dash
        case 0x0300: .dashDot
        case 0x0400: .dashDotDot
        default: .solid
        }
        return TextDecoration(thickness: thickness, pattern: pattern, byWord: raw & 0x8000 != 0,
                              color: (color as? UIColor)?.cgColor)
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
        paragraph.tabStops = style.tabStops.map(\.textTab)
        paragraph.defaultTabInterval = style.defaultTabInterval
        paragraph.hyphenationFactor = style.effectiveHyphenationFactor
        switch style.baseWritingDirection {
        case .natural: paragraph.rightToLeft = nil
        case .leftToRight: paragraph.rightToLeft = false
        case .rightToLeft: paragraph.rightToLeft = true
        }
        return paragraph
    }
}
