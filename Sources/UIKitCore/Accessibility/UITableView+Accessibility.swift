/// A table is a table of one column (`AccessibilityRowTable`) whose children are its rows on screen, each cell a
/// table cell; assistive technologies scroll it to reach more.
extension UITableView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityContainerType: UIAccessibilityContainerType { .list }
    var standardAccessibilityRole: AccessibilityRole? { .table }
}
