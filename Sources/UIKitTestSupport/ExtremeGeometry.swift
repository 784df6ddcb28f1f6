import UIKit

/// Extreme values across the public geometry API, for the fuzz suites that push them through layout, display and
/// each renderer: NaN and infinities (refused where they are set), and huge finite values (1e30,
/// `greatestFiniteMagnitude`), which are legal CGFloats that iOS accepts, so they reach everything downstream.
@MainActor public enum ExtremeGeometry {
    public static let values: [CGFloat] = [1e30, -1e30, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300,
                                    -1e-300, 0, .nan, .infinity, -.infinity, 65_536, 1e9]

    /// A view that draws, so that display and backing stores are exercised.
    public final class DrawingView: UIView {
        override public func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(rect: bounds.insetBy(dx: 2, dy: 2)).fill()
        }
    }

    /// One way of putting `value` into a scene: what it sets, and on what.
    public struct Mutation: Sendable {
        public let name: String
        public let apply: @MainActor @Sendable (_ scene: Scene, _ value: CGFloat) -> Void
    }

    /// A window with a plain view, a drawing view, a label, a scroll view and a few layers in it.
    public struct Scene {
        public let window: UIWindow
        public let plain: UIView
        public let drawing: DrawingView
        public let label: UILabel
        public let scroll: UIScrollView
        public let shape: CAShapeLayer
        public let gradient: CAGradientLayer
        public let text: CATextLayer
    }

    /// Fills `window` (120 x 90 points) with the scene.
    public static func makeScene(in window: UIWindow) -> Scene {
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        plain.backgroundColor = .blue
        let drawing = DrawingView(frame: CGRect(x: 30, y: 5, width: 20, height: 20))
        let label = UILabel(frame: CGRect(x: 5, y: 30, width: 60, height: 20))
        label.text = "Label"
        let scroll = UIScrollView(frame: CGRect(x: 60, y: 30, width: 50, height: 50))
        scroll.contentSize = CGSize(width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 70, y: 5, width: 20, height: 20)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 95, y: 5, width: 20, height: 20)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let text = CATextLayer()
        text.frame = CGRect(x: 5, y: 60, width: 50, height: 20)
        text.string = "Text"
        for view in [plain, drawing, label, scroll] as [UIView] { window.addSubview(view) }
        for layer in [shape, gradient, text] as [CALayer] { window.layer.addSublayer(layer) }
        return Scene(window: window, plain: plain, drawing: drawing, label: label, scroll: scroll, shape: shape,
                     gradient: gradient, text: text)
    }

    public static let mutations: [Mutation] = [
        Mutation(name: "frame origin") { s, v in s.plain.frame.origin = CGPoint(x: v, y: v) },
        Mutation(name: "frame size") { s, v in s.plain.frame.size = CGSize(width: v, height: v) },
        Mutation(name: "drawing view size") { s, v in s.drawing.frame.size = CGSize(width: v, height: 10) },
        Mutation(name: "drawing view height") { s, v in s.drawing.frame.size.height = v },
        Mutation(name: "bounds origin") { s, v in s.plain.bounds.origin = CGPoint(x: v, y: -v) },
        Mutation(name: "center") { s, v in s.drawing.center = CGPoint(x: v, y: v) },
        Mutation(name: "label height") { s, v in s.label.frame.size.height = v },
        Mutation(name: "label width") { s, v in s.label.frame.size.width = v; s.label.numberOfLines = 0 },
        Mutation(name: "label font size") { s, v in s.label.font = UIFont.systemFont(ofSize: v) },
        Mutation(name: "label sizeToFit") { s, v in s.label.frame.size.width = v; s.label.sizeToFit() },
        Mutation(name: "label preferredMaxLayoutWidth") { s, v in
            s.label.numberOfLines = 0; s.label.preferredMaxLayoutWidth = v; _ = s.label.intrinsicContentSize
        },
        Mutation(name: "window frame") { s, v in s.window.frame = CGRect(x: v, y: v, width: 120, height: 90) },
        Mutation(name: "window size") { s, v in s.window.frame.size = CGSize(width: v, height: v) },
        Mutation(name: "transform scale") { s, v in s.drawing.transform = CGAffineTransform(scaleX: v, y: v) },
        Mutation(name: "transform translation") { s, v in s.plain.transform = CGAffineTransform(translationX: v, y: v) },
        Mutation(name: "transform rotation") { s, v in s.drawing.transform = CGAffineTransform(rotationAngle: v) },
        Mutation(name: "zero-determinant transform") { s, v in
            s.drawing.transform = CGAffineTransform(a: v, b: v, c: v, d: v, tx: 0, ty: 0)
        },
        Mutation(name: "layer 3D scale") { s, v in s.shape.transform = CATransform3DMakeScale(v, v, v) },
        Mutation(name: "layer perspective") { s, v in
            var t = CATransform3DMakeRotation(0.5, 0, 1, 0); t.m34 = v; s.gradient.transform = t
        },
        Mutation(name: "sublayerTransform") { s, v in s.window.layer.sublayerTransform = CATransform3DMakeScale(v, 1, 1) },
        Mutation(name: "anchorPoint") { s, v in s.plain.layer.anchorPoint = CGPoint(x: v, y: v) },
        Mutation(name: "position") { s, v in s.shape.position = CGPoint(x: v, y: v) },
        Mutation(name: "zPosition") { s, v in s.plain.layer.zPosition = v },
        Mutation(name: "shadowRadius") { s, v in
            s.plain.layer.shadowOpacity = 1; s.plain.layer.shadowRadius = v
        },
        Mutation(name: "shadowOffset") { s, v in
            s.plain.layer.shadowOpacity = 1; s.plain.layer.shadowOffset = CGSize(width: v, height: v)
        },
        Mutation(name: "cornerRadius") { s, v in s.plain.layer.cornerRadius = v; s.plain.clipsToBounds = true },
        Mutation(name: "borderWidth") { s, v in s.plain.layer.borderWidth = v },
        Mutation(name: "contentsScale") { s, v in s.drawing.contentScaleFactor = v; s.drawing.setNeedsDisplay() },
        Mutation(name: "layer contentsScale") { s, v in s.text.contentsScale = v; s.text.setNeedsDisplay() },
        Mutation(name: "contentsRect") { s, v in s.drawing.layer.contentsRect = CGRect(x: 0, y: 0, width: v, height: v) },
        Mutation(name: "contentsCenter") { s, v in
            s.drawing.layer.contentsCenter = CGRect(x: v, y: v, width: v, height: v)
        },
        Mutation(name: "shape path") { s, v in
            s.shape.path = CGPath(rect: CGRect(x: v, y: -v, width: v, height: v), transform: nil)
        },
        Mutation(name: "shape line width") { s, v in s.shape.strokeColor = s.shape.fillColor; s.shape.lineWidth = v },
        Mutation(name: "shape dash") { s, v in
            s.shape.strokeColor = s.shape.fillColor; s.shape.lineDashPattern = [NSNumber(value: Double(v)), 1]
        },
        Mutation(name: "gradient locations") { s, v in
            s.gradient.locations = [NSNumber(value: Double(v)), NSNumber(value: Double(-v))]
        },
        Mutation(name: "gradient points") { s, v in s.gradient.startPoint = CGPoint(x: v, y: v) },
        Mutation(name: "text font size") { s, v in s.text.fontSize = v },
        Mutation(name: "text layer size") { s, v in s.text.bounds.size = CGSize(width: v, height: v) },
        Mutation(name: "scroll content size") { s, v in s.scroll.contentSize = CGSize(width: v, height: v) },
        Mutation(name: "scroll content offset") { s, v in s.scroll.contentOffset = CGPoint(x: v, y: v) },
        Mutation(name: "scroll inset") { s, v in s.scroll.contentInset = UIEdgeInsets(top: v, left: v, bottom: v, right: v) },
        Mutation(name: "scroll zoom") { s, v in
            s.scroll.maximumZoomScale = v; s.scroll.minimumZoomScale = 0.5; s.scroll.zoomScale = v
        },
        Mutation(name: "alpha") { s, v in s.plain.alpha = v },
        Mutation(name: "converted point") { s, v in
            _ = s.plain.convert(CGPoint(x: v, y: v), to: s.drawing)
            _ = s.window.hitTest(CGPoint(x: v, y: v), with: nil)
        },
        Mutation(name: "image draw") { s, v in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
            s.drawing.layer.contents = image.cgImage
            s.drawing.layer.contentsGravity = .resizeAspect
            s.drawing.layer.bounds.size = CGSize(width: v, height: 1)
        },
    ]

}
