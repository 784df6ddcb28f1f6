import Foundation

/// How tab bar items of one layout look, per state. A tab bar lays its items out stacked (image above title, a
/// compact-width window), inline (image beside title, a regular-width window) or compact inline (inline in a
/// compact-height window); its appearance has one of these for each.
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }

    public private(set) var normal = UITabBarItemStateAppearance()
    public private(set) var selected = UITabBarItemStateAppearance()
    public private(set) var disabled = UITabBarItemStateAppearance()
    public private(set) var focused = UITabBarItemStateAppearance()

    public init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public override convenience init() { self.init(style: .stacked) }

    init(copying other: UITabBarItemAppearance) {
        normal = UITabBarItemStateAppearance(copying: other.normal)
        selected = UITabBarItemStateAppearance(copying: other.selected)
        disabled = UITabBarItemStateAppearance(copying: other.disabled)
        focused = UITabBarItemStateAppearance(copying: other.focused)
        super.init()
    }

    /// Resets every state to the system look (no attributes of its own: the bar's tint colours and fonts).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// The state appearance for an item: disabled wins, then selected, then focused.
    func state(selected isSelected: Bool, enabled: Bool, focused isFocused: Bool) -> UITabBarItemStateAppearance {
        if !enabled { return disabled }
        if isSelected { return selected }
        if isFocused { return focused }
        return normal
    }
}
