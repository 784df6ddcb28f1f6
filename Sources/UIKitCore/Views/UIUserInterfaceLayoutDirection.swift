/// The reading direction an interface is laid out in: leading is left in `.leftToRight`, right in `.rightToLeft`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
