import Foundation

/// A round well showing `selectedColor` inside a ring of hues; a click (or Space when focused) opens a palette in
/// a popup, and picking a swatch sets `selectedColor` and sends Value Changed. With `supportsAlpha` the palette
/// has an opacity slider too; without it a chosen colour is made opaque. `title` names the palette.
@preconcurrency @MainActor open class UIColorWell: UIControl {
    static let size = CGSize(width: 32, height: 32)

    open var title: String?
    open var supportsAlpha = true {
        didSet { if !supportsAlpha, let color = selectedColor { selectedColor = color.withAlphaComponent(1) } }
    }
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }

    var palette: ColorWellPalette?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
    open override var intrinsicContentSize: CGSize { Self.size }

    /// The user picked `color` in the palette.
    func selectByUser(_ color: UIColor) {
        let chosen = supportsAlpha ? color : color.withAlphaComponent(1)
        guard chosen != selectedColor else { return }
        selectedColor = chosen
        sendActions(for: .valueChanged)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { openPalette() }
    }

    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        guard !isRepeat, KeyboardOperation(key) == .activate || KeyboardOperation(key) == .confirm else { return false }
        openPalette()
        return true
    }

    func openPalette() {
        guard palette == nil, let window else { return }
        let palette = ColorWellPalette(well: self, in: window)
        palette.onClose = { [weak self] in self?.palette = nil }
        self.palette = palette
    }

    open override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let center = CGPoint(x: circle.midX, y: circle.midY)
        let segments = 36
        for index in 0..<segments {
            let start = CGFloat(index) / CGFloat(segments) * 2 * .pi - .pi / 2
            let end = CGFloat(index + 1) / CGFloat(segments) * 2 * .pi - .pi / 2 + 0.02
            let wedge = UIBezierPath()
            wedge.move(to: center)
            wedge.addArc(withCenter: center, radius: side / 2, startAngle: start, endAngle: end, clockwise: true)
            wedge.close()
            UIColor(hue: CGFloat(index) / CGFloat(segments), saturation: 0.9, brightness: 0.95, alpha: 1).setFill()
            wedge.fill(with: .normal, alpha: isEnabled ? 1 : 0.4)
        }
        let inner = circle.insetBy(dx: side * 0.14, dy: side * 0.14)
        UIColor.systemBackground.setFill()
        UIBezierPath(ovalIn: inner).fill()
        if let selectedColor {
            selectedColor.setFill()
            UIBezierPath(ovalIn: inner.insetBy(dx: 2, dy: 2)).fill()
        }
        if isHighlighted {
            UIColor.black.withAlphaComponent(0.15).setFill()
            UIBezierPath(ovalIn: circle).fill()
        }
    }

    override func stateDidChange() { setNeedsDisplay() }
}

/// The colour well's palette: a grid of swatches (hues across, lighter to darker down, and a row of greys), and an
/// opacity slider when the well supports alpha.
@MainActor final class ColorWellPalette: ControlPopup {
    static let columns = 12, rows = 6, swatch: CGFloat = 20
    private(set) weak var well: UIColorWell?
    let opacity = UISlider()

    init(well: UIColorWell, in window: UIWindow) {
        self.well = well
        let gridWidth = CGFloat(Self.columns) * Self.swatch
        let height = 36 + CGFloat(Self.rows) * Self.swatch + (well.supportsAlpha ? 44 : 12)
        super.init(owner: well, cardSize: CGSize(width: gridWidth + 24, height: height), in: window)
        let title = UILabel(frame: CGRect(x: 12, y: 8, width: gridWidth, height: 20))
        title.text = well.title ?? "Colours"
        title.font = .boldSystemFont(ofSize: 14)
        card.addSubview(title)
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let color = Self.color(row: row, column: column)
                let button = UIButton(type: .custom)
                button.frame = CGRect(x: 12 + CGFloat(column) * Self.swatch, y: 34 + CGFloat(row) * Self.swatch,
                                      width: Self.swatch, height: Self.swatch)
                button.backgroundColor = color
                button.addAction(UIAction { [weak self] _ in self?.choose(color) }, for: .primaryActionTriggered)
                card.addSubview(button)
            }
        }
        if well.supportsAlpha {
            opacity.frame = CGRect(x: 12, y: 40 + CGFloat(Self.rows) * Self.swatch, width: gridWidth, height: 31)
            var alpha: CGFloat = 1
            _ = well.selectedColor?.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            opacity.value = Float(alpha)
            opacity.addAction(UIAction { [weak self] _ in
                guard let self, let color = self.well?.selectedColor else { return }
                self.well?.selectByUser(color.withAlphaComponent(CGFloat(self.opacity.value)))
            }, for: .valueChanged)
            card.addSubview(opacity)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Row 0 is greys from white to black; the other rows run from light to dark tints of each hue.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 { return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1) }
        let hue = CGFloat(column) / CGFloat(columns)
        let step = CGFloat(row - 1) / CGFloat(rows - 2)
        return UIColor(hue: hue, saturation: 0.35 + 0.65 * min(step * 2, 1), brightness: 1 - 0.6 * max(step * 2 - 1, 0), alpha: 1)
    }

    func choose(_ color: UIColor) {
        let alpha = well?.supportsAlpha == true ? CGFloat(opacity.value) : 1
        well?.selectByUser(color.withAlphaComponent(alpha))
        close()
    }
}
