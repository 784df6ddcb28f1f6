import UIKit

/// Draws one slide in a 1024 x 768 design space, scaled to fit its bounds and centred on the slide's colour.
final class SlideView: UIView {
    static let designSize = CGSize(width: 1024, height: 768)
    let slide: Slide
    let number: Int

    init(slide: Slide, number: Int, frame: CGRect) {
        self.slide = slide
        self.number = number
        super.init(frame: frame)
        backgroundColor = slide.background
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let design = Self.designSize
        let scale = min(bounds.width / design.width, bounds.height / design.height)
        context.translateBy(x: (bounds.width - design.width * scale) / 2, y: (bounds.height - design.height * scale) / 2)
        context.scaleBy(x: scale, y: scale)

        let white = UIColor.white
        slide.title.draw(at: CGPoint(x: 80, y: 70), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 64),
                                                                     .foregroundColor: white])
        "\(number) / \(Slide.deck.count)".draw(at: CGPoint(x: 880, y: 690), withAttributes: [
            .font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor(white: 1, alpha: 0.6)])
        drawArt()
    }

    private func drawArt() {
        let soft = UIColor(white: 1, alpha: 0.2), white = UIColor.white
        let warm = UIColor(red: 1, green: 0.78, blue: 0.3, alpha: 1)
        switch slide.art {
        case .title:
            for (index, radius) in [CGFloat(150), 105, 60].enumerated() {
                (index == 2 ? warm : UIColor(white: 1, alpha: 0.15 + CGFloat(index) * 0.1)).setFill()
                UIBezierPath(ovalIn: CGRect(x: 512 - radius, y: 430 - radius, width: radius * 2, height: radius * 2)).fill()
            }
            "import UIKit".draw(at: CGPoint(x: 80, y: 160), withAttributes: [
                .font: UIFont.systemFont(ofSize: 32), .foregroundColor: UIColor(white: 1, alpha: 0.8)])
        case .layers:
            for index in 0..<4 {
                let offset = CGFloat(index) * 60
                let card = UIBezierPath(roundedRect: CGRect(x: 250 + offset, y: 220 + offset, width: 380, height: 240),
                                        cornerRadius: 28)
                UIColor(white: 0, alpha: 0.25).setFill()
                card.apply(CGAffineTransform(translationX: 8, y: 12))
                card.fill()
                card.apply(CGAffineTransform(translationX: -8, y: -12))
                (index == 3 ? warm : UIColor(white: 1, alpha: 0.25 + CGFloat(index) * 0.15)).setFill()
                card.fill()
                white.setStroke()
                card.lineWidth = 3
                card.stroke()
            }
        case .chart:
            let values: [CGFloat] = [0.3, 0.45, 0.4, 0.65, 0.8, 0.95]
            soft.setFill()
            UIBezierPath(rect: CGRect(x: 120, y: 640, width: 780, height: 4)).fill()
            for (index, value) in values.enumerated() {
                let height = value * 400
                (index == values.count - 1 ? warm : white).setFill()
                UIBezierPath(roundedRect: CGRect(x: 150 + CGFloat(index) * 125, y: 640 - height, width: 80, height: height),
                             byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12)).fill()
            }
        case .screens:
            for (index, frame) in [CGRect(x: 140, y: 260, width: 360, height: 230),
                                   CGRect(x: 560, y: 230, width: 330, height: 260)].enumerated() {
                let monitor = UIBezierPath(roundedRect: frame, cornerRadius: 14)
                (index == 0 ? soft : warm).setFill()
                monitor.fill()
                white.setStroke()
                monitor.lineWidth = 6
                monitor.stroke()
                white.setFill()
                UIBezierPath(rect: CGRect(x: frame.midX - 40, y: frame.maxY + 10, width: 80, height: 14)).fill()
            }
        case .closing:
            warm.setFill()
            let heart = UIBezierPath()
            heart.move(to: CGPoint(x: 512, y: 560))
            heart.addCurve(to: CGPoint(x: 512, y: 330), controlPoint1: CGPoint(x: 330, y: 450),
                           controlPoint2: CGPoint(x: 400, y: 250))
            heart.addCurve(to: CGPoint(x: 512, y: 560), controlPoint1: CGPoint(x: 624, y: 250),
                           controlPoint2: CGPoint(x: 694, y: 450))
            heart.fill()
        }
    }
}
