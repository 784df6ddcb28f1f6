import UIKit

/// Frozen animation frames: a layer whose clock is stopped (`speed` 0) shows its animations at `timeOffset`,
/// whatever the media clock says, so the pictures are the same on every run.
extension GoldenScenes {
    @MainActor static var animation: [GoldenScene] {
        typealias P = SceneParts
        let morphs = [(0.0, "0"), (0.5, "50"), (1.0, "100")].map { fraction, label in
            GoldenScene("shape-layer-path-morph-\(label)",
                        "A blue square morphing into a red diamond, frozen at \(label)% of a linear 1 s animation.") {
                let root = P.root()
                let shape = CAShapeLayer()
                shape.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
                shape.path = SceneShapes.diamond
                shape.fillColor = P.red
                freeze(shape, at: fraction) {
                    let morph = CABasicAnimation(keyPath: "path")
                    morph.fromValue = SceneShapes.square
                    morph.toValue = SceneShapes.diamond
                    let colour = CABasicAnimation(keyPath: "fillColor")
                    colour.fromValue = P.blue
                    colour.toValue = P.red
                    return [morph, colour]
                }
                root.addSublayer(shape)
                return root
            }
        }
        return morphs + [
            GoldenScene("keyframe-group-frozen", "A green square on a keyframe path, turned and faded by a group, frozen at 0.75 s of 1 s.") {
                let root = P.root()
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
                layer.position = CGPoint(x: 20, y: 20)
                layer.backgroundColor = P.green
                freeze(layer, at: 0.75) {
                    let move = CAKeyframeAnimation(keyPath: "position")
                    move.values = [CGPoint(x: 20, y: 20), CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 100)]
                    move.keyTimes = [0, 0.5, 1]
                    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                    turn.toValue = Double.pi / 2
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.toValue = 0.5
                    let group = CAAnimationGroup()
                    group.animations = [move, turn, fade]
                    return [group]
                }
                root.addSublayer(layer)
                return root
            },
        ] + transitions
    }

    /// UIKit's flip and curl transitions frozen part-way: a red card with a yellow corner turning into a blue one.
    @MainActor private static var transitions: [GoldenScene] {
        typealias P = SceneParts
        let cases: [(String, String, CATransition.TransitionType, CATransition.TransitionSubtype, Double)] = [
            ("transition-flip-from-left-30", "The red card turned 54° about its vertical axis, its left edge toward the viewer, with perspective (flip from left at 30%).", .flip, .fromLeft, 0.3),
            ("transition-flip-from-top-70", "The new blue card turning on, its bottom edge toward the viewer, 36° from flat (flip from top at 70%).", .flip, .fromTop, 0.7),
            ("transition-curl-up-30", "The red card folded up from its bottom edge over 30% of its height, its pale back over it and the blue card showing below (curl up at 30%).", .pageCurl, .fromBottom, 0.3),
        ]
        return cases.map { name, summary, type, subtype, fraction in
            GoldenScene(name, summary) {
                let root = P.root()
                let card = P.box(CGRect(x: 20, y: 30, width: 80, height: 60), P.red)
                card.addSublayer(P.box(CGRect(x: 0, y: 0, width: 20, height: 20), P.yellow))
                card.speed = 0
                card.timeOffset = 0
                let transition = CATransition()
                transition.type = type
                transition.subtype = subtype
                transition.duration = 1
                transition.timingFunction = CAMediaTimingFunction(name: .linear)
                card.add(transition, forKey: kCATransition)
                card.backgroundColor = P.blue
                card.sublayers?.first?.backgroundColor = P.green
                card.timeOffset = fraction
                root.addSublayer(card)
                return root
            }
        }
    }

    /// Adds `animations` (linear, 1 s) to `layer` and stops the layer's clock at `fraction` of a second.
    @MainActor private static func freeze(_ layer: CALayer, at fraction: Double, _ animations: () -> [CAAnimation]) {
        layer.speed = 0
        layer.timeOffset = 0
        for (index, animation) in animations().enumerated() {
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(animation, forKey: "frozen-\(index)")
        }
        layer.timeOffset = fraction
    }
}

/// The two paths of the morph: the same four corners, so they interpolate point by point.
private enum SceneShapes {
    static var square: CGPath {
        polygon([CGPoint(x: 25, y: 25), CGPoint(x: 95, y: 25), CGPoint(x: 95, y: 95), CGPoint(x: 25, y: 95)])
    }
    static var diamond: CGPath {
        polygon([CGPoint(x: 60, y: 10), CGPoint(x: 110, y: 60), CGPoint(x: 60, y: 110), CGPoint(x: 10, y: 60)])
    }
    static func polygon(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }
}
