/// The kind of interface an app runs in. A Linux desktop is `.mac`-like; `.phone` and `.pad` exist so that
/// resources with `~iphone` / `~ipad` modifiers can be asked for (R-MOD-1).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
