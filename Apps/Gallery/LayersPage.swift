import UIKit

/// Layer properties and layer classes, each on its own card.
final class LayersPage: GalleryPageContent {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let accents = GalleryStyle.accents

        let corners = addTile("Borders and corners", column: 0, row: 0)
        let bordered = CALayer()
        bordered.frame = CGRect(x: 25, y: 35, width: 80, height: 100)
        bordered.backgroundColor = accents[1].cgColor
        bordered.cornerRadius = 20
        bordered.borderWidth = 5
        bordered.borderColor = accents[0].cgColor
        corners.layer.addSublayer(bordered)
        let someCorners = CALayer()
        someCorners.frame = CGRect(x: 125, y: 35, width: 80, height: 100)
        someCorners.backgroundColor = accents[3].cgColor
        someCorners.cornerRadius = 30
        someCorners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        corners.layer.addSublayer(someCorners)

        let shadows = addTile("Shadows", column: 1, row: 0)
        for (index, radius) in [CGFloat(0), 10].enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: 30 + CGFloat(index) * 95, y: 40, width: 75, height: 90)
            card.backgroundColor = (index == 0 ? accents[1] : UIColor.white).cgColor
            card.cornerRadius = 10
            card.shadowOpacity = 0.45
            card.shadowRadius = radius
            card.shadowOffset = CGSize(width: 4, height: 6)
            card.shadowColor = index == 0 ? accents[4].cgColor : UIColor.black.cgColor
            shadows.layer.addSublayer(card)
        }

        let masks = addTile("Masks", column: 2, row: 0)
        let masked = CAGradientLayer()
        masked.frame = CGRect(x: 45, y: 20, width: 140, height: 140)
        masked.colors = [accents[0].cgColor, accents[1].cgColor, accents[3].cgColor]
        masked.startPoint = CGPoint(x: 0, y: 0)
        masked.endPoint = CGPoint(x: 1, y: 1)
        let heart = CAShapeLayer()
        heart.path = Self.heartPath(in: CGRect(x: 0, y: 0, width: 140, height: 140))
        masked.mask = heart
        masks.layer.addSublayer(masked)

        let gradients = addTile("Gradient layers", column: 0, row: 1)
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.type = type
            gradient.frame = CGRect(x: 18 + CGFloat(index) * 67, y: 50, width: 60, height: 60)
            gradient.colors = [accents[index + 2].cgColor, accents[index].cgColor]
            gradient.startPoint = type == .axial ? CGPoint(x: 0, y: 0) : CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = type == .axial ? CGPoint(x: 1, y: 1) : CGPoint(x: 1, y: 1)
            gradient.cornerRadius = 30
            gradient.masksToBounds = true
            gradients.layer.addSublayer(gradient)
        }

        let shapes = addTile("Shapes and text layers", column: 1, row: 1)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 30, width: 90, height: 90), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = accents[2].cgColor
        ring.lineWidth = 10
        ring.strokeEnd = 0.75
        ring.lineCap = .round
        shapes.layer.addSublayer(ring)
        let text = CATextLayer()
        text.frame = CGRect(x: 125, y: 40, width: 95, height: 80)
        text.string = "CATextLayer wraps its text"
        text.fontSize = 15
        text.isWrapped = true
        text.foregroundColor = GalleryStyle.ink.cgColor
        text.contentsScale = UIScreen.main.scale
        shapes.layer.addSublayer(text)

        let depth = addTile("3D transforms", column: 2, row: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        depth.layer.sublayerTransform = perspective
        for (index, angle) in [CGFloat(0.7), -0.7].enumerated() {
            let panel = CALayer()
            panel.bounds = CGRect(x: 0, y: 0, width: 80, height: 100)
            panel.position = CGPoint(x: 65 + CGFloat(index) * 100, y: 85)
            panel.backgroundColor = accents[index == 0 ? 3 : 4].cgColor
            panel.cornerRadius = 8
            panel.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            depth.layer.addSublayer(panel)
        }
    }

    required init?(coder: NSCoder) { nil }

    private static func heartPath(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let w = rect.width, h = rect.height
        path.move(to: CGPoint(x: w / 2, y: h * 0.92))
        path.addCurve(to: CGPoint(x: 0.02 * w, y: h * 0.35), control1: CGPoint(x: w * 0.2, y: h * 0.75),
                      control2: CGPoint(x: 0, y: h * 0.55))
        path.addArc(center: CGPoint(x: w * 0.26, y: h * 0.3), radius: w * 0.245, startAngle: .pi, endAngle: 0,
                    clockwise: false)
        path.addArc(center: CGPoint(x: w * 0.74, y: h * 0.3), radius: w * 0.245, startAngle: .pi, endAngle: 0,
                    clockwise: false)
        path.addCurve(to: CGPoint(x: w / 2, y: h * 0.92), control1: CGPoint(x: w, y: h * 0.55),
                      control2: CGPoint(x: w * 0.8, y: h * 0.75))
        path.closeSubpath()
        return path
    }
}
