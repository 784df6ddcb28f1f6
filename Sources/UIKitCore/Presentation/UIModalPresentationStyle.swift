/// How a presented controller covers its presenter. On a desktop window the sheets are centred cards over a
/// dimmed window, as on iPadOS and Mac Catalyst; `.automatic` is a page sheet for a plain controller.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    /// tvOS only; shown as `.overFullScreen` here.
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2
}
