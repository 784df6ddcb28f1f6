import Foundation

/// A stepper is adjustable by its step; its value is its number. A spin button to a screen reader.
extension UIStepper: StandardAccessibility {
    var standardAccessibilityValue: String? { AccessibilityNumberFormat.string(value) }
    var standardAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    var standardAccessibilityRole: AccessibilityRole? { .spinButton }
    func standardAccessibilityAdjust(by direction: Int) { stepByUser(direction > 0 ? .increment : .decrement) }
}

/// Numbers as a screen reader speaks them: no ".0" on whole numbers.
enum AccessibilityNumberFormat {
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
