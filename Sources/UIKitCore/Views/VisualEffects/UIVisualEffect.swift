/// What a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or the vibrancy of content over one
/// (`UIVibrancyEffect`). Effects are immutable; copying one returns it.
@preconcurrency @MainActor open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The backdrop this effect puts behind the view's content in `traits` (light or dark), or `nil` for none.
    func backdrop(in traits: UITraitCollection) -> VisualEffectBackdrop? { nil }
}
