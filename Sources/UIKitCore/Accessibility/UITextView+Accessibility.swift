/// A text view's value is its text; it is multi-line text to a screen reader, editable or not.
extension UITextView: StandardAccessibility {
    var standardAccessibilityValue: String? { AccessibilityText.readableText(of: self) }
    var standardAccessibilityTraits: UIAccessibilityTraits { isEditable ? .none : .staticText }
    var standardAccessibilityRole: AccessibilityRole? { .textView }
    func standardAccessibilityActivate() -> Bool { isEditable && becomeFirstResponder() }
}
