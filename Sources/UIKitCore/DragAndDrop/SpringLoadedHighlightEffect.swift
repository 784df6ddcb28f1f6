import QuartzCore

/// The effect a spring-loaded interaction has when it is given none, as UIKit's: the target view is highlighted
/// while the drag may open it (`.possible`), flashes brighter just before it opens (`.activating`), and is given its
/// own look back when it opens or the drag goes (`.activated`, `.inactive`). The highlight is a plate layer over the
/// target's content, so the view's own properties are never touched.
@MainActor final class SpringLoadedHighlightEffect: NSObject, UISpringLoadedInteractionEffect {
    static let possibleOpacity: Float = 0.18
    static let activatingOpacity: Float = 0.4
    private var plate: CALayer?

    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext) {
        switch context.state {
        case .possible, .activating:
            guard let target = context.targetView else { return remove() }
            let plate = plate(on: target)
            plate.opacity = context.state == .possible ? Self.possibleOpacity : Self.activatingOpacity
        case .activated, .inactive:
            remove()
        }
    }

    private func plate(on target: UIView) -> CALayer {
        if let plate, plate.superlayer === target.layer {
            plate.frame = target.layer.bounds
            return plate
        }
        remove()
        let plate = CALayer()
        plate.backgroundColor = UIColor.tintColor.cgColor
        plate.cornerRadius = target.layer.cornerRadius > 0 ? target.layer.cornerRadius : 6
        plate.frame = target.layer.bounds
        target.layer.addSublayer(plate)
        self.plate = plate
        return plate
    }

    private func remove() {
        plate?.removeFromSuperlayer()
        plate = nil
    }
}
