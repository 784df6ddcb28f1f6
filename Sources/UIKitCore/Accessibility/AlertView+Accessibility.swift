/// An alert is modal: while it shows, only its title, message, fields and buttons are there to a screen reader.
extension AlertView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityViewIsModal: Bool { true }
    var standardAccessibilityRole: AccessibilityRole? { .alert }
}
