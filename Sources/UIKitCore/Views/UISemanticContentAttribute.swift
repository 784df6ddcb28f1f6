/// What a view's content means for its direction: whether it flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (and the views inside it follow it too).
    case unspecified = 0
    /// Playback controls (play, rewind), which stay left to right.
    case playback = 1
    /// Controls whose directions are spatial (a D-pad, text alignment buttons), which stay left to right.
    case spatial = 2
    /// This view and the views inside it are laid out left to right.
    case forceLeftToRight = 3
    /// This view and the views inside it are laid out right to left.
    case forceRightToLeft = 4
}
