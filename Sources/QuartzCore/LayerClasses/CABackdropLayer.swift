/// A layer whose content is the blurred, tinted picture of what lies behind it within its bounds: the mechanism
/// under `UIVisualEffectView`, as Core Animation's private backdrop layer is under Apple's.
///
/// Not part of Apple's public SDK, so not public here either: UIKit makes these. The blur (a Gaussian of
/// `blurRadius` points' deviation) reads what the renderer has drawn behind the layer so far in the same
/// destination: the window, or the group of the nearest ancestor that is composited as a whole (opacity below 1,
/// a mask, a shadow, a rounded clip of its sublayers), as Core Animation's backdrops see only their group.
package final class CABackdropLayer: CALayer {
    /// The blur's standard deviation, in points; 0 shows what is behind as it is.
    package var blurRadius: CGFloat = 0 {
        didSet {
            if !blurRadius.isFinite || blurRadius < 0 {
                CALog.error("CABackdropLayer: blurRadius \(blurRadius) is not a finite, non-negative number; "
                    + "keeping \(oldValue)")
                blurRadius = oldValue
            } else {
                changed("blurRadius", from: oldValue)
            }
        }
    }
    /// Scales the blurred colours' saturation (UIKit's materials boost it, about 1.8); 1 leaves them as they are.
    package var saturationAmount: CGFloat = 1 {
        didSet {
            if !saturationAmount.isFinite || saturationAmount < 0 {
                CALog.error("CABackdropLayer: saturationAmount \(saturationAmount) is not a finite, non-negative "
                    + "number; keeping \(oldValue)")
                saturationAmount = oldValue
            } else {
                changed("saturationAmount", from: oldValue)
            }
        }
    }
    /// Composited over the blur (a material's white or black veil); `nil` for none.
    package var backdropTintColor: CGColor? { didSet { changed("backdropTintColor", from: oldValue) } }

    package required init() { super.init() }
    package required init?(coder: NSCoder) { super.init(coder: coder) }

    package required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CABackdropLayer else { return }
        blurRadius = other.blurRadius; backdropTintColor = other.backdropTintColor
        saturationAmount = other.saturationAmount
    }

    override var ownBackdrop: RenderLayer.Backdrop? {
        RenderLayer.Backdrop(blurRadius: blurRadius, tintColor: backdropTintColor, saturation: saturationAmount)
    }

    override func value(forLayerKey key: String) -> Any?? {
        switch key {
        case "blurRadius": .some(blurRadius)
        case "backdropTintColor": .some(backdropTintColor)
        case "saturationAmount": .some(saturationAmount)
        default: super.value(forLayerKey: key)
        }
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        switch key {
        case "blurRadius": blurRadius = KeyValueCoercion.float(value) ?? blurRadius
        case "backdropTintColor": backdropTintColor = KeyValueCoercion.color(value)
        case "saturationAmount": saturationAmount = KeyValueCoercion.float(value) ?? saturationAmount
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }
}
