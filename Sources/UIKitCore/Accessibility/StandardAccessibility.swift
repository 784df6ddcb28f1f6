/// How a standard view describes itself out of the box: UILabel is static text with its text as label, UISwitch a
/// toggle whose value is "1" or "0", UISlider adjustable... Each view class conforms in its own file
/// (`UISwitch+Accessibility.swift`); UIResponder's UIAccessibility properties answer from here until code sets them.
///
/// A protocol rather than overrides because the UIAccessibility properties are declared in UIResponder's body and
/// Swift cannot override them from an extension in this folder; a conformance keeps each view's description beside
/// the others instead of inside each control's file.
@MainActor protocol StandardAccessibility: AnyObject {
    var standardIsAccessibilityElement: Bool { get }
    var standardAccessibilityLabel: String? { get }
    var standardAccessibilityValue: String? { get }
    var standardAccessibilityTraits: UIAccessibilityTraits { get }
    var standardAccessibilityViewIsModal: Bool { get }
    var standardAccessibilityContainerType: UIAccessibilityContainerType { get }
    /// A finer role than traits say (a stepper is adjustable like a slider, but a spin button to a screen reader).
    var standardAccessibilityRole: AccessibilityRole? { get }
    /// Elements for parts that are not views (a segmented control's segments); `nil` for views whose parts are subviews.
    var standardAccessibilityParts: [Any]? { get }
    func standardAccessibilityActivate() -> Bool
    func standardAccessibilityAdjust(by direction: Int)
}

extension StandardAccessibility {
    var standardIsAccessibilityElement: Bool { true }
    var standardAccessibilityLabel: String? { nil }
    var standardAccessibilityValue: String? { nil }
    var standardAccessibilityTraits: UIAccessibilityTraits { .none }
    var standardAccessibilityViewIsModal: Bool { false }
    var standardAccessibilityContainerType: UIAccessibilityContainerType { .none }
    var standardAccessibilityRole: AccessibilityRole? { nil }
    var standardAccessibilityParts: [Any]? { nil }
    func standardAccessibilityActivate() -> Bool { false }
    func standardAccessibilityAdjust(by direction: Int) {}
}
