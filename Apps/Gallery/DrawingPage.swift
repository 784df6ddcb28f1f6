import UIKit

/// Content drawn in `draw(_:)`: Bézier paths, strokes and dashes, gradients, an image made with
/// UIGraphicsImageRenderer, and text.
final class DrawingPage: GalleryPageContent {
    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, kind) in DrawingTile.Kind.allCases.enumerated() {
            let stage = addTile(kind.title, column: index % 3, row: index / 3)
            let tile = DrawingTile(kind: kind, frame: stage.bounds)
            stage.addSubview(tile)
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// One drawing sample.
final class DrawingTile: UIView {
    enum Kind: CaseIterable {
        case paths, strokes, gradients, image, text, chart

        var title: String {
            switch self {
            case .paths: "Bézier paths"
            case .strokes: "Strokes and dashes"
            case .gradients: "Gradients"
            case .image: "Image renderer"
            case .text: "Text"
            case .chart: "A chart"
            }
        }
    }

    let kind: Kind

    init(kind: Kind, frame: CGRect) {
        self.kind = kind
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let accents = GalleryStyle.accents
        switch kind {
        case .paths:
            accents[3].setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 40, width: 90, height: 90)).fill()
            accents[0].setFill()
            UIBezierPath(roundedRect: CGRect(x: 120, y: 40, width: 90, height: 90), cornerRadius: 18).fill()
            let star = UIBezierPath()
            for point in 0..<10 {
                let radius: CGFloat = point % 2 == 0 ? 34 : 15
                let angle = CGFloat(point) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 115 + radius * cos(angle), y: 85 + radius * sin(angle))
                if point == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            accents[1].setFill()
            star.fill()
        case .strokes:
            for (index, width) in [CGFloat(2), 5, 9].enumerated() {
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 25, y: 40 + CGFloat(index) * 42))
                path.addCurve(to: CGPoint(x: 205, y: 40 + CGFloat(index) * 42),
                              controlPoint1: CGPoint(x: 85, y: 10 + CGFloat(index) * 42),
                              controlPoint2: CGPoint(x: 145, y: 70 + CGFloat(index) * 42))
                path.lineWidth = width
                path.lineCapStyle = .round
                if index == 1 { path.setLineDash([12, 8], count: 2, phase: 0) }
                accents[index + 2].setStroke()
                path.stroke()
            }
        case .gradients:
            guard let context = UIGraphicsGetCurrentContext(),
                  let linear = CGGradient(colorsSpace: nil, colors: [accents[3].cgColor, accents[4].cgColor], locations: nil),
                  let radial = CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, accents[1].cgColor],
                                          locations: nil) else { return }
            context.saveGState()
            UIBezierPath(roundedRect: CGRect(x: 20, y: 30, width: 95, height: 110), cornerRadius: 12).addClip()
            context.drawLinearGradient(linear, start: CGPoint(x: 20, y: 30), end: CGPoint(x: 115, y: 140), options: [])
            context.restoreGState()
            context.drawRadialGradient(radial, startCenter: CGPoint(x: 160, y: 70), startRadius: 0,
                                       endCenter: CGPoint(x: 170, y: 85), endRadius: 50, options: [])
        case .image:
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
            let checker = renderer.image { context in
                UIColor(white: 0.9, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                accents[4].setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
            }
            for column in 0..<4 {
                checker.draw(in: CGRect(x: 25 + CGFloat(column) * 46, y: 30 + CGFloat(column % 2) * 20,
                                        width: 40, height: 40))
            }
            checker.draw(in: CGRect(x: 70, y: 95, width: 90, height: 60), blendMode: .normal, alpha: 0.5)
        case .text:
            "Hello, UIKit".draw(at: CGPoint(x: 20, y: 24), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: accents[3]])
            ("Text is laid out by Pango and HarfBuzz: wrapping, kerning, ligatures (fi, fl) and مرحبا right to left.")
                .draw(in: CGRect(x: 20, y: 64, width: 190, height: 100), withAttributes: [
                    .font: UIFont.systemFont(ofSize: 13), .foregroundColor: GalleryStyle.ink])
        case .chart:
            let values: [CGFloat] = [0.35, 0.6, 0.45, 0.8, 0.7, 0.95]
            UIColor(white: 0.85, alpha: 1).setStroke()
            let axis = UIBezierPath()
            axis.move(to: CGPoint(x: 20, y: 20))
            axis.addLine(to: CGPoint(x: 20, y: 150))
            axis.addLine(to: CGPoint(x: 215, y: 150))
            axis.stroke()
            for (index, value) in values.enumerated() {
                accents[index % accents.count].setFill()
                let height = value * 120
                UIBezierPath(roundedRect: CGRect(x: 30 + CGFloat(index) * 30, y: 150 - height, width: 22, height: height),
                             byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 5, height: 5)).fill()
            }
        }
    }
}
