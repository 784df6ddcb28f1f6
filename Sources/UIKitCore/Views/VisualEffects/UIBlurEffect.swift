/// A blur of what lies behind the effect view, veiled in the style's colour.
///
/// The radii and veils approximate the look of Apple's materials (Apple does not publish them); the
/// `system...Material` styles and `regular` and `prominent` follow the view's light or dark style, the others
/// are fixed. On Linux the backdrop is not saturated as Apple's is: X Render has no colour-matrix operator.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    /// Not public on iOS either: an effect is made from a style and only shown.
    let style: UIBlurEffect.Style

    public convenience init(style: UIBlurEffect.Style) {
        self.init(checkedStyle: style)
    }

    init(checkedStyle style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.rawValue }

    override func backdrop(in traits: UITraitCollection) -> VisualEffectBackdrop? {
        style.backdrop(dark: traits.userInterfaceStyle == .dark)
    }
}
