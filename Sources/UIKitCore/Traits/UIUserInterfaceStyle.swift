/// Light or dark appearance. The desktop's preference is not read yet: the current traits are light unless an app
/// or a test says otherwise (`UITraitCollection.current`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
