import UIKit

/// The layer classes that draw their own content and the ones that arrange their sublayers.
extension GoldenScenes {
    @MainActor static var layerClasses: [GoldenScene] {
        typealias P = SceneParts
        return [
            GoldenScene("shape-layer-fill-stroke", "A star filled yellow and stroked blue (round joins), and a dashed, half-drawn (strokeEnd 0.5) circle.") {
                let root = P.root()
                let star = CAShapeLayer()
                star.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
                let path = CGMutablePath()
                for index in 0..<10 {
                    let angle = CGFloat(index) * .pi / 5 - .pi / 2, radius: CGFloat = index % 2 == 0 ? 40 : 17
                    let point = CGPoint(x: 45 + radius * cos(angle), y: 50 + radius * sin(angle))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
                star.path = path
                star.fillColor = P.yellow
                star.strokeColor = P.blue
                star.lineWidth = 4
                star.lineJoin = .round
                root.addSublayer(star)
                let arc = CAShapeLayer()
                arc.frame = CGRect(x: 70, y: 70, width: 40, height: 40)
                arc.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
                arc.fillColor = nil
                arc.strokeColor = P.red
                arc.lineWidth = 5
                arc.strokeEnd = 0.5
                root.addSublayer(arc)
                let dashed = CAShapeLayer()
                dashed.path = CGPath(rect: CGRect(x: 10, y: 100, width: 50, height: 12), transform: nil)
                dashed.fillColor = nil
                dashed.strokeColor = .black
                dashed.lineDashPattern = [6, 3]
                root.addSublayer(dashed)
                return root
            },
            GoldenScene("gradient-layer-axial-radial", "An axial gradient (default top to bottom, three stops) and a radial one.") {
                let root = P.root()
                let axial = CAGradientLayer()
                axial.frame = CGRect(x: 5, y: 5, width: 50, height: 110)
                axial.colors = [P.red, P.yellow, P.blue]
                axial.locations = [0, 0.3, 1]
                root.addSublayer(axial)
                let radial = CAGradientLayer()
                radial.type = .radial
                radial.frame = CGRect(x: 60, y: 5, width: 55, height: 110)
                radial.colors = [CGColor.white, P.green]
                radial.startPoint = CGPoint(x: 0.5, y: 0.5)
                radial.endPoint = CGPoint(x: 1, y: 1)
                root.addSublayer(radial)
                return root
            },
            GoldenScene("gradient-layer-conic-diagonal", "A conic gradient round the centre (starting rightwards) and a diagonal axial one.") {
                let root = P.root()
                let conic = CAGradientLayer()
                conic.type = .conic
                conic.frame = CGRect(x: 5, y: 5, width: 70, height: 70)
                conic.colors = [P.red, P.yellow, P.green, P.blue, P.red]
                conic.startPoint = CGPoint(x: 0.5, y: 0.5)
                conic.endPoint = CGPoint(x: 1, y: 0.5)
                conic.cornerRadius = 35
                conic.masksToBounds = true
                root.addSublayer(conic)
                let diagonal = CAGradientLayer()
                diagonal.frame = CGRect(x: 60, y: 60, width: 55, height: 55)
                diagonal.colors = [CGColor.black, CGColor.white]
                diagonal.startPoint = .zero
                diagonal.endPoint = CGPoint(x: 1, y: 1)
                root.addSublayer(diagonal)
                return root
            },
            GoldenScene("gradient-layer-turned-scaled", "Gradients through transforms: an axial one turned 30 degrees with rounded corners, a radial one scaled 1.5 x 0.75, a conic one turned and halved.") {
                let root = P.root()
                let turned = CAGradientLayer()
                turned.frame = CGRect(x: 10, y: 20, width: 60, height: 40)
                turned.colors = [P.red, P.yellow, P.blue]
                turned.startPoint = CGPoint(x: 0, y: 0.5)
                turned.endPoint = CGPoint(x: 1, y: 0.5)
                turned.cornerRadius = 8
                turned.masksToBounds = true
                turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
                root.addSublayer(turned)
                let scaled = CAGradientLayer()
                scaled.type = .radial
                scaled.frame = CGRect(x: 80, y: 10, width: 30, height: 40)
                scaled.colors = [CGColor.white, P.green, P.blue]
                scaled.startPoint = CGPoint(x: 0.5, y: 0.5)
                scaled.endPoint = CGPoint(x: 1, y: 1)
                scaled.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 0.75))
                root.addSublayer(scaled)
                let conic = CAGradientLayer()
                conic.type = .conic
                conic.frame = CGRect(x: 40, y: 55, width: 80, height: 80)
                conic.colors = [P.red, P.green, P.blue, P.red]
                conic.startPoint = CGPoint(x: 0.5, y: 0.5)
                conic.endPoint = CGPoint(x: 0.5, y: 0)
                conic.opacity = 0.8
                conic.setAffineTransform(CGAffineTransform(rotationAngle: -.pi / 5).scaledBy(x: 0.5, y: 0.5))
                root.addSublayer(conic)
                return root
            },
            GoldenScene("text-layer", size: CGSize(width: 200, height: 120), "Text layers: default white 36-point text, a wrapped centred black paragraph, a truncated line.") {
                let root = P.root(CGSize(width: 200, height: 120))
                let backdrop = P.box(CGRect(x: 0, y: 0, width: 200, height: 44), P.blue)
                root.addSublayer(backdrop)
                let title = CATextLayer()
                title.frame = CGRect(x: 4, y: 0, width: 196, height: 44)
                title.string = "Layers"
                root.addSublayer(title)
                let wrapped = CATextLayer()
                wrapped.frame = CGRect(x: 4, y: 48, width: 120, height: 50)
                wrapped.string = "A wrapped line of text, centred."
                wrapped.fontSize = 14
                wrapped.foregroundColor = .black
                wrapped.isWrapped = true
                wrapped.alignmentMode = .center
                root.addSublayer(wrapped)
                let truncated = CATextLayer()
                truncated.frame = CGRect(x: 4, y: 98, width: 190, height: 20)
                truncated.string = "This line is much too long to fit and is truncated at the end"
                truncated.fontSize = 13
                truncated.foregroundColor = P.red
                truncated.truncationMode = .end
                root.addSublayer(truncated)
                return root
            },
            GoldenScene("transform-layer-depth", "A CATransformLayer keeps depth: the nearer (z = 20) face is drawn over the farther one whatever the order.") {
                let root = P.root()
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                root.sublayerTransform = perspective
                let space = CATransformLayer()
                space.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
                space.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
                let near = P.box(CGRect(x: 10, y: 10, width: 50, height: 50), P.red)
                near.zPosition = 20
                let far = P.box(CGRect(x: 25, y: 25, width: 50, height: 50), P.blue)
                far.zPosition = -20
                space.addSublayer(near)
                space.addSublayer(far)
                root.addSublayer(space)
                return root
            },
            GoldenScene("replicator-layer", "A replicator: 8 copies of a bar, each turned 45 degrees about the centre and fading by 0.1.") {
                let root = P.root()
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
                replicator.instanceCount = 8
                replicator.instanceAlphaOffset = -0.1
                replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
                let bar = P.box(CGRect(x: 45, y: 5, width: 10, height: 30), P.blue)
                bar.cornerRadius = 5
                replicator.addSublayer(bar)
                root.addSublayer(replicator)
                return root
            },
            GoldenScene("replicator-instance-colours", "Five copies of a white and a yellow square, coloured by instanceColor (0, 0.5, 1) plus red, green and blue offsets of +0.25, +0.125 and -0.25 a copy: white runs from azure to yellow, yellow from dark green to yellow.") {
                let root = P.root()
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 5, y: 20, width: 40, height: 80)
                replicator.instanceCount = 5
                replicator.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
                replicator.instanceColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
                replicator.instanceRedOffset = 0.25
                replicator.instanceGreenOffset = 0.125
                replicator.instanceBlueOffset = -0.25
                replicator.addSublayer(P.box(CGRect(x: 0, y: 0, width: 18, height: 18), .white))
                replicator.addSublayer(P.box(CGRect(x: 0, y: 30, width: 18, height: 18),
                                             CGColor(red: 1, green: 1, blue: 0, alpha: 1)))
                root.addSublayer(replicator)
                return root
            },
        ]
    }
}
