import Foundation

/// A presented context menu: covers its window so that a click outside the menu dismisses it, draws the menu
/// panel near the pointer (kept inside the window), highlights the row under the pointer or picked with the
/// arrow keys, and reports the chosen row (nil: dismissed) once.
@MainActor final class ContextMenuView: UIView {
    static let rowHeight: CGFloat = 30
    static let separatorHeight: CGFloat = 9
    static let verticalPadding: CGFloat = 6
    static let textInset: CGFloat = 16
    static let margin: CGFloat = 8
    static let font = UIFont.systemFont(ofSize: 15)

    let items: [ContextMenuItem]
    /// The menu panel, in this view's (the window's) coordinates.
    private(set) var panel = CGRect.zero
    private(set) var highlighted: Int? { didSet { if highlighted != oldValue { setNeedsDisplay() } } }
    private var finish: ((ContextMenuItem?) -> Void)?
    private weak var previousFirstResponder: UIResponder?
    /// A touch that began on the panel may choose a row when it ends.
    private var touchBeganOnPanel = false

    private init(items: [ContextMenuItem], frame: CGRect, finish: @escaping (ContextMenuItem?) -> Void) {
        self.items = items
        self.finish = finish
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        let hover = UIHoverGestureRecognizer { [weak self] hover in
            guard let self else { return }
            self.highlighted = hover.state == .ended || hover.state == .cancelled ? nil : self.row(at: hover.location(in: self))
        }
        addGestureRecognizer(hover)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `items` with the panel's corner at `point` (window coordinates) and takes the keyboard.
    static func show(_ items: [ContextMenuItem], at point: CGPoint, in window: UIWindow,
                     finish: @escaping (ContextMenuItem?) -> Void) -> ContextMenuView {
        let view = ContextMenuView(items: items, frame: window.bounds, finish: finish)
        view.panel = view.panelFrame(at: point)
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

    // MARK: Geometry

    private var contentSize: CGSize {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let widest = items.map { $0.title.size(withAttributes: attributes).width }.max() ?? 0
        let check: CGFloat = items.contains { $0.isChecked } ? 20 : 0
        let height = items.reduce(2 * Self.verticalPadding) { $0 + ($1.isSeparator ? Self.separatorHeight : Self.rowHeight) }
        return CGSize(width: max(200, ceil(widest + check + 2 * Self.textInset)), height: height)
    }

    /// Right of and below the pointer, or left of / above it when that does not fit, always inside the window.
    private func panelFrame(at point: CGPoint) -> CGRect {
        let area = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var size = contentSize
        size.width = min(size.width, max(area.width, 0))
        size.height = min(size.height, max(area.height, 0))
        var x = point.x + 1, y = point.y + 1
        if x + size.width > area.maxX { x = point.x - size.width }
        if y + size.height > area.maxY { y = point.y - size.height }
        x = min(max(x, area.minX), area.maxX - size.width)
        y = min(max(y, area.minY), area.maxY - size.height)
        return CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
    }

    /// Each row's rectangle, separators included.
    private var rowFrames: [CGRect] {
        var y = panel.minY + Self.verticalPadding
        return items.map { item in
            let height = item.isSeparator ? Self.separatorHeight : Self.rowHeight
            defer { y += height }
            return CGRect(x: panel.minX, y: y, width: panel.width, height: height)
        }
    }

    /// The enabled row under a point.
    private func row(at point: CGPoint) -> Int? {
        guard panel.contains(point) else { return nil }
        return rowFrames.firstIndex { $0.contains(point) }.flatMap { items[$0].isEnabled ? $0 : nil }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let outline = UIBezierPath(roundedRect: panel.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 8)
        UIColor(white: 0.98, alpha: 1).setFill()
        outline.fill()
        UIColor.systemGray3.setStroke()
        outline.stroke()
        let checkWidth: CGFloat = items.contains { $0.isChecked } ? 20 : 0
        for (index, (item, frame)) in zip(items, rowFrames).enumerated() {
            if item.isSeparator {
                UIColor.separator.setFill()
                UIRectFill(CGRect(x: frame.minX + 8, y: frame.midY, width: frame.width - 16, height: 1))
                continue
            }
            let isHighlighted = index == highlighted
            if isHighlighted {
                tintColor.setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 5, dy: 1), cornerRadius: 5).fill()
            }
            var color: UIColor = item.isDestructive ? .systemRed : .label
            if !item.isEnabled { color = .tertiaryLabel } else if isHighlighted { color = .white }
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
            let textY = frame.midY - Self.font.lineHeight / 2
            if item.isChecked { "\u{2713}".draw(at: CGPoint(x: frame.minX + Self.textInset, y: textY), withAttributes: attributes) }
            item.title.draw(at: CGPoint(x: frame.minX + Self.textInset + checkWidth, y: textY), withAttributes: attributes)
        }
    }

    // MARK: Touches: rows are chosen on release; a touch outside the panel dismisses

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        touchBeganOnPanel = panel.contains(point)
        if touchBeganOnPanel { highlighted = row(at: point) } else { choose(nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchBeganOnPanel, let point = touches.first?.location(in: self) else { return }
        highlighted = row(at: point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchBeganOnPanel, let point = touches.first?.location(in: self) else { return }
        touchBeganOnPanel = false
        if let index = row(at: point) { choose(items[index]) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchBeganOnPanel = false
        highlighted = nil
    }

    // MARK: Keys: arrows move the highlight, Return chooses, Escape dismisses; the menu keeps every key

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
        let enabled = items.indices.filter { items[$0].isEnabled }
        switch code {
        case .keyboardDownArrow:
            highlighted = enabled.first { $0 > (highlighted ?? -1) } ?? highlighted ?? enabled.first
        case .keyboardUpArrow:
            highlighted = enabled.last { $0 < (highlighted ?? items.count) } ?? highlighted ?? enabled.last
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let highlighted { choose(items[highlighted]) }
        case .keyboardEscape:
            choose(nil)
        default:
            break
        }
    }
}
