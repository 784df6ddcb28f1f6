import Foundation

/// One item of a tab bar: its image (a template in the item's colour unless the image is `.alwaysOriginal`), its
/// title, and its badge. Stacked (image above a small title) or inline (image beside the title).
@MainActor final class TabBarButton: UIView {
    let item: UITabBarItem
    var onSelect: ((UITabBarItem) -> Void)?
    var isInline = false { didSet { if isInline != oldValue { setNeedsLayout() } } }

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UIView()
    private let badgeLabel = UILabel()

    static let imageSide: CGFloat = 25
    static let inlineImageSide: CGFloat = 22

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        imageView.contentMode = .scaleAspectFit
        titleLabel.textAlignment = .center
        badge.layer.masksToBounds = true
        badgeLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.font = .systemFont(ofSize: 13)
        badge.addSubview(badgeLabel)
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }

    func update(selected: Bool, color: UIColor) {
        let image = selected ? item.selectedImage : item.image
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = item.isEnabled ? color : color.withAlphaComponent(0.4)
        if let badgeText = item.badgeValue {
            badge.isHidden = false
            badge.backgroundColor = item.badgeColor ?? .systemRed
            badgeLabel.text = badgeText
            let attributes = item.badgeTextAttributes(for: .normal)
            if let font = attributes?[.font] as? UIFont { badgeLabel.font = font }
            if let textColor = attributes?[.foregroundColor] as? UIColor { badgeLabel.textColor = textColor }
        } else {
            badge.isHidden = true
        }
        setNeedsLayout()
    }

    /// The width of image, gap and title side by side.
    var inlineContentWidth: CGFloat {
        titleLabel.font = .systemFont(ofSize: 13, weight: .medium)
        let title = titleLabel.text?.isEmpty == false ? titleLabel.sizeThatFits(CGSize(width: 400, height: 40)).width : 0
        let image: CGFloat = item.image == nil ? 0 : TabBarButton.inlineImageSide
        return image + (image > 0 && title > 0 ? 6 : 0) + title
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let offset = item.titlePositionAdjustment
        let hasImage = item.image != nil
        if isInline {
            titleLabel.font = .systemFont(ofSize: 13, weight: .medium)
            let side = TabBarButton.inlineImageSide
            let content = inlineContentWidth
            var x = ((bounds.width - content) / 2).rounded()
            imageView.isHidden = !hasImage
            if hasImage {
                imageView.frame = CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
                x += side + 6
            }
            let titleWidth = max(0, content - (x - ((bounds.width - content) / 2).rounded()))
            titleLabel.frame = CGRect(x: x + offset.horizontal, y: ((bounds.height - 18) / 2).rounded() + offset.vertical,
                                      width: titleWidth + 2, height: 18)
        } else {
            titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
            let side = TabBarButton.imageSide
            imageView.isHidden = !hasImage
            imageView.frame = CGRect(x: ((bounds.width - side) / 2).rounded(), y: 6, width: side, height: side)
            let titleY: CGFloat = hasImage ? 33 : 16
            titleLabel.frame = CGRect(x: 2 + offset.horizontal, y: titleY + offset.vertical, width: bounds.width - 4, height: 13)
        }
        if !badge.isHidden {
            let textWidth = badgeLabel.sizeThatFits(CGSize(width: 200, height: 18)).width
            let width = max(18, textWidth + 10)
            let anchor = hasImage ? imageView.frame : titleLabel.frame
            badge.frame = CGRect(x: (anchor.maxX - 6).rounded(), y: max(2, anchor.minY - 4), width: width, height: 18)
            badge.layer.cornerRadius = 9
            badgeLabel.frame = badge.bounds
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onSelect?(item)
    }
}
