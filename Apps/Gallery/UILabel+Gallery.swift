import UIKit

/// A line or paragraph of text drawn with UIKit string drawing.
final class Caption: UIView {
    var text: String { didSet { setNeedsDisplay() } }
    var font: UIFont { didSet { setNeedsDisplay() } }
    var color: UIColor { didSet { setNeedsDisplay() } }
    var alignment: NSTextAlignment = .left { didSet { setNeedsDisplay() } }

    init(_ text: String, frame: CGRect, size: CGFloat = 15, bold: Bool = false, color: UIColor = GalleryStyle.ink) {
        self.text = text
        self.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        self.color = color
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        text.draw(in: bounds, withAttributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
    }
}
