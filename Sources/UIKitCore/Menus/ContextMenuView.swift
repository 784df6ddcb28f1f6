import Foundation

/// A presented context menu: covers its window so that a click outside the menu dismisses it, draws the menu
/// panel near the pointer (kept inside the window) and the submenus cascading from it, highlights the row under
/// the pointer or picked with the arrow keys, and reports the chosen row (nil: dismissed) once.
///
/// Submenus follow the Linux desktop's menus: hovering or clicking a submenu row opens it beside the row; Right
/// arrow or Return opens it from the keyboard, Left arrow or Escape closes it again, and Escape on the top menu
/// dismisses everything.
@MainActor final class ContextMenuView: UIView {
    static let margin: CGFloat = 8

    /// The top menu first, then each open submenu.
    private(set) var panels: [ContextMenuPanel]
    private var finish: ((ContextMenuItem?) -> Void)?
    private weak var previousFirstResponder: UIResponder?
    /// A touch that began on a panel may choose a row when it ends.
    private var touchBeganOnPanel = false
    /// The menu bar this menu drops from: the pointer over its titles and Left/Right beyond the menu go to it.
    weak var menuBar: MenuBarView?

    /// The top menu's rows, frame and highlighted row.
    var items: [ContextMenuItem] { panels[0].items }
    var panel: CGRect { panels[0].frame }
    var highlighted: Int? { panels[0].highlighted }

    private init(items: [ContextMenuItem], frame: CGRect, finish: @escaping (ContextMenuItem?) -> Void) {
        panels = [ContextMenuPanel(items: items)]
        self.finish = finish
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        let hover = UIHoverGestureRecognizer { [weak self] hover in
            guard let self else { return }
            let ended = hover.state == .ended || hover.state == .cancelled
            self.point(at: ended ? nil : hover.location(in: self))
        }
        addGestureRecognizer(hover)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `items` with the panel's corner at `point` (window coordinates) and takes the keyboard; `hanging`:
    /// below the point (a menu bar's menu), never flipped above it.
    static func show(_ items: [ContextMenuItem], at point: CGPoint, hanging: Bool = false, in window: UIWindow,
                     finish: @escaping (ContextMenuItem?) -> Void) -> ContextMenuView {
        let view = ContextMenuView(items: items, frame: window.bounds, finish: finish)
        if hanging {
            view.panels[0].place(hangingFrom: point, in: view.area)
        } else {
            view.panels[0].place(at: point, in: view.area)
        }
        window.addSubview(view)
        view.previousFirstResponder = UIResponder.currentFirstResponder
        view.becomeFirstResponder()
        return view
    }

    func close() {
        finish = nil
        let previous = previousFirstResponder
        if isFirstResponder { resignFirstResponder() }
        removeFromSuperview()
        if let view = previous as? UIView, view.window != nil { view.becomeFirstResponder() }
    }

    private func choose(_ item: ContextMenuItem?) {
        guard let finish else { return }
        self.finish = nil
        finish(item)
    }

    private var area: CGRect { bounds.insetBy(dx: Self.margin, dy: Self.margin) }

    // MARK: Panels

    private func update(_ change: () -> Void) {
        change()
        setNeedsDisplay()
        AccessibilityTree.shared.menuDidChange(self)
    }

    /// A row chosen by an assistive technology's action: a submenu row opens its submenu, any other row is chosen,
    /// as Return does. False for a separator, a disabled row or a row no longer shown.
    func activateRow(_ row: Int, at level: Int) -> Bool {
        guard panels.indices.contains(level), panels[level].items.indices.contains(row) else { return false }
        let item = panels[level].items[row]
        guard !item.isSeparator, item.isEnabled else { return false }
        if item.submenu != nil {
            update {
                closePanels(after: level)
                panels[level].highlighted = row
                openSubmenu(of: row, at: level, highlightingFirst: true)
            }
        } else {
            choose(item)
        }
        return true
    }

    /// The deepest panel under a point.
    private func panelIndex(at point: CGPoint) -> Int? { panels.indices.last { panels[$0].frame.contains(point) } }

    /// The pointer is at `point` (nil: it left): the row under it is highlighted, submenus deeper than its panel
    /// close, and a submenu row opens its submenu. Away from every panel, what is open stays open.
    private func point(at point: CGPoint?) {
        guard let point, let level = panelIndex(at: point) else {
            if let point, let menuBar, menuBar.pointerMoved(to: convert(point, to: menuBar)) { return }
            return update { panels[panels.count - 1].highlighted = nil }
        }
        let row = panels[level].row(at: point)
        update {
            panels[level].highlighted = row
            if let row { openSubmenu(of: row, at: level) } else { closePanels(after: level) }
        }
    }

    /// Opens the submenu of `row` of panel `level` (closing deeper ones); nothing for an action row.
    private func openSubmenu(of row: Int, at level: Int, highlightingFirst: Bool = false) {
        if panels.count > level + 1, openRow(of: level) == row { return }
        closePanels(after: level)
        guard let items = panels[level].items[row].submenu else { return }
        var submenu = ContextMenuPanel(items: items, parentRow: row)
        submenu.place(beside: row, of: panels[level], in: area)
        if highlightingFirst { submenu.highlighted = submenu.enabledRows.first }
        panels.append(submenu)
    }

    /// Highlights the top menu's first row that can be chosen (a menu opened from the keyboard).
    func highlightFirstRow() {
        update { panels[0].highlighted = panels[0].enabledRows.first }
    }

    private func closePanels(after level: Int) {
        if panels.count > level + 1 { panels.removeSubrange((level + 1)...) }
    }

    /// The row of panel `level` whose submenu is open.
    private func openRow(of level: Int) -> Int? { level + 1 < panels.count ? panels[level + 1].parentRow : nil }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        for level in panels.indices {
            panels[level].draw(tintColor: tintColor, openRow: openRow(of: level))
        }
    }

    // MARK: Touches: rows are chosen on release; a touch outside the panels dismisses

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let location = touches.first?.location(in: self) else { return }
        touchBeganOnPanel = panelIndex(at: location) != nil
        if touchBeganOnPanel { return point(at: location) }
        if let menuBar, menuBar.touchBegan(at: convert(location, to: menuBar)) { return }
        choose(nil)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchBeganOnPanel, let location = touches.first?.location(in: self) else { return }
        point(at: location)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchBeganOnPanel, let location = touches.first?.location(in: self) else { return }
        touchBeganOnPanel = false
        guard let level = panelIndex(at: location), let row = panels[level].row(at: location) else { return }
        let item = panels[level].items[row]
        if item.submenu == nil { choose(item) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchBeganOnPanel = false
        update { panels[panels.count - 1].highlighted = nil }
    }

    // MARK: Keys: arrows move the highlight and open or close submenus, Return chooses, Escape backs out; the menu
    // keeps every key

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { handleKey(press.key?.keyCode) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses where press.key?.keyCode == .keyboardUpArrow || press.key?.keyCode == .keyboardDownArrow {
            handleKey(press.key?.keyCode)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    private func handleKey(_ code: UIKeyboardHIDUsage?) {
        let level = panels.count - 1
        let enabled = panels[level].enabledRows
        let current = panels[level].highlighted
        switch code {
        case .keyboardDownArrow:
            update { panels[level].highlighted = enabled.first { $0 > (current ?? -1) } ?? current ?? enabled.first }
        case .keyboardUpArrow:
            update {
                panels[level].highlighted = enabled.last { $0 < (current ?? panels[level].items.count) } ?? current ?? enabled.last
            }
        case .keyboardRightArrow:
            if let current, panels[level].items[current].submenu != nil {
                update { openSubmenu(of: current, at: level, highlightingFirst: true) }
            } else {
                menuBar?.openNeighbour(1)
            }
        case .keyboardLeftArrow:
            if level > 0 { update { closePanels(after: level - 1) } } else { menuBar?.openNeighbour(-1) }
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            guard let current else { return }
            let item = panels[level].items[current]
            if item.submenu != nil {
                update { openSubmenu(of: current, at: level, highlightingFirst: true) }
            } else {
                choose(item)
            }
        case .keyboardEscape:
            if level > 0 { update { closePanels(after: level - 1) } } else { choose(nil) }
        default:
            break
        }
    }
}
