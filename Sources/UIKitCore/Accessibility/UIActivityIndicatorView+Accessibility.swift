/// A spinning activity indicator says "In progress"; a stopped one is not shown to assistive technologies.
extension UIActivityIndicatorView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { isAnimating }
    var standardAccessibilityLabel: String? { isAnimating ? "In progress" : nil }
    var standardAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
    var standardAccessibilityRole: AccessibilityRole? { .progressBar }
}
