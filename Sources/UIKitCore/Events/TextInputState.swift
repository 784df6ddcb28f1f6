/// What an input method may know of the text input that has the keys: where its caret is, for the candidate
/// window, and the text around the caret, for engines that read or change it (word completion, Hangul, Thai).
public struct TextInputState: Equatable, Sendable {
    /// The caret's rectangle, in the window's points.
    public var caret: CGRect
    /// The caret's paragraph (at most `TextInputState.surroundingLimit` UTF-16 units about the caret; empty for
    /// hidden text).
    public var surroundingText: String
    /// The selection's moving end (the caret) and its other end, as UTF-16 offsets into `surroundingText`.
    public var caretOffset: Int
    public var anchorOffset: Int

    public init(caret: CGRect, surroundingText: String = "", caretOffset: Int = 0, anchorOffset: Int = 0) {
        self.caret = caret
        self.surroundingText = surroundingText
        self.caretOffset = caretOffset
        self.anchorOffset = anchorOffset
    }

    /// How much text about the caret an input method is shown.
    public static let surroundingLimit = 2_000
}
