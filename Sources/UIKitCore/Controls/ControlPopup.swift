import Foundation

/// A popup a control opens in its window (a compact date picker's wheels, a colour well's palette): a card under
/// the control (above it when there is no room below), over a clear layer that closes the popup when clicked.
@MainActor class ControlPopup: UIView {
    let card = UIView()
    private(set) weak var owner: UIControl?
    /// Told when the popup closes.
    var onClose: (() -> Void)?

    /// Shows a `size` card for `owner` in its window.
    init(owner: UIControl, cardSize size: CGSize, in window: UIWindow) {
        self.owner = owner
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let below = owner.convert(CGPoint(x: 0, y: owner.bounds.maxY + 6), to: window)
        let above = owner.convert(CGPoint(x: 0, y: owner.bounds.minY - 6 - size.height), to: window)
        let y = below.y + size.height <= window.bounds.height - 8 ? below.y : max(above.y, 8)
        let x = ControlValue.clamp(below.x, 8, max(window.bounds.width - size.width - 8, 8))
        card.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        addSubview(card)
        window.addSubview(self)
    }

    required init?(coder: NSCoder) { nil }

    func close() {
        guard superview != nil else { return }
        removeFromSuperview()
        onClose?()
        if let owner, let window = owner.window { window.focusSystem.requestFocusUpdate(to: owner) }
    }

    /// A click outside the card closes the popup.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, !card.frame.contains(touch.location(in: self)) { close() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
