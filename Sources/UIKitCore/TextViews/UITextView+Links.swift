import Foundation

/// Links and tags in a text view's attributed text (`NSAttributedString.Key.link`, `.textItemTag`): what is under
/// the pointer, so that the pointer shows a hand over links, and what a click or tap on them does. As on iOS they
/// act only in a selectable view that is not editable: the delegate chooses the action
/// (`textView(_:primaryActionFor:defaultAction:)`, by default asking the older
/// `textView(_:shouldInteractWith:in:interaction:)`), and a link's default action opens its URL with
/// `UIApplication.shared.open(_:options:completionHandler:)`.
extension UITextView {
    /// The link under `point` (in the view's bounds, which scroll with the content), nil when the point is over
    /// something else or over the empty part of a line.
    func link(at point: CGPoint) -> Any? {
        guard let index = characterIndex(at: point) else { return nil }
        return attributedText?.attribute(.link, at: index, effectiveRange: nil)
    }

    /// The link or tag under `point`, with its whole run of text.
    func textItem(at point: CGPoint) -> UITextItem? {
        guard let text = attributedText, let index = characterIndex(at: point) else { return nil }
        let whole = NSRange(location: 0, length: text.length)
        var range = NSRange(location: NSNotFound, length: 0)
        if let value = text.attribute(.link, at: index, longestEffectiveRange: &range, in: whole),
           let url = (value as? URL) ?? (value as? String).flatMap({ URL(string: $0) }) {
            return UITextItem(content: .link(url), range: range)
        }
        if let tag = text.attribute(.textItemTag, at: index, longestEffectiveRange: &range, in: whole) as? String {
            return UITextItem(content: .tag(tag), range: range)
        }
        return nil
    }

    /// A click or tap at `point`: when it lands on a link or tag of a read-only, selectable view, performs the
    /// action the delegate chose and answers true; otherwise false (the click selects as usual).
    func activateTextItem(at point: CGPoint) -> Bool {
        guard isSelectable, !isEditable, let item = textItem(at: point) else { return false }
        let defaultAction = UIAction { _ in
            if case .link(let url) = item.content { UIApplication.shared.open(url) }
        }
        let action = textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) }
            ?? defaultAction
        action?.perform(from: self)
        return true
    }

    /// The index of the character under `point`, nil off the text.
    private func characterIndex(at point: CGPoint) -> Int? {
        guard let text = attributedText, text.length > 0, point.x.isFinite, point.y.isFinite else { return nil }
        let offset = closestOffset(to: point)
        // The character under the point lies between two caret positions on one line.
        for index in [offset, offset - 1] where index >= 0 && index < text.length {
            let start = caretRect(atOffset: index), end = caretRect(atOffset: index + 1)
            guard start.minY == end.minY, point.y >= start.minY, point.y < start.maxY,
                  point.x >= start.midX, point.x < end.midX else { continue }
            return index
        }
        return nil
    }
}
