import UIKit

/// Layer animations that run once when the page appears and again on Replay; nothing moves in between, so the
/// app idles.
final class AnimationsPage: GalleryPageContent {
    private let basic = CALayer()
    private let spring = CALayer()
    private let keyframe = CALayer()
    private let keyframePath: CGPath
    private let transition = CALayer()
    private var transitionColour = 0
    private let flip = CALayer()
    private let group = CALayer()

    override init(frame: CGRect) {
        let accents = GalleryStyle.accents
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 30, y: 130))
        path.addCurve(to: CGPoint(x: 200, y: 130), control1: CGPoint(x: 60, y: -20), control2: CGPoint(x: 170, y: -20))
        keyframePath = path
        super.init(frame: frame)

        let basicStage = addTile("Basic: position", column: 0, row: 0)
        Self.configure(basic, colour: accents[3], size: 44, at: CGPoint(x: 40, y: 85), in: basicStage)

        let springStage = addTile("Spring: scale", column: 1, row: 0)
        Self.configure(spring, colour: accents[0], size: 70, at: CGPoint(x: 115, y: 85), in: springStage)

        let keyframeStage = addTile("Keyframes along a path", column: 2, row: 0)
        let track = CAShapeLayer()
        track.path = keyframePath
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
        track.lineWidth = 2
        track.lineDashPattern = [6, 5]
        keyframeStage.layer.addSublayer(track)
        Self.configure(keyframe, colour: accents[1], size: 30, at: CGPoint(x: 200, y: 130), in: keyframeStage)

        let transitionStage = addTile("Transition: push", column: 0, row: 1)
        Self.configure(transition, colour: accents[2], size: 100, at: CGPoint(x: 115, y: 85), in: transitionStage)

        let flipStage = addTile("3D rotation", column: 1, row: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        flipStage.layer.sublayerTransform = perspective
        Self.configure(flip, colour: accents[4], size: 100, at: CGPoint(x: 115, y: 85), in: flipStage)

        let groupStage = addTile("Group: fade, spin, move", column: 2, row: 1)
        Self.configure(group, colour: accents[3], size: 60, at: CGPoint(x: 115, y: 85), in: groupStage)

        addReplayButton()
    }

    required init?(coder: NSCoder) { nil }

    private static func configure(_ layer: CALayer, colour: UIColor, size: CGFloat, at position: CGPoint, in stage: UIView) {
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.position = position
        layer.backgroundColor = colour.cgColor
        layer.cornerRadius = size / 5
        stage.layer.addSublayer(layer)
    }

    override func didAppear() {
        appLog("animations start")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 40
        move.toValue = 190
        move.duration = 0.8
        move.autoreverses = true
        move.repeatCount = 2
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        basic.add(move, forKey: "move")

        let bounce = CASpringAnimation(keyPath: "transform.scale")
        bounce.fromValue = 0.3
        bounce.toValue = 1
        bounce.damping = 6
        bounce.duration = bounce.settlingDuration
        spring.add(bounce, forKey: "bounce")

        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = keyframePath
        along.duration = 2
        along.calculationMode = .paced
        keyframe.add(along, forKey: "along")

        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.6
        transitionColour = (transitionColour + 1) % GalleryStyle.accents.count
        transition.backgroundColor = GalleryStyle.accents[transitionColour].cgColor
        transition.add(push, forKey: "push")

        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = 2 * CGFloat.pi
        turn.duration = 1.6
        flip.add(turn, forKey: "turn")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.1
        fade.toValue = 1
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = -CGFloat.pi
        spin.toValue = 0
        let drop = CABasicAnimation(keyPath: "position.y")
        drop.fromValue = 20
        drop.toValue = 85
        let all = CAAnimationGroup()
        all.animations = [fade, spin, drop]
        all.duration = 1.2
        all.timingFunction = CAMediaTimingFunction(name: .easeOut)
        group.add(all, forKey: "all")
    }
}
