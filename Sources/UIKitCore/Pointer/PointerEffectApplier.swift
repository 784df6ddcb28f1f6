import QuartzCore

/// Shows a pointer style's effect on its preview's view while the pointer is over the region, as iPadOS does with
/// its pointer: a highlight is a soft rounded plate over the view, a lift scales the view up a little with a
/// shadow under it, a hover tints (over or under the content), scales and shadows as its options ask. `automatic`
/// highlights. Everything the effect changed is put back when the pointer leaves, over the same short animation.
@MainActor final class PointerEffectApplier {
    /// How much a lift or a scaled hover grows the view, and the plate's and tint's opacity.
    static let liftScale: CGFloat = 1.06
    static let hoverScale: CGFloat = 1.04
    static let plateAlpha: CGFloat = 0.12
    static let duration: TimeInterval = 0.15

    private let view: UIView
    private let savedTransform: CGAffineTransform
    private let savedShadow: (opacity: Float, radius: CGFloat, offset: CGSize, color: CGColor?)
    private var plate: CALayer?

    /// Applies `effect` now; `remove()` takes it away.
    init(_ effect: UIPointerEffect) {
        let preview: UITargetedPreview
        var scale: CGFloat = 1, shadow = false, tint: UIPointerEffect.TintMode = .none
        switch effect {
        case .automatic(let target), .highlight(let target):
            preview = target
            tint = .overlay
        case .lift(let target):
            preview = target
            (scale, shadow) = (Self.liftScale, true)
        case .hover(let target, let tintMode, let prefersShadow, let prefersScaledContent):
            preview = target
            (scale, shadow, tint) = (prefersScaledContent ? Self.hoverScale : 1, prefersShadow, tintMode)
        }
        view = preview.view
        savedTransform = view.transform
        let layer = view.layer
        savedShadow = (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset, layer.shadowColor)
        if tint != .none { addPlate(tint, outline: preview.parameters.visiblePath) }
        guard scale != 1 || shadow else { return }
        UIView.animate(withDuration: Self.duration) { [view] in
            if scale != 1 { view.transform = self.savedTransform.scaledBy(x: scale, y: scale) }
            if shadow {
                layer.shadowColor = UIColor.black.cgColor
                layer.shadowOpacity = 0.25
                layer.shadowRadius = 8
                layer.shadowOffset = CGSize(width: 0, height: 4)
            }
        }
    }

    /// The plate: the label colour, faint, rounded as the preview's outline (or the pointer's default corners),
    /// above the view's content for `.overlay`, below it for `.underlay`.
    private func addPlate(_ tint: UIPointerEffect.TintMode, outline: UIBezierPath?) {
        let plate = CALayer()
        plate.frame = view.bounds
        plate.backgroundColor = UIColor.label.resolvedColor(with: view.traitCollection)
            .withAlphaComponent(Self.plateAlpha).cgColor
        if let outline {
            let mask = CAShapeLayer()
            mask.path = outline.cgPath
            plate.mask = mask
        } else {
            plate.cornerRadius = min(UIPointerShape.defaultCornerRadius, min(view.bounds.width, view.bounds.height) / 2)
        }
        if tint == .underlay { view.layer.insertSublayer(plate, at: 0) } else { view.layer.addSublayer(plate) }
        self.plate = plate
    }

    func remove() {
        plate?.removeFromSuperlayer()
        plate = nil
        let (transform, shadow, layer) = (savedTransform, savedShadow, view.layer)
        guard view.transform != transform || layer.shadowOpacity != shadow.opacity else { return }
        UIView.animate(withDuration: Self.duration) { [view] in
            view.transform = transform
            layer.shadowOpacity = shadow.opacity
            layer.shadowRadius = shadow.radius
            layer.shadowOffset = shadow.offset
            layer.shadowColor = shadow.color
        }
    }
}
