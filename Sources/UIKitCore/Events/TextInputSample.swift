/// Text from an input method (IBus, or dead keys and Compose handled by one), not tied to one key press.
public enum TextInputSample: Sendable, Equatable {
    /// Finished text, to insert in place of the text being composed (or the selection).
    case commit(String)
    /// The text being composed, shown marked, with the caret at `caret` (UTF-16 offset into it); empty when the
    /// composition ended without text.
    case marked(String, caret: Int)
    /// `length` UTF-16 units of the text starting `offset` units from the caret are removed (an engine replacing
    /// what was typed before, from the surrounding text it was shown).
    case deleteSurrounding(offset: Int, length: Int)
}
