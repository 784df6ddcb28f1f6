/// How an assistive technology moves through a container's elements.
public enum UIAccessibilityNavigationStyle: Int, @unchecked Sendable {
    case automatic = 0
    case separate = 1
    case combined = 2
}
