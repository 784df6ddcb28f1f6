/// The blur and veil a visual effect puts behind its view's content: the values its backdrop layer draws.
struct VisualEffectBackdrop: Equatable {
    /// The blur's standard deviation, in points.
    var blurRadius: CGFloat
    /// Composited over the blur.
    var tintColor: UIColor
    /// How much the blur boosts the saturation of what lies behind: UIKit's blur styles and materials all do,
    /// about 1.8 times, so colours behind glow through the veil instead of washing out.
    var saturation: CGFloat = Self.materialSaturation

    static let materialSaturation: CGFloat = 1.8

    /// No effect: no blur, the same veil fully transparent (what `effect = nil` animates to, so the veil fades
    /// rather than jumping).
    func cleared() -> VisualEffectBackdrop {
        VisualEffectBackdrop(blurRadius: 0, tintColor: tintColor.withAlphaComponent(0), saturation: 1)
    }
}
