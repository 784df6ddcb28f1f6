import Foundation

/// A tab bar's look: its background and shadow (UIBarAppearance), its items' look for each layout, how stacked
/// items are positioned, and the indicator behind the selected item.
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of the selection indicator: tints a template `selectionIndicatorImage`, or fills the default
    /// indicator (a rounded rectangle behind the selected item) when there is no image; nil or clear shows none.
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    /// Whether stacked items fill the bar or are centred (`.automatic`: centred in a regular-width window).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between centred stacked items (0: the system's); a negative value is set as 0.
    open var stackedItemSpacing: CGFloat = 0 { didSet { if !(stackedItemSpacing >= 0) { stackedItemSpacing = 0 } } }
    /// The width of centred stacked items (0: the system's); a negative value is set as 0.
    open var stackedItemWidth: CGFloat = 0 { didSet { if !(stackedItemWidth >= 0) { stackedItemWidth = 0 } } }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = UITabBarItemAppearance(copying: other.stackedLayoutAppearance)
        inlineLayoutAppearance = UITabBarItemAppearance(copying: other.inlineLayoutAppearance)
        compactInlineLayoutAppearance = UITabBarItemAppearance(copying: other.compactInlineLayoutAppearance)
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }

    /// The item appearance for a layout.
    func itemAppearance(for style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }
}
