/// A table is a list of its visible rows (each cell a list item); assistive technologies scroll it to reach more.
extension UITableView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityContainerType: UIAccessibilityContainerType { .list }
    var standardAccessibilityRole: AccessibilityRole? { .list }
}
