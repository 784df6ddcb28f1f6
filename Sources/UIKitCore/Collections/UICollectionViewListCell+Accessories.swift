import Foundation

/// Accessories (iOS 14): a view per accessory, kept across reconfigurations when the kinds stay; those displayed in
/// the current editing state laid out in slots from each edge (each slot as wide as the accessory's
/// `reservedLayoutWidth`, the accessory centred in it); the content view takes the width between. A hidden
/// accessory (`isHidden`) keeps its slot, so rows with and without it line up.
extension UICollectionViewListCell {
    /// From the cell's edge to the outermost accessory.
    static let accessoryEdgeInset: CGFloat = 16
    /// Between neighbouring accessories.
    static let accessorySpacing: CGFloat = 12

    func accessoriesDidChange() {
        var reusable = accessoryViews
        var views: [ListCellAccessoryView] = []
        for accessory in accessories {
            if let index = reusable.firstIndex(where: { $0.accessory.isSameKind(as: accessory) }) {
                let view = reusable.remove(at: index)
                view.update(with: accessory)
                views.append(view)
                continue
            }
            let view = ListCellAccessoryView(accessory)
            view.addAction(UIAction { [weak self, weak view] _ in
                guard let self, let view else { return }
                self.accessoryClicked(view)
            }, for: .touchUpInside)
            view.setExpanded(isExpandedInOutline, animated: false)
            addSubview(view)
            views.append(view)
        }
        for view in reusable { view.removeFromSuperview() }
        accessoryViews = views
        setNeedsLayout()
    }

    /// A click on a delete, insert or detail accessory runs its handler; on an outline disclosure, its handler, or
    /// else the expansion toggles.
    private func accessoryClicked(_ view: ListCellAccessoryView) {
        let accessory = view.accessory
        switch accessory.accessoryType {
        case .delete, .insert, .detail:
            accessory.actionHandler?()
        case .outlineDisclosure:
            toggleOutline()
        default:
            break
        }
    }

    // MARK: Outline

    /// The outline disclosure the cell shows now, if any.
    private var shownOutlineDisclosure: ListCellAccessoryView? {
        accessoryViews.first { view in
            view.accessory.accessoryType == .outlineDisclosure && view.accessory.isDisplayed(editing: isEditingInCollection)
                && !view.accessory.isHidden
        }
    }

    /// A header-style outline row: it sits on the trailing edge, and a click anywhere in the row toggles it.
    var outlineUsesHeaderStyle: Bool {
        guard let outline = accessories.first(where: { $0.accessoryType == .outlineDisclosure }) else { return false }
        switch outline.outlineStyle {
        case .header: return true
        case .cell: return false
        case .automatic: return (contentConfiguration as? UIListContentConfiguration)?.role == .header
        }
    }

    /// Whether a click on the row expands or collapses it instead of selecting it (a header-style outline row).
    var clickTogglesOutline: Bool { outlineUsesHeaderStyle && shownOutlineDisclosure != nil }

    /// What a click on the outline disclosure (or a header-style row) does without an action handler: the item
    /// expands or collapses in the data source's section snapshot, through its section snapshot handlers.
    func toggleOutline() {
        guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self) else {
            return
        }
        if let handler = shownOutlineDisclosure?.accessory.actionHandler { return handler() }
        guard let outline = collectionView.dataSource as? OutlineExpanding else {
            return UIKitLog.errorOnce("UICollectionViewListCell: an outline disclosure expands and collapses items of "
                                      + "a UICollectionViewDiffableDataSource section snapshot; give it an actionHandler "
                                      + "with any other data source")
        }
        _ = outline.setOutlineItem(at: indexPath, expanded: !isExpandedInOutline)
    }

    // MARK: Layout

    /// Places the accessories shown in the current editing state and returns where the content view goes.
    func layOutAccessories(indent: CGFloat) -> (minX: CGFloat, width: CGFloat) {
        let editing = isEditingInCollection
        let header = outlineUsesHeaderStyle
        var leading: [ListCellAccessoryView] = [], trailing: [ListCellAccessoryView] = []
        for view in accessoryViews {
            let displayed = view.accessory.isDisplayed(editing: editing)
            view.isHidden = !displayed || view.accessory.isHidden
            view.setSelectionMark(isSelected)
            view.setOutlineStyle(header: header)
            view.setExpanded(isExpandedInOutline, animated: false)
            guard displayed, view.accessory.accessoryType != .customView else { continue }
            if Self.isLeading(view.accessory, header: header) { leading.append(view) } else { trailing.append(view) }
        }
        leading = Self.ordered(leading, header: header)
        trailing = Self.ordered(trailing, header: header)
        // Custom views go in array order, each where its placement's position says among those already on its edge.
        for view in accessoryViews where view.accessory.accessoryType == .customView
            && view.accessory.isDisplayed(editing: editing) {
            let position = view.accessory.customPosition ?? { $0.count }
            if view.accessory.isLeadingCustomView {
                leading.insert(view, at: Self.clamp(position(leading.map(\.accessory)), leading.count))
            } else {
                trailing.insert(view, at: Self.clamp(position(trailing.map(\.accessory)), trailing.count))
            }
        }

        let height = bounds.height
        var x = indentsAccessories ? indent : 0
        if !leading.isEmpty { x += Self.accessoryEdgeInset }
        for view in leading {
            let size = view.naturalSize(rowHeight: height)
            let slot = slotWidth(of: view.accessory, actual: size.width)
            view.frame = CGRect(x: x + (slot - size.width) / 2, y: (height - size.height) / 2,
                                width: size.width, height: size.height)
            x += slot + Self.accessorySpacing
        }
        let minX = leading.isEmpty ? indent : x - Self.accessorySpacing + (indentsAccessories ? 0 : indent)

        var right = bounds.width - (trailing.isEmpty ? 0 : Self.accessoryEdgeInset)
        reorderSeparator.isHidden = true
        for (index, view) in trailing.enumerated().reversed() {
            let size = view.naturalSize(rowHeight: height)
            let slot = slotWidth(of: view.accessory, actual: size.width)
            view.frame = CGRect(x: right - slot + (slot - size.width) / 2, y: (height - size.height) / 2,
                                width: size.width, height: size.height)
            if index > 0, view.accessory.accessoryType == .reorder, view.accessory.showsVerticalSeparator,
               !view.isHidden {
                let hairline = 1 / max(1, traitCollection.displayScale)
                reorderSeparator.isHidden = false
                reorderSeparator.frame = CGRect(x: right - slot - Self.accessorySpacing / 2, y: 0, width: hairline,
                                                height: height)
            }
            right -= slot + Self.accessorySpacing
        }
        let maxX = trailing.isEmpty ? bounds.width : right + Self.accessorySpacing
        return (minX, max(0, maxX - minX))
    }

    /// The slot an accessory takes: its own width, the standard width (or its own when wider), or the app's.
    private func slotWidth(of accessory: UICellAccessory, actual: CGFloat) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual:
            return actual
        case .standard:
            return max(actual, UICellAccessory.standardDimension)
        case .custom(let width):
            guard width.isFinite, width >= 0 else {
                UIKitLog.errorOnce("UICellAccessory: reservedLayoutWidth .custom(\(width)) is not a finite width of "
                                   + "0 or more; using the accessory's own width")
                return actual
            }
            return width
        }
    }

    /// System accessories' edges: delete, insert, multiselect and a cell row's outline disclosure lead; the rest
    /// trail.
    private static func isLeading(_ accessory: UICellAccessory, header: Bool) -> Bool {
        switch accessory.accessoryType {
        case .delete, .insert, .multiselect: true
        case .outlineDisclosure: !header
        case .customView: accessory.isLeadingCustomView
        default: false
        }
    }

    /// System accessories in their fixed order on their edge, leading to trailing (ties keep the array's order).
    private static func ordered(_ views: [ListCellAccessoryView], header: Bool) -> [ListCellAccessoryView] {
        func rank(_ type: UICellAccessory.AccessoryType) -> Int {
            switch type {
            case .delete: 0
            case .insert: 1
            case .multiselect: 2
            case .outlineDisclosure: header ? 14 : 3
            case .label: 10
            case .detail: 11
            case .checkmark: 12
            case .disclosureIndicator: 13
            case .reorder: 15
            case .customView: 20
            }
        }
        return views.enumerated().sorted { a, b in
            let ra = rank(a.element.accessory.accessoryType), rb = rank(b.element.accessory.accessoryType)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    private static func clamp(_ index: Int, _ count: Int) -> Int { min(max(index, 0), count) }
}
