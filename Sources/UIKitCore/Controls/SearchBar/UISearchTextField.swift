import Foundation

/// The search bar's field: a rounded, filled text field with a magnifying glass before the text.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    static let glassWidth: CGFloat = 28

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        super.textRect(forBounds: bounds).inset(by: UIEdgeInsets(top: 0, left: Self.glassWidth, bottom: 0, right: 0))
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        // The magnifying glass: a ring and its handle, in the secondary label colour.
        let center = CGPoint(x: 14, y: bounds.midY - 1.5)
        let glass = UIBezierPath(ovalIn: CGRect(x: center.x - 5.5, y: center.y - 5.5, width: 11, height: 11))
        glass.move(to: CGPoint(x: center.x + 4, y: center.y + 4))
        glass.addLine(to: CGPoint(x: center.x + 8.5, y: center.y + 8.5))
        glass.lineWidth = 1.8
        UIColor.secondaryLabel.setStroke()
        glass.stroke()
    }
}
