/// An image view is an image, an element only once code labels it (UIKit's default: decoration is skipped).
extension UIImageView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityTraits: UIAccessibilityTraits { .image }
}
