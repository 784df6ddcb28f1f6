/// Content that takes its colour from the blur behind it, for a `UIVisualEffectView` placed in a blur effect
/// view's `contentView`.
///
/// The content view's subtree is composited as a group over the blurred backdrop: with the screen operator
/// over a dark blur (content lightens it with the backdrop's own hues), with the multiply operator over a light
/// one (content darkens it), faded by the style's strength; the effect adds no blur of its own.
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(checkedBlurEffect: blurEffect, style: style)
    }

    init(checkedBlurEffect blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }

    /// The compositing filter (a `CALayer.compositingFilter` name) the content view's layer takes in `traits`.
    func compositingFilter(in traits: UITraitCollection) -> String {
        let veil = blurEffect.backdrop(in: traits)?.tintColor.cgColor.rgba
        let luminance = veil.map { 0.2126 * $0.red + 0.7152 * $0.green + 0.0722 * $0.blue } ?? 1
        return luminance < 0.5 ? "screenBlendMode" : "multiplyBlendMode"
    }
}
