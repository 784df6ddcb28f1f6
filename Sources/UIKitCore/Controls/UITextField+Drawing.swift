import Foundation

/// Where a text field's text, caret and selection go, and drawing them: one line, vertically centred in the
/// editing rectangle, aligned by `textAlignment`, scrolled sideways so the caret stays in view while editing.
extension UITextField {
    /// What is drawn: the text, or one bullet per character for secure entry.
    var displayedText: String { displayed(editor.text) }

    private func displayed(_ text: String) -> String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    private var lineHeight: CGFloat { (font ?? UIFont.systemFont(ofSize: 17)).lineHeight }
    private var textArea: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The displayed line laid out once for each text, font and colour; every position, width and hit test reads
    /// it (a key press asks several, a click one per character), and drawing shows it.
    private var lineLayout: TextLayout {
        let text = displayedText, font = font ?? UIFont.systemFont(ofSize: 17), color = textColor ?? UIColor.label
        if let cached = lineLayoutCache, cached.text == text, cached.fontName == font.fontName,
           cached.pointSize == font.pointSize, cached.color == color {
            return cached.layout
        }
        let layout = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color])
            .makeTextLayout(width: nil)
        lineLayoutCache = (text, font.fontName, font.pointSize, color, layout)
        return layout
    }

    /// The displayed line's offset for an offset in the text: the same, but one bullet per character when hidden.
    private func displayedOffset(_ offset: Int) -> Int {
        let offset = min(max(offset, 0), editor.length)
        guard isSecureTextEntry else { return offset }
        return (editor.text as NSString).substring(to: offset).count
    }

    /// The text's offset for an offset in the displayed line.
    private func textOffset(displayed offset: Int) -> Int {
        guard isSecureTextEntry else { return min(max(offset, 0), editor.length) }
        let text = editor.text
        return text.index(text.startIndex, offsetBy: min(max(offset, 0), text.count), limitedBy: text.endIndex)
            .map { $0.utf16Offset(in: text) } ?? editor.length
    }

    /// The width of the displayed text on one line.
    var displayedTextWidth: CGFloat { lineLayout.size.width }

    private func width(upTo offset: Int) -> CGFloat {
        lineLayout.caretRect(utf16Offset: displayedOffset(offset)).minX
    }

    /// The top-left corner of the line of text.
    private var textOrigin: CGPoint {
        let area = textArea
        let textWidth = displayedTextWidth
        let y = area.midY - lineHeight / 2
        if isEditing && textWidth > area.width {
            // Keep the caret inside the area: text scrolls left as the caret nears the right edge.
            let caret = width(upTo: editor.head)
            return CGPoint(x: min(area.minX, area.maxX - 2 - caret), y: y)
        }
        switch textAlignment {
        case .center: return CGPoint(x: area.midX - textWidth / 2, y: y)
        case .right: return CGPoint(x: area.maxX - textWidth, y: y)
        default: return CGPoint(x: area.minX, y: y)
        }
    }

    private func x(atOffset offset: Int) -> CGFloat { textOrigin.x + width(upTo: offset) }

    func caretRect(atOffset offset: Int) -> CGRect {
        CGRect(x: (x(atOffset: offset) - 1).rounded(), y: textOrigin.y.rounded(), width: 2, height: lineHeight.rounded())
    }

    /// The character boundary nearest a point (only its x counts on one line).
    func closestOffset(to point: CGPoint) -> Int {
        textOffset(displayed: lineLayout.offset(closestTo: CGPoint(x: point.x - textOrigin.x, y: lineLayout.size.height / 2)))
    }

    func drawBorder() {
        let frame = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            break
        case .line:
            UIColor.black.setStroke()
            UIBezierPath(rect: frame.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .bezel:
            UIColor.systemGray.setStroke()
            let path = UIBezierPath(rect: frame.insetBy(dx: 1, dy: 1))
            path.lineWidth = 2
            path.stroke()
        case .roundedRect:
            let path = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            UIColor.systemGray3.setStroke()
            path.stroke()
        }
    }

    func drawSelection() {
        guard isEditing || isShowingEditingMenu, editor.selection.length > 0 else { return }
        let start = x(atOffset: editor.selection.location), end = x(atOffset: NSMaxRange(editor.selection))
        tintColor.withAlphaComponent(0.3).setFill()
        UIRectFill(CGRect(x: start, y: textOrigin.y, width: end - start, height: lineHeight).intersection(textArea))
    }

    /// Text being composed: underlined in the text's colour.
    func drawMarkedText() {
        guard isEditing, let marked = editor.markedRange else { return }
        let start = x(atOffset: marked.location), end = x(atOffset: NSMaxRange(marked))
        (textColor ?? .label).setFill()
        UIRectFill(CGRect(x: start, y: (textOrigin.y + lineHeight - 2).rounded(), width: end - start, height: 1).intersection(textArea))
    }

    func drawTextOrPlaceholder() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: textArea)
        if editor.text.isEmpty, let placeholder, !placeholder.isEmpty {
            let area = placeholderRect(forBounds: bounds)
            let attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 17),
                                                             .foregroundColor: UIColor.placeholderText]
            let width = placeholder.size(withAttributes: attributes).width
            let x = textAlignment == .center ? area.midX - width / 2 : textAlignment == .right ? area.maxX - width : area.minX
            placeholder.draw(at: CGPoint(x: x, y: area.midY - lineHeight / 2), withAttributes: attributes)
        } else {
            context.draw(lineLayout, at: textOrigin)
        }
    }

    /// Shows the blinking caret where the selection is empty while editing.
    func showCaret() {
        let visible = isFirstResponder && editor.selection.length == 0
        caretLayer.showTextCaret(at: visible ? caretRect(atOffset: editor.selection.location) : nil, color: tintColor)
    }

    /// The text, font, alignment or secrecy changed: redraw and move the caret.
    func textDidChangeAppearance() {
        setNeedsDisplay()
        showCaret()
    }
}
