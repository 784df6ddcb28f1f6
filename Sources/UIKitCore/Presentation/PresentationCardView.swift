/// The card a sheet shows its controller's view in: rounded corners (the bottom ones square when the sheet is
/// attached to the window's bottom edge), a soft shadow, and an optional grabber at the top.
@MainActor final class PresentationCardView: UIView {
    private let clip = UIView()
    private let grabber = UIView()
    var onGrabberClick: (() -> Void)?

    var cornerRadius: CGFloat = PresentationLayout.sheetCornerRadius { didSet { applyCorners() } }
    var roundsBottomCorners = true { didSet { applyCorners() } }
    var showsGrabber = false { didSet { grabber.isHidden = !showsGrabber } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
        clip.clipsToBounds = true
        clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.backgroundColor = .systemBackground
        addSubview(clip)
        grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        grabber.layer.cornerRadius = 2.5
        grabber.isHidden = true
        addSubview(grabber)
        applyCorners()
    }

    required init?(coder: NSCoder) { nil }

    /// Puts `content` in the card, filling it.
    func install(_ content: UIView) {
        content.frame = clip.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if content.superview !== clip { clip.addSubview(content) }
    }

    private func applyCorners() {
        let corners: CACornerMask = roundsBottomCorners
            ? .all : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        for layer in [layer, clip.layer] {
            layer.cornerRadius = cornerRadius
            layer.maskedCorners = corners
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = bounds
        grabber.frame = CGRect(x: (bounds.midX - 18).rounded(), y: 5, width: 36, height: 5)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if showsGrabber, grabber.frame.insetBy(dx: -12, dy: -5).contains(point), self.point(inside: point, with: event) {
            return grabber
        }
        return super.hitTest(point, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.contains(where: { $0.view === grabber }) { onGrabberClick?() } else { super.touchesEnded(touches, with: event) }
    }
}
