/// Attachments while drawing lines.
extension NSLayoutManager {
    @MainActor func drawAttachments(of fragment: LineFragment, in storage: NSTextStorage, at origin: CGPoint) {
        let characters = fragment.glyphCharacters
        guard !characters.isEmpty else { return }
        storage.enumerateAttribute(.attachment, in: NSRange(location: characters.lowerBound, length: characters.count),
                                   options: []) { value, run, _ in
            guard let attachment = value as? NSTextAttachment, let image = attachment.image else { return }
            let bounds = attachment.layoutBounds
            for index in run.location..<NSMaxRange(run) {
                let x = caretX(index, in: fragment) + origin.x
                image.draw(in: CGRect(x: x + bounds.minX, y: fragment.origin.y + origin.y - bounds.maxY,
                                      width: bounds.width, height: bounds.height))
            }
        }
    }
}

extension NSRange {
    /// The part of the range inside a text of `length` UTF-16 units.
    func clamped(to length: Int) -> NSRange {
        guard location != NSNotFound else { return NSRange(location: length, length: 0) }
        let start = min(max(location, 0), length)
        return NSRange(location: start, length: min(max(self.length, 0), length - start))
    }
}
