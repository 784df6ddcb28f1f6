/// One button of an alert: its title coloured by style (tint, red for destructive, grey when disabled), bold for
/// cancel and the preferred action, highlighted while pressed, with a focus ring when the keyboard focus is on it.
@MainActor final class AlertActionButton: UIView {
    let action: UIAlertAction
    private let label = UILabel()
    private let ring = CALayer()
    var onChoose: ((UIAlertAction) -> Void)?
    var isBold = false { didSet { refresh() } }
    var isKeyboardSelected = false { didSet { ring.isHidden = !isKeyboardSelected } }
    private var isPressed = false { didSet { refresh() } }

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        label.textAlignment = .center
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        ring.borderWidth = 3
        ring.cornerRadius = 8
        ring.isHidden = true
        layer.addSublayer(ring)
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    static let titleFontSize: CGFloat = 17

    func refresh() {
        label.text = action.title
        label.font = isBold || action.style == .cancel
            ? UIFont.systemFont(ofSize: Self.titleFontSize, weight: .semibold) : UIFont.systemFont(ofSize: Self.titleFontSize)
        label.textColor = !action.isEnabled ? .systemGray : action.style == .destructive ? .systemRed : .systemBlue
        backgroundColor = isPressed && action.isEnabled ? UIColor(white: 0.5, alpha: 0.2) : .clear
        ring.borderColor = UIColor.systemBlue.withAlphaComponent(0.6).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 2)
        ring.frame = bounds.insetBy(dx: 3, dy: 3)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { isPressed = true }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isPressed = bounds.contains(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isPressed
        isPressed = false
        if inside && action.isEnabled { onChoose?(action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isPressed = false }
}
