import Foundation

/// One panel of a presented context menu: the top-level menu or a submenu cascading from a row of the panel
/// before it. Knows its rows, where it sits (window coordinates) and which row is highlighted.
@MainActor struct ContextMenuPanel {
    static let rowHeight: CGFloat = 30
    static let separatorHeight: CGFloat = 9
    static let verticalPadding: CGFloat = 6
    static let textInset: CGFloat = 16
    /// Room for the check mark of rows that are on, and for the chevron of rows that open a submenu.
    static let checkWidth: CGFloat = 20
    static let chevronWidth: CGFloat = 18
    /// The least space between a title and its key command's keys, shown at the row's right.
    static let shortcutGap: CGFloat = 32
    /// A submenu overlaps its parent by this much, so the pointer crosses no gap between them.
    static let overlap: CGFloat = 4
    static let font = UIFont.systemFont(ofSize: 15)

    let items: [ContextMenuItem]
    /// For a submenu, the row of the panel before it that opened it.
    let parentRow: Int?
    var frame = CGRect.zero
    var highlighted: Int?

    init(items: [ContextMenuItem], parentRow: Int? = nil) {
        self.items = items
        self.parentRow = parentRow
    }

    var hasChecks: Bool { items.contains { $0.isChecked } }
    var hasSubmenus: Bool { items.contains { $0.submenu != nil } }

    var contentSize: CGSize {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let widest = items.map { $0.title.size(withAttributes: attributes).width }.max() ?? 0
        let shortcuts = items.compactMap { $0.shortcut.map { $0.size(withAttributes: attributes).width } }.max()
        let extra = (hasChecks ? Self.checkWidth : 0) + (hasSubmenus ? Self.chevronWidth : 0)
            + (shortcuts.map { $0 + Self.shortcutGap } ?? 0)
        let height = items.reduce(2 * Self.verticalPadding) { $0 + ($1.isSeparator ? Self.separatorHeight : Self.rowHeight) }
        return CGSize(width: max(200, ceil(widest + extra + 2 * Self.textInset)), height: height)
    }

    /// Each row's rectangle, separators included.
    var rowFrames: [CGRect] {
        var y = frame.minY + Self.verticalPadding
        return items.map { item in
            let height = item.isSeparator ? Self.separatorHeight : Self.rowHeight
            defer { y += height }
            return CGRect(x: frame.minX, y: y, width: frame.width, height: height)
        }
    }

    /// The enabled row under a point.
    func row(at point: CGPoint) -> Int? {
        guard frame.contains(point) else { return nil }
        return rowFrames.firstIndex { $0.contains(point) }.flatMap { items[$0].isEnabled ? $0 : nil }
    }

    var enabledRows: [Int] { items.indices.filter { items[$0].isEnabled } }

    /// Placed with its corner at `point` (right of and below, or flipped left/up to fit), inside `area`.
    mutating func place(at point: CGPoint, in area: CGRect) {
        let size = fitted(in: area)
        var x = point.x + 1, y = point.y + 1
        if x + size.width > area.maxX { x = point.x - size.width }
        if y + size.height > area.maxY { y = point.y - size.height }
        frame = clamped(CGRect(origin: CGPoint(x: x, y: y), size: size), in: area)
    }

    /// Placed hanging from `point` (below a menu bar title): its top there, moved left only as far as it must to
    /// fit inside `area`, and never above the point.
    mutating func place(hangingFrom point: CGPoint, in area: CGRect) {
        let below = CGRect(x: area.minX, y: point.y, width: area.width, height: max(0, area.maxY - point.y))
        frame = clamped(CGRect(origin: point, size: fitted(in: below)), in: below)
    }

    /// Placed beside `row` of `parent`: to its right, or to its left when only that fits (when neither does, on
    /// the side with more room, pushed inside), its first row level with the parent's row, inside `area`.
    mutating func place(beside row: Int, of parent: ContextMenuPanel, in area: CGRect) {
        let size = fitted(in: area)
        let rowFrame = parent.rowFrames[row]
        let right = parent.frame.maxX - Self.overlap, left = parent.frame.minX + Self.overlap - size.width
        let roomRight = area.maxX - right, roomLeft = left + size.width - area.minX
        let x = roomRight >= size.width || (left < area.minX && roomRight >= roomLeft) ? right : left
        let y = rowFrame.minY - Self.verticalPadding
        frame = clamped(CGRect(origin: CGPoint(x: x, y: y), size: size), in: area)
    }

    private func fitted(in area: CGRect) -> CGSize {
        let size = contentSize
        return CGSize(width: min(size.width, max(area.width, 0)), height: min(size.height, max(area.height, 0)))
    }

    private func clamped(_ rect: CGRect, in area: CGRect) -> CGRect {
        let x = min(max(rect.minX, area.minX), area.maxX - rect.width)
        let y = min(max(rect.minY, area.minY), area.maxY - rect.height)
        return CGRect(x: x.rounded(), y: y.rounded(), width: rect.width, height: rect.height)
    }

    /// Draws the panel; `openRow` (the row whose submenu is showing) is drawn highlighted too.
    func draw(tintColor: UIColor, openRow: Int?) {
        let outline = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 8)
        UIColor(white: 0.98, alpha: 1).setFill()
        outline.fill()
        UIColor.systemGray3.setStroke()
        outline.stroke()
        let checkWidth = hasChecks ? Self.checkWidth : 0
        for (index, (item, rowFrame)) in zip(items, rowFrames).enumerated() {
            if item.isSeparator {
                UIColor.separator.setFill()
                UIRectFill(CGRect(x: rowFrame.minX + 8, y: rowFrame.midY, width: rowFrame.width - 16, height: 1))
                continue
            }
            let isHighlighted = index == highlighted || index == openRow
            if isHighlighted {
                tintColor.setFill()
                UIBezierPath(roundedRect: rowFrame.insetBy(dx: 5, dy: 1), cornerRadius: 5).fill()
            }
            var color: UIColor = item.isDestructive ? .systemRed : .label
            if !item.isEnabled { color = .tertiaryLabel } else if isHighlighted { color = .white }
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
            let textY = rowFrame.midY - Self.font.lineHeight / 2
            if item.isChecked {
                "\u{2713}".draw(at: CGPoint(x: rowFrame.minX + Self.textInset, y: textY), withAttributes: attributes)
            }
            item.title.draw(at: CGPoint(x: rowFrame.minX + Self.textInset + checkWidth, y: textY), withAttributes: attributes)
            if let shortcut = item.shortcut {
                var shortcutAttributes = attributes
                if item.isEnabled && !isHighlighted { shortcutAttributes[.foregroundColor] = UIColor.secondaryLabel }
                let width = shortcut.size(withAttributes: shortcutAttributes).width
                shortcut.draw(at: CGPoint(x: rowFrame.maxX - Self.textInset - width, y: textY),
                              withAttributes: shortcutAttributes)
            }
            if item.submenu != nil {
                "\u{203A}".draw(at: CGPoint(x: rowFrame.maxX - Self.textInset - 6, y: textY), withAttributes: attributes)
            }
        }
    }
}
