/// A navigation bar is a tool bar holding its buttons and its title (a header).
extension UINavigationBar: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityRole: AccessibilityRole? { .toolBar }
}
