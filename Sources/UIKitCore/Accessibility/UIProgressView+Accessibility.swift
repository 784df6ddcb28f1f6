/// A progress bar says how far it is as a percentage, and updates frequently.
extension UIProgressView: StandardAccessibility {
    var standardAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    var standardAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
    var standardAccessibilityRole: AccessibilityRole? { .progressBar }
}
