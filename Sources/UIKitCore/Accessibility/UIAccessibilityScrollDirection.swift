/// The direction an assistive technology asks an element to scroll (`accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, @unchecked Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
