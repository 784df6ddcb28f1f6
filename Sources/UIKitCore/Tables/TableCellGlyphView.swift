import Foundation

/// The small drawn controls of a table row or list cell: the accessory glyphs (chevron, checkmark, info button),
/// the editing controls (red minus, green plus), the reorder grip, and a list cell's outline chevron and multiselect
/// circle. Drawn with paths rather than icon-theme images so they look the same on every desktop and need no theme
/// installed.
@MainActor final class TableCellGlyphView: UIView {
    enum Glyph: Equatable {
        case chevron, checkmark, info, infoAndChevron, deleteControl, insertControl, grip
        /// A list outline's chevron: pointing to the trailing edge; the owner turns it down while expanded.
        case outlineChevron
        /// A multiselect circle: empty, or filled with a checkmark while `isOn`.
        case selectionCircle
    }

    let glyph: Glyph
    /// The colour of the lines (a cell accessory's `tintColor`); nil: the glyph's own.
    var strokeColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the filled shape (an accessory's `backgroundColor`); nil: the glyph's own.
    var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    /// A selection circle's checked state.
    var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: glyph)))
        isOpaque = false
        backgroundColor = .clear
        // Only the buttons take touches; the chevron and checkmark let a tap select the row.
        isUserInteractionEnabled = [.info, .infoAndChevron, .deleteControl, .insertControl, .grip].contains(glyph)
    }

    required init?(coder: NSCoder) { nil }

    static func size(of glyph: Glyph) -> CGSize {
        switch glyph {
        case .chevron: CGSize(width: 12, height: 20)
        case .checkmark: CGSize(width: 16, height: 20)
        case .info: CGSize(width: 24, height: 24)
        case .infoAndChevron: CGSize(width: 44, height: 24)
        case .deleteControl, .insertControl, .selectionCircle: CGSize(width: 24, height: 24)
        case .grip: CGSize(width: 24, height: 20)
        case .outlineChevron: CGSize(width: 16, height: 16)
        }
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let b = bounds
        switch glyph {
        case .chevron:
            strokeChevron(in: b)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: b.minX + 2, y: b.midY))
            path.addLine(to: CGPoint(x: b.minX + 6, y: b.midY + 5))
            path.addLine(to: CGPoint(x: b.maxX - 2, y: b.midY - 6))
            path.lineWidth = 2.2
            (strokeColor ?? tintColor).setStroke()
            path.stroke()
        case .info:
            strokeInfo(in: b)
        case .infoAndChevron:
            strokeInfo(in: CGRect(x: b.minX, y: b.minY, width: 24, height: 24))
            strokeChevron(in: CGRect(x: b.maxX - 12, y: b.midY - 10, width: 12, height: 20))
        case .deleteControl, .insertControl:
            let circle = UIBezierPath(ovalIn: b.insetBy(dx: 2, dy: 2))
            (fillColor ?? (glyph == .deleteControl ? UIColor.systemRed : UIColor.systemGreen)).setFill()
            circle.fill()
            let bar = UIBezierPath()
            bar.move(to: CGPoint(x: b.midX - 6, y: b.midY))
            bar.addLine(to: CGPoint(x: b.midX + 6, y: b.midY))
            if glyph == .insertControl {
                bar.move(to: CGPoint(x: b.midX, y: b.midY - 6))
                bar.addLine(to: CGPoint(x: b.midX, y: b.midY + 6))
            }
            bar.lineWidth = 2
            (strokeColor ?? UIColor.white).setStroke()
            bar.stroke()
        case .grip:
            let lines = UIBezierPath()
            for dy in [-5.0, 0, 5] as [CGFloat] {
                lines.move(to: CGPoint(x: b.minX + 3, y: b.midY + dy))
                lines.addLine(to: CGPoint(x: b.maxX - 3, y: b.midY + dy))
            }
            lines.lineWidth = 1.5
            (strokeColor ?? UIColor.tertiaryLabel).setStroke()
            lines.stroke()
        case .outlineChevron:
            strokeChevron(in: b.insetBy(dx: 2, dy: 0), color: strokeColor ?? tintColor)
        case .selectionCircle:
            drawSelectionCircle(in: b)
        }
    }

    private func drawSelectionCircle(in b: CGRect) {
        let circle = UIBezierPath(ovalIn: b.insetBy(dx: 2, dy: 2))
        guard isOn else {
            if let fillColor {
                fillColor.setFill()
                circle.fill()
            }
            circle.lineWidth = 1.5
            UIColor.tertiaryLabel.setStroke()
            circle.stroke()
            return
        }
        (strokeColor ?? tintColor).setFill()
        circle.fill()
        let check = UIBezierPath()
        check.move(to: CGPoint(x: b.midX - 5, y: b.midY))
        check.addLine(to: CGPoint(x: b.midX - 1.5, y: b.midY + 4))
        check.addLine(to: CGPoint(x: b.midX + 5.5, y: b.midY - 4))
        check.lineWidth = 2
        UIColor.white.setStroke()
        check.stroke()
    }

    private func strokeChevron(in b: CGRect, color: UIColor? = nil) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: b.minX + 3, y: b.midY - 6))
        path.addLine(to: CGPoint(x: b.maxX - 3, y: b.midY))
        path.addLine(to: CGPoint(x: b.minX + 3, y: b.midY + 6))
        path.lineWidth = 2
        (color ?? strokeColor ?? UIColor.tertiaryLabel).setStroke()
        path.stroke()
    }

    private func strokeInfo(in b: CGRect) {
        (strokeColor ?? tintColor).setStroke()
        let circle = UIBezierPath(ovalIn: b.insetBy(dx: 2, dy: 2))
        circle.lineWidth = 1.5
        circle.stroke()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: b.midX, y: b.midY - 1))
        stem.addLine(to: CGPoint(x: b.midX, y: b.midY + 6))
        stem.move(to: CGPoint(x: b.midX, y: b.midY - 5))
        stem.addLine(to: CGPoint(x: b.midX, y: b.midY - 3.5))
        stem.lineWidth = 2
        stem.stroke()
    }
}
