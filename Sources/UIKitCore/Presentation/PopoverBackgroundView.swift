/// A popover's frame: a rounded body with an arrow on one edge pointing at the source, filled with the popover's
/// background colour, with a shadow; the presented view sits in the body, clipped to its corners.
@MainActor final class PopoverBackgroundView: UIView {
    let contentClip = UIView()
    var placement: PopoverPlacement? {
        didSet {
            guard placement != oldValue else { return }
            // The content takes its size at once, not at the next layout pass.
            if let placement { contentClip.frame = placement.contentFrame }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    var fillColor: UIColor = .systemBackground { didSet { contentClip.backgroundColor = fillColor; setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentClip.clipsToBounds = true
        contentClip.layer.cornerRadius = PopoverPlacement.cornerRadius
        contentClip.backgroundColor = fillColor
        addSubview(contentClip)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) { nil }

    func install(_ content: UIView) {
        content.frame = contentClip.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if content.superview !== contentClip { contentClip.addSubview(content) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentClip.frame = placement?.contentFrame ?? bounds
        layer.shadowPath = outline().cgPath
    }

    /// The body and the arrow as one path.
    func outline() -> UIBezierPath {
        let body = placement?.contentFrame ?? bounds
        let path = UIBezierPath(roundedRect: body, cornerRadius: PopoverPlacement.cornerRadius)
        guard let placement, placement.arrowDirection != .unknown else { return path }
        let half = PopoverPlacement.arrowBase / 2, height = PopoverPlacement.arrowHeight
        let arrow = UIBezierPath()
        switch placement.arrowDirection {
        case .up:
            let x = body.midX + placement.arrowOffset
            arrow.move(to: CGPoint(x: x - half, y: body.minY + 1))
            arrow.addLine(to: CGPoint(x: x, y: body.minY - height))
            arrow.addLine(to: CGPoint(x: x + half, y: body.minY + 1))
        case .down:
            let x = body.midX + placement.arrowOffset
            arrow.move(to: CGPoint(x: x - half, y: body.maxY - 1))
            arrow.addLine(to: CGPoint(x: x, y: body.maxY + height))
            arrow.addLine(to: CGPoint(x: x + half, y: body.maxY - 1))
        case .left:
            let y = body.midY + placement.arrowOffset
            arrow.move(to: CGPoint(x: body.minX + 1, y: y - half))
            arrow.addLine(to: CGPoint(x: body.minX - height, y: y))
            arrow.addLine(to: CGPoint(x: body.minX + 1, y: y + half))
        default:
            let y = body.midY + placement.arrowOffset
            arrow.move(to: CGPoint(x: body.maxX - 1, y: y - half))
            arrow.addLine(to: CGPoint(x: body.maxX + height, y: y))
            arrow.addLine(to: CGPoint(x: body.maxX - 1, y: y + half))
        }
        arrow.close()
        path.append(arrow)
        return path
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        outline().fill()
    }

    /// Only the body and the arrow take clicks; the rest of the frame is outside the popover.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point) && outline().contains(point)
    }
}
