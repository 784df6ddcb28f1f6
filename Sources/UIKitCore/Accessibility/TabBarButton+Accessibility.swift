/// A tab bar's item: a tab saying its title (and badge), selected when it is the bar's selected item; activating it
/// selects it as a click does.
extension TabBarButton: StandardAccessibility {
    var standardAccessibilityLabel: String? { item.title }
    var standardAccessibilityValue: String? { item.badgeValue }
    var standardAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if tabBar?.selectedItem === item { traits.insert(.selected) }
        if !item.isEnabled { traits.insert(.notEnabled) }
        return traits
    }
    var standardAccessibilityRole: AccessibilityRole? { .pageTab }
    func standardAccessibilityActivate() -> Bool {
        guard item.isEnabled, let onSelect else { return false }
        onSelect(item)
        return true
    }

    private var tabBar: UITabBar? {
        var view = superview
        while let current = view, !(current is UITabBar) { view = current.superview }
        return view as? UITabBar
    }
}
