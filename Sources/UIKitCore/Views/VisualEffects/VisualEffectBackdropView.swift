/// The view under a `UIVisualEffectView`'s content whose layer blurs what lies behind it.
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { CABackdropLayer.self }

    var backdropLayer: CABackdropLayer { layer as! CABackdropLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Shows `backdrop`; inside an animation block the blur and the veil animate to it.
    func show(_ backdrop: VisualEffectBackdrop, traits: UITraitCollection) {
        if backdropLayer.blurRadius != backdrop.blurRadius { backdropLayer.blurRadius = backdrop.blurRadius }
        if backdropLayer.saturationAmount != backdrop.saturation { backdropLayer.saturationAmount = backdrop.saturation }
        let tint = backdrop.tintColor.resolvedColor(with: traits).cgColor
        if backdropLayer.backdropTintColor != tint { backdropLayer.backdropTintColor = tint }
    }
}
