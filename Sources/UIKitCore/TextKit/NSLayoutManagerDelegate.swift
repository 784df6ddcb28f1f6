/// Told when layout completes and asked for spacing line by line; every method has a default implementation.
public protocol NSLayoutManagerDelegate: NSObjectProtocol {
    /// The space after a line (instead of its paragraph style's `lineSpacing`).
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// The space before a paragraph (instead of its style's `paragraphSpacingBefore`).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// The space after a paragraph (instead of its style's `paragraphSpacing`).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// A container is laid out; `layoutFinishedFlag` is true when the text ends in it (or `container` is `nil`:
    /// the text did not fit in the containers).
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
    /// The layout was thrown away (an edit, a container changed): it is made again when next asked for.
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        layoutManager.paragraphStyle(atGlyph: glyphIndex).lineSpacing
    }

    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        layoutManager.paragraphStyle(atGlyph: glyphIndex).paragraphSpacingBefore
    }

    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        layoutManager.paragraphStyle(atGlyph: glyphIndex).paragraphSpacing
    }

    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}

    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
}
