import Foundation

/// Links in a text view's attributed text (`NSAttributedString.Key.link`): what is under the pointer, so that the
/// pointer shows a hand over them.
extension UITextView {
    /// The link under `point` (in the view's bounds, which scroll with the content), nil when the point is over
    /// something else or over the empty part of a line.
    func link(at point: CGPoint) -> Any? {
        guard let text = attributedText, text.length > 0, point.x.isFinite, point.y.isFinite else { return nil }
        let offset = closestOffset(to: point)
        // The character under the point lies between two caret positions on one line.
        for index in [offset, offset - 1] where index >= 0 && index < text.length {
            let start = caretRect(atOffset: index), end = caretRect(atOffset: index + 1)
            guard start.minY == end.minY, point.y >= start.minY, point.y < start.maxY,
                  point.x >= start.midX, point.x < end.midX else { continue }
            return text.attribute(.link, at: index, effectiveRange: nil)
        }
        return nil
    }
}
