import UIKit

/// Transforms, anchor points, sublayer transforms, bounds origins, z ordering and perspective.
extension GoldenScenes {
    @MainActor static var geometry: [GoldenScene] {
        typealias P = SceneParts
        return [
            GoldenScene("transform-rotation-45", "A square rotated 45 degrees clockwise about its centre.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 30, y: 30, width: 60, height: 60), P.blue)
                layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
                layer.addSublayer(P.box(CGRect(x: 0, y: 0, width: 20, height: 20), P.yellow))
                root.addSublayer(layer)
                return root
            },
            GoldenScene("transform-scale-translate", "Scale (1.5, 0.5) then translation, about the centre.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 35, y: 35, width: 50, height: 50), P.green)
                layer.transform = CATransform3DTranslate(CATransform3DMakeScale(1.5, 0.5, 1), 0, 30, 0)
                root.addSublayer(layer)
                return root
            },
            GoldenScene("anchor-point-rotation", "anchorPoint (0, 0) at position (60, 20): the rotation pivots on the top-left corner.") {
                let root = P.root()
                root.addSublayer(P.box(CGRect(x: 58, y: 18, width: 4, height: 4), .black))
                let layer = CALayer()
                layer.anchorPoint = .zero
                layer.bounds = CGRect(x: 0, y: 0, width: 70, height: 40)
                layer.position = CGPoint(x: 60, y: 20)
                layer.backgroundColor = P.red
                layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
                root.addSublayer(layer)
                return root
            },
            GoldenScene("sublayer-transform", "A superlayer's sublayerTransform (rotate 30, scale 0.7) about its centre affects only its sublayers.") {
                let root = P.root()
                let parent = P.box(CGRect(x: 10, y: 10, width: 100, height: 100), CGColor(gray: 0.75, alpha: 1))
                parent.sublayerTransform = CATransform3DScale(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 0.7, 0.7, 1)
                parent.addSublayer(P.box(CGRect(x: 0, y: 0, width: 50, height: 50), P.red))
                parent.addSublayer(P.box(CGRect(x: 50, y: 50, width: 50, height: 50), P.blue))
                root.addSublayer(parent)
                return root
            },
            GoldenScene("bounds-origin-shifts-sublayers", "bounds.origin (30, 30) moves the sublayers up and left; the layer stays.") {
                let root = P.root()
                let parent = P.box(CGRect(x: 20, y: 20, width: 80, height: 80), P.blue)
                parent.bounds.origin = CGPoint(x: 30, y: 30)
                parent.addSublayer(P.box(CGRect(x: 30, y: 30, width: 30, height: 30), P.yellow))
                parent.addSublayer(P.box(CGRect(x: 70, y: 70, width: 30, height: 30), P.red))
                root.addSublayer(parent)
                return root
            },
            GoldenScene("z-position-order", "zPosition draws the first sibling (z = 1) above the later ones (z = 0).") {
                let root = P.root()
                let front = P.box(CGRect(x: 10, y: 10, width: 70, height: 70), P.red)
                front.zPosition = 1
                root.addSublayer(front)
                root.addSublayer(P.box(CGRect(x: 40, y: 40, width: 70, height: 70), P.blue))
                let back = P.box(CGRect(x: 25, y: 60, width: 30, height: 50), P.green)
                back.zPosition = -1
                root.addSublayer(back)
                return root
            },
            GoldenScene("perspective-rotation-y", "sublayerTransform.m34 = -1/200 with a 50-degree turn about y: the near edge is taller.") {
                let root = P.root()
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 200
                root.sublayerTransform = perspective
                let card = P.box(CGRect(x: 25, y: 25, width: 70, height: 70), P.blue)
                card.transform = CATransform3DMakeRotation(.pi * 50 / 180, 0, 1, 0)
                card.addSublayer(P.box(CGRect(x: 0, y: 0, width: 35, height: 35), P.yellow))
                root.addSublayer(card)
                return root
            },
            GoldenScene("nested-transforms-opacity", "A rotated, half-opaque parent with a scaled child: transforms and opacity compose.") {
                let root = P.root()
                let parent = P.box(CGRect(x: 25, y: 25, width: 70, height: 70), P.red)
                parent.transform = CATransform3DMakeRotation(-.pi / 12, 0, 0, 1)
                parent.opacity = 0.6
                let child = P.box(CGRect(x: 20, y: 20, width: 30, height: 30), P.green)
                child.transform = CATransform3DMakeScale(1.6, 1.6, 1)
                parent.addSublayer(child)
                root.addSublayer(parent)
                return root
            },
        ]
    }
}
