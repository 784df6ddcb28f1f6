/// A tab bar is a list of tabs (the tab bar trait), not an element itself; its items are its buttons.
extension UITabBar: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityTraits: UIAccessibilityTraits { .tabBar }
    var standardAccessibilityRole: AccessibilityRole? { .pageTabList }
}
