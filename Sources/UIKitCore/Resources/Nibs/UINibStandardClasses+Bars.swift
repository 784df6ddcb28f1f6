import Foundation

/// The bars a storyboard's navigation and tab bar controllers describe: `<navigationBar key="navigationBar">`,
/// `<toolbar key="toolbar">` and `<tabBar key="tabBar">` are not new objects but the controller's own bars, whose
/// attributes, colours, text attributes and appearances (`<navigationBarAppearance key="standardAppearance">`)
/// apply to them, as iOS decodes them into the bars the controller made.
extension UINibStandardClasses {
    private static let barStyles: [String: UIBarStyle] = ["default": .default, "black": .black, "blackTranslucent": .black]
    private static let itemPositionings: [String: UITabBar.ItemPositioning] = [
        "automatic": .automatic, "fill": .fill, "centered": .centered,
    ]

    /// `<navigationController navigationBarHidden=... toolbarHidden=... hidesBarsOnSwipe=...>` and its bars.
    static func configureNavigationController(_ object: AnyObject, _ attributes: UINibAttributes) {
        configureViewController(object, attributes)
        guard let controller = object as? UINavigationController else { return }
        if let hidden = attributes.bool("navigationBarHidden") { controller.isNavigationBarHidden = hidden }
        if let hidden = attributes.bool("toolbarHidden") { controller.isToolbarHidden = hidden }
        if let value = attributes.bool("hidesBarsOnSwipe") { controller.hidesBarsOnSwipe = value }
        if let value = attributes.bool("hidesBarsOnTap") { controller.hidesBarsOnTap = value }
        if let value = attributes.bool("hidesBarsWhenKeyboardAppears") { controller.hidesBarsWhenKeyboardAppears = value }
        if let value = attributes.bool("hidesBarsWhenVerticallyCompact") { controller.hidesBarsWhenVerticallyCompact = value }
        if let bar = attributes.child("navigationBar", key: "navigationBar") {
            configureNavigationBar(controller.navigationBar, bar)
        }
        if let bar = attributes.child("toolbar", key: "toolbar") { configureToolbar(controller.toolbar, bar) }
    }

    /// `<tabBarController>` and its `<tabBar key="tabBar">`.
    static func configureTabBarController(_ object: AnyObject, _ attributes: UINibAttributes) {
        configureViewController(object, attributes)
        guard let controller = object as? UITabBarController,
              let bar = attributes.child("tabBar", key: "tabBar") else { return }
        configureTabBar(controller.tabBar, bar)
    }

    /// `<navigationBar barStyle=... translucent=... largeTitles=...>` with `<color key="tintColor|barTintColor">`,
    /// `<textAttributes key="titleTextAttributes|largeTitleTextAttributes">` and the four appearances.
    static func configureNavigationBar(_ bar: UINavigationBar, _ attributes: UINibAttributes) {
        configureBarView(bar, attributes)
        if let style = attributes.enumeration("barStyle", barStyles) { bar.barStyle = style }
        if let translucent = attributes.bool("translucent") { bar.isTranslucent = translucent }
        if let large = attributes.bool("largeTitles") { bar.prefersLargeTitles = large }
        if let color = attributes.color("barTintColor") { bar.barTintColor = color }
        if let text = textAttributes(attributes, "titleTextAttributes") { bar.titleTextAttributes = text }
        if let text = textAttributes(attributes, "largeTitleTextAttributes") { bar.largeTitleTextAttributes = text }
        let appearance = { (key: String) in navigationBarAppearance(attributes, key) }
        if let standard = appearance("standardAppearance") { bar.standardAppearance = standard }
        if let compact = appearance("compactAppearance") { bar.compactAppearance = compact }
        if let edge = appearance("scrollEdgeAppearance") { bar.scrollEdgeAppearance = edge }
        if let edge = appearance("compactScrollEdgeAppearance") { bar.compactScrollEdgeAppearance = edge }
    }

    /// `<toolbar barStyle=... translucent=...>` with its colours and appearances.
    static func configureToolbar(_ bar: UIToolbar, _ attributes: UINibAttributes) {
        configureBarView(bar, attributes)
        if let style = attributes.enumeration("barStyle", barStyles) { bar.barStyle = style }
        if let translucent = attributes.bool("translucent") { bar.isTranslucent = translucent }
        if let color = attributes.color("barTintColor") { bar.barTintColor = color }
        let appearance = { (key: String) in attributes.child("toolbarAppearance", key: key).map { configured(UIToolbarAppearance(), $0) } }
        if let standard = appearance("standardAppearance") { bar.standardAppearance = standard }
        if let compact = appearance("compactAppearance") { bar.compactAppearance = compact }
        if let edge = appearance("scrollEdgeAppearance") { bar.scrollEdgeAppearance = edge }
        if let edge = appearance("compactScrollEdgeAppearance") { bar.compactScrollEdgeAppearance = edge }
    }

    /// `<tabBar barStyle=... translucent=... itemPositioning=... itemWidth=... itemSpacing=...>` with
    /// `<color key="tintColor|barTintColor|unselectedItemTintColor|selectedImageTintColor">` and appearances.
    static func configureTabBar(_ bar: UITabBar, _ attributes: UINibAttributes) {
        configureBarView(bar, attributes)
        if let style = attributes.enumeration("barStyle", barStyles) { bar.barStyle = style }
        if let translucent = attributes.bool("translucent") { bar.isTranslucent = translucent }
        if let positioning = attributes.enumeration("itemPositioning", itemPositionings) { bar.itemPositioning = positioning }
        if let width = attributes.number("itemWidth"), width.isFinite, width >= 0 { bar.itemWidth = width }
        if let spacing = attributes.number("itemSpacing"), spacing.isFinite, spacing >= 0 { bar.itemSpacing = spacing }
        if let color = attributes.color("barTintColor") { bar.barTintColor = color }
        if let color = attributes.color("unselectedItemTintColor") { bar.unselectedItemTintColor = color }
        // The old name of the selected items' colour, which is the bar's tint.
        if attributes.color("tintColor") == nil, let color = attributes.color("selectedImageTintColor") { bar.tintColor = color }
        let appearance = { (key: String) in attributes.child("tabBarAppearance", key: key).map { configured(UITabBarAppearance(), $0) } }
        if let standard = appearance("standardAppearance") { bar.standardAppearance = standard }
        if let edge = appearance("scrollEdgeAppearance") { bar.scrollEdgeAppearance = edge }
    }

    /// What every bar takes as a view: `<color key="tintColor">`, `<color key="backgroundColor">`.
    private static func configureBarView(_ bar: UIView, _ attributes: UINibAttributes) {
        if let color = attributes.color("tintColor") { bar.tintColor = color }
        if let color = attributes.color("backgroundColor") { bar.backgroundColor = color }
    }

    /// `<navigationBarAppearance key=...>`: a bar appearance with the titles' text attributes.
    private static func navigationBarAppearance(_ attributes: UINibAttributes, _ key: String) -> UINavigationBarAppearance? {
        guard let element = attributes.child("navigationBarAppearance", key: key) else { return nil }
        let appearance = configured(UINavigationBarAppearance(), element)
        if let text = textAttributes(element, "titleTextAttributes") { appearance.titleTextAttributes = text }
        if let text = textAttributes(element, "largeTitleTextAttributes") { appearance.largeTitleTextAttributes = text }
        return appearance
    }

    /// `appearance` with what a bar appearance element gives every kind: `<color key="backgroundColor|shadowColor">`
    /// and a background image.
    private static func configured<Appearance: UIBarAppearance>(_ appearance: Appearance,
                                                               _ element: UINibAttributes) -> Appearance {
        if let color = element.color("backgroundColor") { appearance.backgroundColor = color }
        if let color = element.color("shadowColor") { appearance.shadowColor = color }
        if element.string("backgroundImage") != nil { appearance.backgroundImage = element.image("backgroundImage") }
        return appearance
    }

    /// `<textAttributes key=...>` with `<fontDescription key="fontDescription">`, `<color key="textColor">` and
    /// `<offsetWrapper key="textShadowOffset">` beside `<color key="textShadowColor">`.
    private static func textAttributes(_ attributes: UINibAttributes, _ key: String) -> [NSAttributedString.Key: Any]? {
        guard let element = attributes.child("textAttributes", key: key) else { return nil }
        var text: [NSAttributedString.Key: Any] = [:]
        if let font = element.font() { text[.font] = font }
        if let color = element.color("textColor") { text[.foregroundColor] = color }
        if let color = element.color("textShadowColor") {
            let shadow = NSShadow()
            shadow.shadowColor = color
            if let offset = element.child("offsetWrapper", key: "textShadowOffset") {
                shadow.shadowOffset = CGSize(width: offset.number("horizontal") ?? 0, height: offset.number("vertical") ?? 0)
            }
            text[.shadow] = shadow
        }
        return text
    }
}
