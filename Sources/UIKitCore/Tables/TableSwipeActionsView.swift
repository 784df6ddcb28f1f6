import Foundation

/// The buttons a swipe reveals behind a row, laid out from the edge the row moved away from; each runs its
/// action when tapped or clicked.
@MainActor final class TableSwipeActionsView: UIView {
    let buttons: [TableSwipeActionButton]
    let isLeading: Bool

    init(actions: [UIContextualAction], isLeading: Bool, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.isLeading = isLeading
        buttons = actions.map { TableSwipeActionButton(action: $0, perform: perform) }
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// How wide the buttons are side by side at rest.
    var restingWidth: CGFloat { buttons.reduce(0) { $0 + $1.preferredWidth } }

    /// The first action (nearest the edge) grows to fill a swipe past the resting width, as UIKit's full swipe.
    override func layoutSubviews() {
        super.layoutSubviews()
        let extra = max(bounds.width - restingWidth, 0)
        var x: CGFloat = isLeading ? bounds.width : 0
        // Actions are listed from the edge inwards: trailing ones from the right edge leftwards (TV-32).
        let ordered = isLeading ? buttons : buttons.reversed()
        for (index, button) in ordered.enumerated() {
            let first = isLeading ? index == 0 : index == ordered.count - 1
            let width = button.preferredWidth + (first ? extra : 0)
            if isLeading {
                x -= width
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            } else {
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width
            }
        }
    }
}

/// One swipe action's button: its colour, its title (and image), centred.
@MainActor final class TableSwipeActionButton: UIView {
    let action: UIContextualAction
    private let label = UILabel()
    private let perform: @MainActor (UIContextualAction, UIView) -> Void

    init(action: UIContextualAction, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.action = action
        self.perform = perform
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        label.text = action.title
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        if let image = action.image {
            let imageView = UIImageView(image: image)
            imageView.tintColor = .white
            imageView.isUserInteractionEnabled = false
            addSubview(imageView)
        }
    }

    required init?(coder: NSCoder) { nil }

    var preferredWidth: CGFloat {
        let text = label.sizeThatFits(CGSize(width: 300, height: 44)).width
        return max(text + 30, 74)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageView = subviews.first { $0 is UIImageView }
        let imageHeight = imageView.map { _ in CGFloat(24) } ?? 0
        let labelHeight = action.title == nil ? 0 : label.sizeThatFits(bounds.size).height
        let top = (bounds.height - imageHeight - labelHeight) / 2
        imageView?.frame = CGRect(x: (bounds.width - 24) / 2, y: top, width: 24, height: imageHeight)
        label.frame = CGRect(x: 0, y: top + imageHeight, width: bounds.width, height: labelHeight)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        perform(action, self)
    }
}
