/// The status bar's look. A desktop window has no status bar: the style is accepted and has no effect.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
