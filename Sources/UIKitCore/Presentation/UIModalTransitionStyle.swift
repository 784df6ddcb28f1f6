/// The built-in animation of a presentation that has no animator of its own.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge of the window, back down on dismissal.
    case coverVertical = 0
    /// Turns the presenter's side over about the vertical axis (a perspective flip of the container).
    case flipHorizontal = 1
    case crossDissolve = 2
    /// Not drawn on this platform: logged once and shown as `.coverVertical`.
    case partialCurl = 3
}
