import Foundation

/// The small drawn controls of a table row: the accessory glyphs (chevron, checkmark, info button), the editing
/// controls (red minus, green plus) and the reorder grip. Drawn with paths rather than icon-theme images so
/// they look the same on every desktop and need no theme installed.
@MainActor final class TableCellGlyphView: UIView {
    enum Glyph: Equatable { case chevron, checkmark, info, infoAndChevron, deleteControl, insertControl, grip }

    let glyph: Glyph

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
        case .deleteControl, .insertControl: CGSize(width: 24, height: 24)
        case .grip: CGSize(width: 24, height: 20)
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
            tintColor.setStroke()
            path.stroke()
        case .info:
            strokeInfo(in: b)
        case .infoAndChevron:
            strokeInfo(in: CGRect(x: b.minX, y: b.minY, width: 24, height: 24))
            strokeChevron(in: CGRect(x: b.maxX - 12, y: b.midY - 10, width: 12, height: 20))
        case .deleteControl, .insertControl:
            let circle = UIBezierPath(ovalIn: b.insetBy(dx: 2, dy: 2))
            (glyph == .deleteControl ? UIColor.systemRed : UIColor.systemGreen).setFill()
            circle.fill()
            let bar = UIBezierPath()
            bar.move(to: CGPoint(x: b.midX - 6, y: b.midY))
            bar.addLine(to: CGPoint(x: b.midX + 6, y: b.midY))
            if glyph == .insertControl {
                bar.move(to: CGPoint(x: b.midX, y: b.midY - 6))
                bar.addLine(to: CGPoint(x: b.midX, y: b.midY + 6))
            }
            bar.lineWidth = 2
            UIColor.white.setStroke()
            bar.stroke()
        case .grip:
            let lines = UIBezierPath()
            for dy in [-5.0, 0, 5] as [CGFloat] {
                lines.move(to: CGPoint(x: b.minX + 3, y: b.midY + dy))
                lines.addLine(to: CGPoint(x: b.maxX - 3, y: b.midY + dy))
            }
            lines.lineWidth = 1.5
            UIColor.tertiaryLabel.setStroke()
            lines.stroke()
        }
    }

    private func strokeChevron(in b: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: b.minX + 3, y: b.midY - 6))
        path.addLine(to: CGPoint(x: b.maxX - 3, y: b.midY))
        path.addLine(to: CGPoint(x: b.minX + 3, y: b.midY + 6))
        path.lineWidth = 2
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }

    private func strokeInfo(in b: CGRect) {
        tintColor.setStroke()
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
