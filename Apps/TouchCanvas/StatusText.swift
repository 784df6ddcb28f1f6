import UIKit

/// A line of text drawn with UIKit string drawing.
final class StatusText: UIView {
    var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    let font: UIFont
    let color: UIColor

    init(frame: CGRect, font: UIFont, color: UIColor) {
        self.font = font
        self.color = color
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        text.draw(in: bounds, withAttributes: [.font: font, .foregroundColor: color])
    }
}
