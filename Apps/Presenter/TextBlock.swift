import UIKit

/// Text drawn with UIKit string drawing, wrapped to the view's width.
final class TextBlock: UIView {
    var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    var font: UIFont { didSet { setNeedsDisplay() } }
    var color: UIColor { didSet { setNeedsDisplay() } }

    init(frame: CGRect, font: UIFont, color: UIColor = PresenterStyle.text) {
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
