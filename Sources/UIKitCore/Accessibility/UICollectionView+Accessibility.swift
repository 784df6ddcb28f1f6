/// A collection view is a list of its visible items.
extension UICollectionView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityContainerType: UIAccessibilityContainerType { .list }
    var standardAccessibilityRole: AccessibilityRole? { .list }
}
