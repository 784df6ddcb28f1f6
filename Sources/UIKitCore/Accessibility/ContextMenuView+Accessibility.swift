/// An open menu (a context menu or a menu bar's menu) as a screen reader sees it: the overlay is modal (the content
/// under it is left out while it is open), its children are its panels, each a menu of rows: menu items, check menu
/// items for rows that are on, separators. A row says its title and its shortcut (the action's key binding), is
/// disabled when it cannot be chosen and selected while highlighted; activating it chooses it as Return does.
extension ContextMenuView: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityViewIsModal: Bool { true }
    var standardAccessibilityRole: AccessibilityRole? { .panel }
    var standardAccessibilityParts: [Any]? {
        let attributes = accessibilityAttributes
        // A panel's element lives while the same submenu is open at its level, so its rows keep their ids.
        var kept = attributes.partElements.compactMap { $0 as? MenuPanelAccessibilityElement }
        if kept.count > panels.count { kept.removeLast(kept.count - panels.count) }
        if let stale = kept.indices.first(where: { kept[$0].parentRow != panels[$0].parentRow || kept[$0].rows.count != panels[$0].items.count }) {
            kept.removeLast(kept.count - stale)
        }
        while kept.count < panels.count {
            kept.append(MenuPanelAccessibilityElement(menu: self, level: kept.count, parentRow: panels[kept.count].parentRow,
                                                      rowCount: panels[kept.count].items.count))
        }
        attributes.partElements = kept
        return kept
    }

    /// The element of the highlighted row of the deepest panel that has one.
    var highlightedRowElement: MenuRowAccessibilityElement? {
        guard let panels = standardAccessibilityParts as? [MenuPanelAccessibilityElement] else { return nil }
        for (level, panel) in panels.enumerated().reversed() {
            if let row = self.panels[level].highlighted, panel.rows.indices.contains(row) { return panel.rows[row] }
        }
        return nil
    }
}

/// One panel of an open menu: a menu named by the row that opened it.
@MainActor final class MenuPanelAccessibilityElement: UIAccessibilityElement, StandardAccessibility {
    private weak var menu: ContextMenuView?
    let level: Int
    let parentRow: Int?
    private(set) var rows: [MenuRowAccessibilityElement] = []

    init(menu: ContextMenuView, level: Int, parentRow: Int?, rowCount: Int) {
        self.menu = menu
        self.level = level
        self.parentRow = parentRow
        super.init(accessibilityContainer: menu)
        rows = (0..<rowCount).map { MenuRowAccessibilityElement(panel: self, menu: menu, level: level, row: $0) }
        accessibilityElements = rows
        isAccessibilityElement = false
    }

    var standardAccessibilityRole: AccessibilityRole? { .menu }

    override var accessibilityLabel: String? {
        get {
            guard let menu, level > 0, let parentRow, menu.panels.indices.contains(level - 1) else { return nil }
            return menu.panels[level - 1].items[parentRow].title
        }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            guard let menu, menu.panels.indices.contains(level) else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(menu.panels[level].frame, in: menu)
        }
        set { super.accessibilityFrame = newValue }
    }
}

/// One row of an open menu, described from the menu each time it is asked.
@MainActor final class MenuRowAccessibilityElement: UIAccessibilityElement, StandardAccessibility {
    private weak var menu: ContextMenuView?
    let level: Int
    let row: Int

    init(panel: MenuPanelAccessibilityElement, menu: ContextMenuView, level: Int, row: Int) {
        self.menu = menu
        self.level = level
        self.row = row
        super.init(accessibilityContainer: panel)
    }

    private var item: ContextMenuItem? {
        guard let menu, menu.panels.indices.contains(level), menu.panels[level].items.indices.contains(row) else { return nil }
        return menu.panels[level].items[row]
    }

    var shortcut: String? { item?.shortcut }

    var standardAccessibilityRole: AccessibilityRole? {
        guard let item else { return .menuItem }
        if item.isSeparator { return .separator }
        return item.isChecked ? .checkMenuItem : .menuItem
    }

    override var accessibilityLabel: String? {
        get { item?.title }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get { item?.isChecked == true ? "1" : nil }
        set { super.accessibilityValue = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let item, let menu else { return .notEnabled }
            var traits: UIAccessibilityTraits = item.isSeparator ? .none : .button
            if !item.isEnabled { traits.insert(.notEnabled) }
            if menu.panels[level].highlighted == row { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
    override var accessibilityFrame: CGRect {
        get {
            guard let menu, menu.panels.indices.contains(level) else { return .zero }
            let frames = menu.panels[level].rowFrames
            return frames.indices.contains(row) ? UIAccessibility.convertToScreenCoordinates(frames[row], in: menu) : .zero
        }
        set { super.accessibilityFrame = newValue }
    }
    override func accessibilityActivate() -> Bool {
        menu?.activateRow(row, at: level) ?? false
    }
}
