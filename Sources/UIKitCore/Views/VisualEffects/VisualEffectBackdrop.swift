/// The blur and veil a visual effect puts behind its view's content: the values its backdrop layer draws.
struct VisualEffectBackdrop: Equatable {
    /// The blur's standard deviation, in points.
    var blurRadius: CGFloat
    /// Composited over the blur.
    var tintColor: UIColor

    /// No effect: no blur, the same veil fully transparent (what `effect = nil` animates to, so the veil fades
    /// rather than jumping).
    func cleared() -> VisualEffectBackdrop {
        VisualEffectBackdrop(blurRadius: 0, tintColor: tintColor.withAlphaComponent(0))
    }
}
