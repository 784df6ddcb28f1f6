/// The alert controller's view: the card with its title, message, text fields and buttons, laid out for the
/// card's width (`fittingSize(width:)` gives the height it needs).
@MainActor final class AlertView: UIView {
    static let fieldHeight: CGFloat = 28
    static let buttonHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    private static let inset: CGFloat = 16
    private static let top: CGFloat = 20

    private weak var controller: UIAlertController?
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: controller.cardWidth, height: 100))
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = .label
            addSubview(label)
        }
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        messageLabel.font = UIFont.systemFont(ofSize: 13)
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    /// Makes the fields and buttons anew from the controller's content.
    func rebuild() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for field in controller.textFields ?? [] where field.superview !== self { addSubview(field) }
        for view in buttons + separators { view.removeFromSuperview() }
        buttons = controller.displayedActions.map { action in
            let button = AlertActionButton(action: action)
            button.onChoose = { [weak controller] in controller?.perform($0) }
            return button
        }
        separators = (0..<buttons.count).map { _ in
            let line = UIView()
            line.backgroundColor = .separator
            return line
        }
        for view in separators + buttons { addSubview(view) }
        refreshButtons()
        setNeedsLayout()
    }

    /// Enabled states, bold and focus changed.
    func refreshButtons() {
        guard let controller else { return }
        let focused = controller.focusedItem
        for button in buttons {
            button.isBold = button.action === controller.preferredAction
            button.isKeyboardSelected = focused === button
            button.refresh()
        }
    }

    /// Two buttons of an alert sit side by side when both titles fit in half the card.
    static func buttonsSideBySide(_ actions: [UIAlertAction], style: UIAlertController.Style, width: CGFloat) -> Bool {
        guard actions.count == 2, style == .alert else { return false }
        let half = width / 2 - 16
        let font = UIFont.systemFont(ofSize: AlertActionButton.titleFontSize, weight: .semibold)
        return actions.allSatisfy { ($0.title ?? "").size(withAttributes: [.font: font]).width <= half }
    }

    private func buttonsSideBySide() -> Bool {
        guard let controller else { return false }
        return Self.buttonsSideBySide(buttons.map(\.action), style: controller.preferredStyle, width: controller.cardWidth)
    }

    private var hasText: Bool { !(titleLabel.text ?? "").isEmpty || !(messageLabel.text ?? "").isEmpty }

    /// Lays the content out at `width`, returning the card's height (and placing the views when `apply`).
    @discardableResult
    private func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        let textWidth = width - 2 * Self.inset
        var y: CGFloat = hasText || !(controller?.textFields ?? []).isEmpty ? Self.top : 0
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            if apply { label.frame = CGRect(x: Self.inset, y: y, width: textWidth, height: height) }
            y += height + 4
        }
        for field in controller?.textFields ?? [] {
            y += 8
            if apply { field.frame = CGRect(x: Self.inset, y: y, width: textWidth, height: Self.fieldHeight) }
            y += Self.fieldHeight
        }
        if y > 0 { y += hasText && (controller?.textFields ?? []).isEmpty ? 16 : 20 }
        let line = 1 / max(traitCollection.displayScale, 1)
        if buttonsSideBySide() {
            let half = (width / 2).rounded()
            if apply {
                separators[0].frame = CGRect(x: 0, y: y, width: width, height: line)
                separators[1].frame = CGRect(x: half, y: y, width: line, height: Self.buttonHeight)
                buttons[0].frame = CGRect(x: 0, y: y, width: half, height: Self.buttonHeight)
                buttons[1].frame = CGRect(x: half, y: y, width: width - half, height: Self.buttonHeight)
            }
            return y + Self.buttonHeight
        }
        for (index, button) in buttons.enumerated() {
            if apply {
                separators[index].isHidden = index == 0 && y == 0
                separators[index].frame = CGRect(x: 0, y: y, width: width, height: line)
                button.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
            }
            y += Self.buttonHeight
        }
        return y
    }

    func fittingSize(width: CGFloat) -> CGSize {
        CGSize(width: width, height: arrange(width: width, apply: false))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrange(width: bounds.width, apply: true)
    }
}
