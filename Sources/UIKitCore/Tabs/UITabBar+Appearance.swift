import Foundation

/// The look the bar's appearance gives it: the background (colour, image, hairline), each item's icon, title and
/// badge in its state (normal, selected, disabled) for the layout in force, and the selection indicator.
extension UITabBar {
    /// The width of a centred stacked item when the appearance gives none.
    static let stackedCenteredItemWidth: CGFloat = 76

    /// The appearance in force: the scroll-edge one while the content is at its bottom edge (a missing one is the
    /// standard one with a transparent background, as since iOS 15), else the standard one.
    var effectiveAppearance: UITabBarAppearance {
        guard isAtScrollEdge else { return standardAppearance }
        if let scrollEdgeAppearance { return scrollEdgeAppearance }
        let edge = UITabBarAppearance(barAppearance: standardAppearance)
        edge.configureWithTransparentBackground()
        return edge
    }

    /// The items' layout: inline when centred (a regular width), compact inline in a compact-height window,
    /// stacked otherwise.
    var itemLayoutStyle: UITabBarItemAppearance.Style {
        guard isCentered else { return .stacked }
        return traitCollection.verticalSizeClass == .compact ? .compactInline : .inline
    }

    /// Whether stacked items are centred rather than sharing the width (`.automatic` fills: a stacked layout is a
    /// compact width's).
    func stackedItemsAreCentered(_ appearance: UITabBarAppearance) -> Bool {
        appearance.stackedItemPositioning == .centered
    }

    /// Applies the appearance with the older properties over it (bar tint, translucency, background and shadow
    /// images), then restyles the items.
    func appearanceDidChange() {
        let appearance = effectiveAppearance
        var background = appearance.resolvedBackgroundColor
        if barStyle == .black, appearance.backgroundColor == nil, background != .clear {
            background = UIColor(white: 0.1, alpha: 0.94)
        }
        if let barTintColor, background != .clear { background = barTintColor }
        if !isTranslucent, background != .clear { background = background.withAlphaComponent(1) }
        backgroundColor = background
        backgroundImageView.image = backgroundImage ?? appearance.backgroundImage
        backgroundImageView.contentMode = appearance.backgroundImageContentMode
        backgroundImageView.isHidden = backgroundImageView.image == nil
        let shadowColor = appearance.shadowColor
        hairline.backgroundColor = shadowColor ?? .clear
        hairline.isHidden = (shadowColor == nil || shadowColor == .clear) && shadowImage == nil && appearance.shadowImage == nil
        updateButtons()
    }

    /// Each item in the look of its state: selected in the bar's tint colour, the others in
    /// `unselectedItemTintColor` (grey), disabled ones fainter, unless the layout's state appearance says otherwise.
    func updateButtons() {
        let itemAppearance = effectiveAppearance.itemAppearance(for: itemLayoutStyle)
        let selectedColor = tintColor ?? .systemBlue
        let unselectedColor = unselectedItemTintColor ?? .systemGray
        for button in buttons {
            let selected = button.item === selectedItem
            let state = itemAppearance.state(selected: selected, enabled: button.item.isEnabled, focused: button.isFocused)
            var color = selected ? selectedColor : unselectedColor
            if !button.item.isEnabled { color = (itemAppearance.normal.iconColor ?? unselectedColor).withAlphaComponent(0.4) }
            button.update(selected: selected, state: state, color: color)
        }
        setNeedsLayout()
    }

    /// The indicator behind the selected item: the appearance's image (or the bar's), a template one tinted with
    /// `selectionIndicatorTintColor`; without an image, a rounded rectangle in that colour; nil or clear shows none
    /// (an image that is not a template shows as it is).
    func layoutSelectionIndicator() {
        let appearance = effectiveAppearance
        let image = appearance.selectionIndicatorImage ?? selectionIndicatorImage
        let tint = appearance.selectionIndicatorTintColor
        let tinted = tint != nil && tint != .clear
        guard let selected = selectedItem, let button = buttons.first(where: { $0.item === selected }),
              image.map({ $0.renderingMode == .alwaysOriginal || tinted }) ?? tinted else {
            selectionIndicatorView.isHidden = true
            return
        }
        selectionIndicatorView.isHidden = false
        selectionIndicatorView.image = image
        selectionIndicatorView.tintColor = tint
        selectionIndicatorView.backgroundColor = image == nil ? tint : nil
        // Added before any button, the indicator lies behind them.
        selectionIndicatorView.frame = image == nil ? button.frame.insetBy(dx: 4, dy: 3) : button.frame
    }
}
