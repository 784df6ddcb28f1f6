/// A row (a table cell) says the texts of its labels, joined; it is selected when selected, and activating it selects
/// it as a click.
extension UITableViewCell: StandardAccessibility {
    var standardAccessibilityLabel: String? { AccessibilityLabels.joinedText(under: contentView) }
    var standardAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }
    var standardAccessibilityRole: AccessibilityRole? { .tableCell }
    func standardAccessibilityActivate() -> Bool {
        guard let table = tableView, let indexPath = table.indexPath(for: self) else { return false }
        table.userSelect(indexPath)
        return true
    }

    private var tableView: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }
}

/// The label a row or item says: its labels' texts in order, as VoiceOver combines a cell's content.
@MainActor enum AccessibilityLabels {
    static func joinedText(under view: UIView) -> String? {
        var texts: [String] = []
        collect(view, into: &texts)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    private static func collect(_ view: UIView, into texts: inout [String]) {
        guard !view.isHidden else { return }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
        for subview in view.subviews { collect(subview, into: &texts) }
    }
}
