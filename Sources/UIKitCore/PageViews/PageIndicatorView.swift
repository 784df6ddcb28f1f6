/// The scroll style's page indicator: a dot per page, the current one opaque, on a translucent capsule.
@MainActor final class PageIndicatorView: UIView {
    var numberOfPages = 0 { didSet { if numberOfPages != oldValue { setNeedsDisplay() } } }
    var currentPage = 0 { didSet { if currentPage != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    static let dotSize: CGFloat = 8
    static let dotSpacing: CGFloat = 9

    override func draw(_ rect: CGRect) {
        guard numberOfPages > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let count = CGFloat(numberOfPages)
        let width = count * Self.dotSize + (count - 1) * Self.dotSpacing
        let capsule = CGRect(x: (bounds.width - width) / 2 - 8, y: (bounds.height - 20) / 2, width: width + 16, height: 20)
        context.setFillColor(UIColor(white: 0, alpha: 0.25).cgColor)
        context.addPath(UIBezierPath(roundedRect: capsule, cornerRadius: 10).cgPath)
        context.fillPath()
        for index in 0..<numberOfPages {
            let x = capsule.minX + 8 + CGFloat(index) * (Self.dotSize + Self.dotSpacing)
            let dot = CGRect(x: x, y: (bounds.height - Self.dotSize) / 2, width: Self.dotSize, height: Self.dotSize)
            context.setFillColor(UIColor(white: 1, alpha: index == currentPage ? 1 : 0.5).cgColor)
            context.fillEllipse(in: dot)
        }
    }
}
