/// An item says its labels' texts; selected when selected; activating it selects it as a click.
extension UICollectionViewCell: StandardAccessibility {
    var standardAccessibilityLabel: String? { AccessibilityLabels.joinedText(under: contentView) }
    var standardAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }
    /// A table cell in a list layout, a list item otherwise.
    var standardAccessibilityRole: AccessibilityRole? {
        (superview as? UICollectionView)?.accessibilityIsRowTable == true ? .tableCell : .listItem
    }
    func standardAccessibilityActivate() -> Bool {
        guard let collection = superview as? UICollectionView, let indexPath = collection.indexPath(for: self) else { return false }
        collection.userSelect(indexPath)
        return true
    }
}
