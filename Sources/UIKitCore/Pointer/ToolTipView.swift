/// A shown tooltip: a small dark rounded box with one or a few lines of text, over everything in the window and
/// taking no touches.
@MainActor final class ToolTipView: UIView {
    static let font = UIFont.systemFont(ofSize: 13)
    static let padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    let label = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.15, alpha: 0.95)
        layer.cornerRadius = 5
        label.text = text
        label.font = Self.font
        label.textColor = .white
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 320
        addSubview(label)
        let size = label.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        label.frame = CGRect(x: Self.padding.left, y: Self.padding.top, width: ceil(size.width), height: ceil(size.height))
        bounds.size = CGSize(width: label.frame.maxX + Self.padding.right, height: label.frame.maxY + Self.padding.bottom)
    }

    required init?(coder: NSCoder) { nil }
}
