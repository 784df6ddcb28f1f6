/// A text field says its placeholder as its label and its text as its value (bullets for secure entry); a search
/// field has the search field trait.
extension UITextField: StandardAccessibility {
    var standardAccessibilityLabel: String? { placeholder }
    var standardAccessibilityValue: String? { AccessibilityText.readableText(of: self) }
    var standardAccessibilityTraits: UIAccessibilityTraits { self is UISearchTextField ? .searchField : .none }
    var standardAccessibilityRole: AccessibilityRole? { isSecureTextEntry ? .passwordText : .textField }
    /// Activating a text field starts editing it, as a tap does.
    func standardAccessibilityActivate() -> Bool { becomeFirstResponder() }
}
