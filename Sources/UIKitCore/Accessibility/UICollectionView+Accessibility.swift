/// A collection view is a list of its visible items; laid out as a list (one item a row), a table of one column.
extension UICollectionView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityContainerType: UIAccessibilityContainerType { .list }
    var standardAccessibilityRole: AccessibilityRole? { accessibilityIsRowTable ? .table : .list }
}
