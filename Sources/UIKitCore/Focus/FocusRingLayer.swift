import Foundation

/// The visible focus ring: a stroked outline in the focused view's tint colour, a sublayer of the view's layer so it
/// moves, hides and goes away with the view.
@MainActor final class FocusRingLayer: CAShapeLayer {
    static let lineWidth: CGFloat = 3
    /// How far outside the view's bounds the default ring sits.
    static let outset: CGFloat = 3

    /// Shapes and colours the ring for `view` (its focus effect's outline, else a rounded rectangle around it).
    func update(for view: UIView) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame = view.bounds
        lineWidth = Self.lineWidth
        fillColor = nil
        strokeColor = view.tintColor.resolvedColor(with: view.traitCollection).withAlphaComponent(0.7).cgColor
        zPosition = 1000
        if let halo = view.focusEffect as? UIFocusHaloEffect, !halo.path.isEmpty {
            let outline = halo.path.copy() as? UIBezierPath ?? halo.path
            if let reference = halo.referenceView, reference !== view {
                let origin = reference.convert(CGPoint.zero, to: view)
                outline.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
            }
            path = outline.cgPath
        } else {
            let ring = view.bounds.insetBy(dx: -Self.outset, dy: -Self.outset)
            let radius = min((view as? FocusRingShaped)?.focusRingCornerRadius ?? (view.layer.cornerRadius > 0 ? view.layer.cornerRadius : 6),
                             view.bounds.height / 2, view.bounds.width / 2) + Self.outset
            path = UIBezierPath(roundedRect: ring, cornerRadius: radius).cgPath
        }
        CATransaction.commit()
    }
}

/// A view whose default focus ring follows its own rounded shape.
@MainActor protocol FocusRingShaped {
    var focusRingCornerRadius: CGFloat { get }
}
