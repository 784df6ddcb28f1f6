import Foundation

/// Spinning wheels of rows, one per component, the selected row of each in the band across the middle (CTL-3).
/// A wheel turns with a drag, the mouse wheel or the touchpad and settles on the nearest row, telling the delegate
/// `didSelectRow` when the user changed it; `selectRow(_:inComponent:animated:)` sets it from code and tells
/// nobody. Rows and components out of range are refused with a log line where UIKit raises. When focused (Tab),
/// Up and Down turn the focused wheel and Left and Right move between wheels.
@preconcurrency @MainActor open class UIPickerView: UIView {
    static let defaultRowHeight: CGFloat = 32
    static let componentSpacing: CGFloat = 5
    static let defaultHeight: CGFloat = 216

    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Kept for old code; the selection band always shows.
    open var showsSelectionIndicator = true

    /// Per component: its row count and the wheel's position in rows (a whole number once settled).
    var rowCounts: [Int] = []
    var positions: [CGFloat] = []
    /// The wheel keys turn while the picker is focused.
    var focusedComponent = 0
    /// The views rows asked their delegate for, by component and row, while visible.
    var rowViews: [Int: [Int: UIView]] = [:]
    /// The stand-in a delegate without `viewForRow` returns (rows then show titles).
    let noRowViewMarker = UIView()
    private var dragStart: (component: Int, position: CGFloat)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
        clipsToBounds = true
        let pan = UIPanGestureRecognizer(target: self, action: UIPickerView.handlePan)
        pan.allowedScrollTypesMask = .all
        addGestureRecognizer(pan)
    }

    // MARK: Components and rows

    open var numberOfComponents: Int { rowCounts.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard rowCounts.indices.contains(component) else { return .zero }
        return CGSize(width: width(forComponent: component), height: rowHeight(forComponent: component))
    }

    /// The view the delegate gave for a visible row, if it gives views.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { rowViews[component]?[row] }

    /// Asks the data source again for every component, keeping selections that still exist.
    open func reloadAllComponents() {
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        rowCounts = (0..<count).map { max(dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0, 0) }
        positions = (0..<count).map { index in
            let old = positions.indices.contains(index) ? positions[index] : 0
            return ControlValue.clamp(old.rounded(), 0, CGFloat(max(rowCounts[index] - 1, 0)))
        }
        focusedComponent = min(focusedComponent, max(count - 1, 0))
        rowViews.values.forEach { $0.values.forEach { $0.removeFromSuperview() } }
        rowViews = [:]
        setNeedsLayout()
        setNeedsDisplay()
    }

    open func reloadComponent(_ component: Int) {
        guard checkedComponent(component, "reloadComponent(_:)") else { return }
        rowCounts[component] = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        positions[component] = ControlValue.clamp(positions[component].rounded(), 0, CGFloat(max(rowCounts[component] - 1, 0)))
        rowViews[component]?.values.forEach { $0.removeFromSuperview() }
        rowViews[component] = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The selected row, or -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard checkedComponent(component, "selectedRow(inComponent:)") else { return -1 }
        return rowCounts[component] == 0 ? -1 : Int(positions[component].rounded())
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard checkedComponent(component, "selectRow(_:inComponent:animated:)") else { return }
        guard (0..<rowCounts[component]).contains(row) else {
            return UIKitLog.error("UIPickerView.selectRow(_:inComponent:animated:): row \(row) is out of bounds for "
                                  + "\(rowCounts[component]) rows in component \(component)")
        }
        positions[component] = CGFloat(row)
        setNeedsLayout()
        ControlValue.redraw(self, animated: animated)
    }

    func checkedComponent(_ component: Int, _ method: String) -> Bool {
        guard rowCounts.indices.contains(component) else {
            UIKitLog.error("UIPickerView.\(method): component \(component) is out of bounds for \(rowCounts.count) components")
            return false
        }
        return true
    }

    // MARK: Geometry

    func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isFinite && height > 0 ? height : Self.defaultRowHeight
    }

    func width(forComponent component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? defaultWidth(forComponent: component)
        return width.isFinite && width >= 0 ? width : defaultWidth(forComponent: component)
    }

    /// Components share the width equally when the delegate does not say.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(rowCounts.count, 1))
        return max((bounds.width - 16 - Self.componentSpacing * (count - 1)) / count, 0)
    }

    /// Each component's column, the columns centred as a group.
    func componentFrames() -> [CGRect] {
        let widths = rowCounts.indices.map { width(forComponent: $0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = bounds.midX - total / 2
        return widths.map { width in
            defer { x += width + Self.componentSpacing }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    func component(at point: CGPoint) -> Int? {
        let frames = componentFrames()
        return frames.firstIndex { $0.minX - Self.componentSpacing / 2 <= point.x && point.x < $0.maxX + Self.componentSpacing / 2 }
    }

    /// Row `row`'s frame in its column for the wheel's current position.
    func rowFrame(_ row: Int, inComponent component: Int, column: CGRect) -> CGRect {
        let height = rowHeight(forComponent: component)
        let y = bounds.midY - height / 2 + (CGFloat(row) - positions[component]) * height
        return CGRect(x: column.minX, y: y, width: column.width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: Self.defaultHeight)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight) }

    // MARK: Turning the wheels

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let component = component(at: pan.location(in: self)), rowCounts[component] > 0 else { return }
            dragStart = (component, positions[component])
            focusedComponent = component
        case .changed:
            guard let start = dragStart else { return }
            var rows = pan.translation(in: self).y / rowHeight(forComponent: start.component)
            // A wheel notch turns exactly one row, whatever distance the system gives a notch.
            if pan.scrollInput == .discrete, rows != 0 { rows = rows > 0 ? 1 : -1 }
            positions[start.component] = ControlValue.clamp(start.position - rows, -0.45, CGFloat(rowCounts[start.component] - 1) + 0.45)
            setNeedsLayout()
            setNeedsDisplay()
        case .ended, .cancelled, .failed:
            guard let start = dragStart else { return }
            dragStart = nil
            settle(start.component, from: Int(start.position.rounded()))
        default:
            break
        }
    }

    /// Settles a wheel on its nearest row and tells the delegate if that is a new row.
    func settle(_ component: Int, from previous: Int) {
        let row = Int(ControlValue.clamp(positions[component].rounded(), 0, CGFloat(max(rowCounts[component] - 1, 0))))
        positions[component] = CGFloat(row)
        setNeedsLayout()
        setNeedsDisplay()
        if row != previous { delegate?.pickerView(self, didSelectRow: row, inComponent: component) }
    }

    /// A user's turn of a wheel by whole rows (keys).
    func turnByUser(_ component: Int, by rows: Int) {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        let previous = Int(positions[component].rounded())
        positions[component] = ControlValue.clamp(CGFloat(previous + rows), 0, CGFloat(rowCounts[component] - 1))
        settle(component, from: previous)
    }

    open override var canBecomeFocused: Bool { !rowCounts.isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRowViews()
    }

    open override func draw(_ rect: CGRect) { drawContents() }
    open override func tintColorDidChange() { setNeedsDisplay() }
}

extension UIPickerView: FocusKeyHandling {
    func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        guard !rowCounts.isEmpty else { return false }
        switch key.keyCode {
        case .keyboardUpArrow: turnByUser(focusedComponent, by: -1)
        case .keyboardDownArrow: turnByUser(focusedComponent, by: 1)
        case .keyboardLeftArrow: focusedComponent = max(focusedComponent - 1, 0); setNeedsDisplay()
        case .keyboardRightArrow: focusedComponent = min(focusedComponent + 1, rowCounts.count - 1); setNeedsDisplay()
        default: return false
        }
        return true
    }
}
