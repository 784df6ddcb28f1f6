import Foundation

/// One item of a tab bar: its image (a template in the item's colour unless the image is `.alwaysOriginal`), its
/// title, and its badge. Stacked (image above a small title) or inline (image beside the title).
@MainActor final class TabBarButton: UIView {
    let item: UITabBarItem
    var onSelect: ((UITabBarItem) -> Void)?
    var isInline = false { didSet { if isInline != oldValue { setNeedsLayout() } } }

    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UIView()
    let badgeLabel = UILabel()
    /// The state appearance in force (UITabBar+Appearance.swift picks it), for the title's and badge's offsets.
    private var stateAppearance = UITabBarItemStateAppearance()

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

    /// Shows the item in `state`'s look: the icon in its colour (else `color`), the title in its attributes' colour
    /// (else the icon's) and font, the badge in the item's colour, else the state's, else system red.
    func update(selected: Bool, state: UITabBarItemStateAppearance, color: UIColor) {
        stateAppearance = state
        let image = selected ? item.selectedImage : item.image
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        let iconColor = state.iconColor ?? color
        imageView.tintColor = iconColor
        titleLabel.text = item.title
        titleLabel.textColor = (state.titleTextAttributes[.foregroundColor] as? UIColor) ?? iconColor
        titleFont = state.titleTextAttributes[.font] as? UIFont
        if let badgeText = item.badgeValue {
            badge.isHidden = false
            badge.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
            badgeLabel.text = badgeText
            var attributes = state.badgeTextAttributes
            for (key, value) in item.badgeTextAttributes(for: .normal) ?? [:] { attributes[key] = value }
            badgeLabel.font = (attributes[.font] as? UIFont) ?? .systemFont(ofSize: 13)
            badgeLabel.textColor = (attributes[.foregroundColor] as? UIColor) ?? .white
        } else {
            badge.isHidden = true
        }
        setNeedsLayout()
    }

    /// The title's font from the state appearance (nil: the layout's system font).
    private var titleFont: UIFont?

    /// The width of image, gap and title side by side.
    var inlineContentWidth: CGFloat {
        titleLabel.font = titleFont ?? .systemFont(ofSize: 13, weight: .medium)
        let title = titleLabel.text?.isEmpty == false ? titleLabel.sizeThatFits(CGSize(width: 400, height: 40)).width : 0
        let image: CGFloat = item.image == nil ? 0 : TabBarButton.inlineImageSide
        return image + (image > 0 && title > 0 ? 6 : 0) + title
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let offset = UIOffset(horizontal: item.titlePositionAdjustment.horizontal + stateAppearance.titlePositionAdjustment.horizontal,
                              vertical: item.titlePositionAdjustment.vertical + stateAppearance.titlePositionAdjustment.vertical)
        let hasImage = item.image != nil
        if isInline {
            titleLabel.font = titleFont ?? .systemFont(ofSize: 13, weight: .medium)
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
            titleLabel.font = titleFont ?? .systemFont(ofSize: 10, weight: .medium)
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
            let shift = stateAppearance.badgePositionAdjustment
            badge.frame = CGRect(x: (anchor.maxX - 6).rounded() + shift.horizontal, y: max(2, anchor.minY - 4) + shift.vertical,
                                 width: width, height: 18)
            badge.layer.cornerRadius = 9
            let textShift = stateAppearance.badgeTitlePositionAdjustment
            badgeLabel.frame = badge.bounds.offsetBy(dx: textShift.horizontal, dy: textShift.vertical)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onSelect?(item)
    }
}
