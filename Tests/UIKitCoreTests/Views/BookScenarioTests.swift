@testable import UIKitCore
import Testing

/// The book's acceptance scenarios (reference-book-appguide.md §5, "Book #N", with the book's example names A2 to
/// A10) that other suites do not already prove, with the book's own frames, colours and pixel probes.
@MainActor @Suite(.serialized) struct BookScenarioTests {
    static let pink = UIColor(red: 1, green: 0.4, blue: 1, alpha: 1)
    static let green = UIColor(red: 0.5, green: 1, blue: 0, alpha: 1)
    static let pinkPixel = RGBA8(r: 255, g: 102, b: 255, a: 255)
    static let greenPixel = RGBA8(r: 128, g: 255, b: 0, a: 255)

    static func solid(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// The book's main view: white, 320 x 480.
    static func mainView() -> UIView { solid(CGRect(x: 0, y: 0, width: 320, height: 480), .white) }

    /// The book's "Bounds and Center" views (A3): pink v1 with green v2 inset by 10 points, in the main view.
    static func insetPair() -> (mainview: UIView, v1: UIView, v2: UIView) {
        let mainview = mainView()
        let v1 = solid(CGRect(x: 113, y: 111, width: 132, height: 194), pink)
        let v2 = solid(v1.bounds.insetBy(dx: 10, dy: 10), green)
        mainview.addSubview(v1)
        v1.addSubview(v2)
        return (mainview, v1, v2)
    }

    /// A view that logs the rectangles it is asked to draw and fills them with `color`.
    final class RectLogger: UIView {
        var rects: [CGRect] = []
        var color = UIColor.green
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            color.setFill()
            UIRectFill(bounds)
        }
    }

    /// Book #2 (Guide Listing 2-1): a red and a blue view added to a white window.
    @Test func book2ListingTwoOneRedAndBlueViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.backgroundColor = .white
        window.addSubview(Self.solid(CGRect(x: 10, y: 10, width: 100, height: 100), .red))
        window.addSubview(Self.solid(CGRect(x: 10, y: 150, width: 100, height: 100), .blue))
        window.isHidden = false
        defer { window.isHidden = true }
        let image = snapshot(of: window)
        expectPixel(image, 60, 60, .red, name: "book-2")
        expectPixel(image, 60, 200, .blue, name: "book-2")
        expectPixel(image, 60, 130, .white, name: "book-2")
        expectPixel(image, 150, 60, .white, name: "book-2")
    }

    /// Book #3 (A2), V-ARCH-3, V-GEO-13: three overlapping views; clipping; bringing to front and sending back.
    @Test func book3OverlappingViewsClippingAndReordering() {
        let mainview = Self.mainView()
        let v1 = Self.solid(CGRect(x: 113, y: 111, width: 132, height: 194), Self.pink)
        let v2 = Self.solid(CGRect(x: 41, y: 56, width: 132, height: 194), Self.green)
        let v3 = Self.solid(CGRect(x: 43, y: 197, width: 160, height: 230), .red)
        mainview.addSubview(v1)
        v1.addSubview(v2)
        mainview.addSubview(v3)
        #expect(mainview.subviews == [v1, v3])
        var image = snapshot(of: mainview)
        expectPixel(image, 120, 120, Self.pinkPixel, name: "book-3-before")
        expectPixel(image, 230, 200, Self.greenPixel, name: "book-3-before")
        expectPixel(image, 270, 340, Self.greenPixel, name: "book-3-before")
        expectPixel(image, 180, 250, .red, name: "book-3-before")
        expectPixel(image, 60, 150, .white, name: "book-3-before")

        v1.clipsToBounds = true
        expectPixel(snapshot(of: mainview), 270, 340, .white, name: "book-3-clipped")

        mainview.bringSubviewToFront(v1)
        #expect(mainview.subviews == [v3, v1])
        expectPixel(snapshot(of: mainview), 180, 250, Self.greenPixel, name: "book-3-front")
        mainview.sendSubviewToBack(v1)
        #expect(mainview.subviews == [v1, v3])
        image = snapshot(of: mainview)
        expectPixel(image, 180, 250, .red, name: "book-3-back")
    }

    /// Book #4, V-ARCH-5, V-HIER-9: a half-transparent view blends with its subview as one; hiding it hides both
    /// and keeps it in its superview.
    @Test func book4AlphaIsInheritedAndHidingKeepsTheSuperview() {
        let (mainview, v1, _) = Self.insetPair()
        v1.alpha = 0.5
        var image = snapshot(of: mainview)
        expectPixel(image, 120, 120, RGBA8(r: 255, g: 178, b: 255, a: 255), tolerance: 2, name: "book-4-alpha")
        expectPixel(image, 200, 200, RGBA8(r: 191, g: 255, b: 128, a: 255), tolerance: 2, name: "book-4-alpha")
        v1.isHidden = true
        image = snapshot(of: mainview)
        expectPixel(image, 120, 120, .white, name: "book-4-hidden")
        expectPixel(image, 200, 200, .white, name: "book-4-hidden")
        #expect(v1.superview === mainview)
    }

    /// Book #5 (A3), V-GEO-6, V-GEO-7: growing the bounds size grows the frame about the centre; shifting the
    /// bounds origin moves the content, not the frame.
    @Test func book5BoundsSizeAndOrigin() {
        let (mainview, v1, v2) = Self.insetPair()
        #expect(v2.frame == CGRect(x: 10, y: 10, width: 112, height: 174))
        let center = v2.center
        v2.bounds.size = CGSize(width: v2.bounds.width + 20, height: v2.bounds.height + 20)
        #expect(v2.frame == CGRect(x: 0, y: 0, width: 132, height: 194) && v2.center == center)

        v2.bounds.size = CGSize(width: 112, height: 174)
        v1.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(v1.frame == CGRect(x: 113, y: 111, width: 132, height: 194))
        let image = snapshot(of: mainview)
        expectPixel(image, 235, 200, Self.pinkPixel, name: "book-5-origin")
        expectPixel(image, 120, 118, Self.greenPixel, name: "book-5-origin")
    }

    /// Book #8, V-CONV-1, V-CONV-2: centring a subview with a conversion from the superview; nil is the window.
    @Test func book8CentringByConversionAndNilIsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v1 = UIView(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
        let v2 = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(v1)
        v1.addSubview(v2)
        v2.center = v1.convert(v1.center, from: v1.superview)
        #expect(v2.center == CGPoint(x: 66, y: 97))
        #expect(v2.convert(CGPoint.zero, to: nil) == CGPoint(x: 113 + 56, y: 111 + 87))
        #expect(v1.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 113, y: 111, width: 10, height: 10))
    }

    /// Book #10, V-DRAW-2, V-DRAW-3, V-DRAW-9: three setNeedsDisplay calls give one draw of the bounds; a frame
    /// change reuses the drawing unless the mode is .redraw; setNeedsDisplay(_:) redraws only its rectangle.
    @Test func book10DrawRectIsCoalescedAndClippedToTheDirtyRect() throws {
        let view = RectLogger(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let host = CALayerHost(rootLayer: view.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        view.rects = []
        view.setNeedsDisplay(); view.setNeedsDisplay(); view.setNeedsDisplay()
        CATransaction.flush()
        #expect(view.rects == [view.bounds])
        view.frame.origin = CGPoint(x: 5, y: 5)
        view.bounds.size = CGSize(width: 50, height: 40)
        CATransaction.flush()
        #expect(view.rects.count == 1, "no redraw for a geometry change")
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 40, height: 40)
        CATransaction.flush()
        #expect(view.rects.count == 2)

        view.rects = []
        view.color = .red
        let dirty = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.setNeedsDisplay(dirty)
        CATransaction.flush()
        let drawn = try #require(view.rects.first)
        #expect(view.rects.count == 1 && drawn.contains(dirty))
        let image = snapshot(of: view, background: nil)
        expectPixel(image, 5, 5, .red, name: "book-10-dirty-rect")
        if drawn.maxX < 35 {
            expectPixel(image, 35, 35, .green, name: "book-10-dirty-rect")
        }
    }

    /// Book #12 (A7): an image context of scale 0 takes the screen's scale; a blue circle; the corners are
    /// transparent when not opaque and black when opaque.
    @Test(arguments: [false, true])
    func book12ImageContextCircle(opaque: Bool) throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), opaque, 0)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.setFillColor(UIColor.blue.cgColor)
        context.fillPath()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 100, height: 100))
        #expect(image.scale == UIScreen.main.scale)
        let scale = Int(image.scale)
        expectPixel(image.cgImage, 50 * scale, 50 * scale, .blue, name: "book-12")
        expectPixel(image.cgImage, 2 * scale, 2 * scale, opaque ? .black : .clear, name: "book-12-opaque-\(opaque)")
    }

    /// Book #14, V-CM-1: after a height change, .topLeft keeps the drawing's size at the top left; .scaleToFill
    /// stretches it; neither draws again, while .redraw does.
    @Test func book14ContentModesOnAHeightChange() {
        final class TopSquare: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.white.setFill()
                UIRectFill(bounds)
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        for mode in [UIView.ContentMode.scaleToFill, .topLeft, .redraw] {
            let view = TopSquare(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.contentMode = mode
            let host = CALayerHost(rootLayer: view.layer) { _ in }
            defer { host.invalidate() }
            CATransaction.flush()
            view.bounds.size.height *= 2
            CATransaction.flush()
            #expect(view.draws == (mode == .redraw ? 2 : 1), "\(mode)")
            let image = snapshot(of: view, background: nil)
            expectPixel(image, 5, 15, mode == .scaleToFill ? .green : .white, name: "book-14-\(mode.rawValue)")
            expectPixel(image, 5, 5, .green, name: "book-14-\(mode.rawValue)")
        }
    }

    /// Book #16 (A10), V-LAYER-3: the A2 picture made of layers; a view's layer among them follows the sublayer
    /// order until zPosition lifts it; contents show; a layer with no frame shows nothing.
    @Test func book16LayersAndAViewAmongThem() throws {
        let mainview = Self.mainView()
        func layer(_ frame: CGRect, _ color: UIColor) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = color.cgColor
            return layer
        }
        let lay1 = layer(CGRect(x: 113, y: 111, width: 132, height: 194), Self.pink)
        mainview.layer.addSublayer(lay1)
        lay1.addSublayer(layer(CGRect(x: 41, y: 56, width: 132, height: 194), Self.green))
        let iv = Self.solid(CGRect(x: 150, y: 230, width: 60, height: 60), .blue)
        mainview.addSubview(iv)
        mainview.layer.addSublayer(layer(CGRect(x: 43, y: 197, width: 160, height: 230), .red))
        let unframed = CALayer()
        unframed.backgroundColor = UIColor.black.cgColor
        mainview.layer.addSublayer(unframed)

        var image = snapshot(of: mainview)
        expectPixel(image, 120, 120, Self.pinkPixel, name: "book-16")
        expectPixel(image, 270, 340, Self.greenPixel, name: "book-16")
        expectPixel(image, 180, 250, .red, name: "book-16")
        expectPixel(image, 207, 240, .blue, name: "book-16") // the view covers lay1 and lay2, added before it
        expectPixel(image, 0, 0, .white, name: "book-16")
        iv.layer.zPosition = 1
        image = snapshot(of: mainview)
        expectPixel(image, 180, 250, .blue, name: "book-16-z-position")

        let picture = try #require(render(CGSize(width: 10, height: 10)) { context in
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.cgImage)
        let holder = CALayer()
        holder.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        holder.contents = picture
        mainview.layer.addSublayer(holder)
        expectPixel(snapshot(of: mainview), 40, 40, .green, name: "book-16-contents")
    }

    /// The book's compass (A11): a gradient, a light circle, the four cardinal letters placed by rotating text
    /// layers about the circle's centre, and an arrow pinned by its anchor point and turned by π/5.
    final class CompassView: UIView {
        let circle = CAShapeLayer(), arrow = CAShapeLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            let gradient = CAGradientLayer()
            gradient.frame = bounds
            gradient.colors = [UIColor.black.cgColor, UIColor.red.cgColor]
            gradient.locations = [0, 1]
            layer.addSublayer(gradient)
            circle.lineWidth = 2
            circle.fillColor = UIColor(red: 0.9, green: 0.95, blue: 0.93, alpha: 0.9).cgColor
            circle.strokeColor = UIColor.gray.cgColor
            circle.path = CGPath(ellipseIn: bounds.insetBy(dx: 3, dy: 3), transform: nil)
            circle.bounds = bounds
            circle.position = CGPoint(x: bounds.midX, y: bounds.midY)
            layer.addSublayer(circle)
            for (index, letter) in "NESW".enumerated() {
                let text = CATextLayer()
                text.string = String(letter)
                text.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                text.position = circle.position
                text.anchorPoint = CGPoint(x: 0.5, y: circle.bounds.midY / text.bounds.height)
                text.alignmentMode = .center
                text.foregroundColor = UIColor.black.cgColor
                text.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(index) * .pi / 2))
                circle.addSublayer(text)
            }
            let shape = CGMutablePath()
            shape.addLines(between: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 25), CGPoint(x: 0, y: 25)])
            shape.addRect(CGRect(x: 16, y: 25, width: 8, height: 75))
            arrow.path = shape
            arrow.fillColor = UIColor.blue.cgColor
            arrow.bounds = CGRect(x: 0, y: 0, width: 40, height: 100)
            arrow.position = circle.position
            arrow.anchorPoint = CGPoint(x: 0.5, y: 0.8)
            arrow.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 5))
            layer.addSublayer(arrow)
        }
        required init?(coder: NSCoder) { nil }
    }

    /// Book #19 (A11), V-LAYER-3: the static compass in pixels, and layer hit-testing: a tap on the arrow finds the
    /// arrow, which then turns a further 45° with an implicit animation; a tap on the circle does not.
    @Test func book19CompassLayersAndLayerHitTesting() throws {
        let compass = CompassView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = CALayerHost(rootLayer: compass.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        let image = try #require(snapshot(of: compass, background: nil))
        expectPixel(image, 1, 1, .black, tolerance: 12, name: "book-19-compass")
        expectPixel(image, 1, 298, .red, tolerance: 12, name: "book-19-compass")
        let fill = image.pixel(100, 200)
        #expect(fill.r > 200 && fill.g > 200 && fill.b > 200, "the light circle: \(fill)")
        // The letters: dark ink at the top, right, bottom and left of the circle.
        func hasInk(_ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> Bool {
            xs.contains { x in ys.contains { y in let p = image.pixel(x, y); return p.r < 90 && p.g < 90 && p.b < 90 } }
        }
        #expect(hasInk(140...160, 8...38), "N")
        #expect(hasInk(262...292, 140...160), "E")
        #expect(hasInk(140...160, 262...292), "S")
        #expect(hasInk(8...38, 140...160), "W")
        // The arrow turns π/5 clockwise about its anchor (150, 150): a shaft point 50 above the anchor moves to
        // (150 + 50 sin 36°, 150 - 50 cos 36°).
        expectPixel(image, 179, 110, .blue, name: "book-19-compass")
        #expect(image.pixel(150, 110) != RGBA8.blue, "not where the unturned arrow would be")

        #expect(compass.layer.hitTest(CGPoint(x: 179, y: 110)) === compass.arrow)
        #expect(compass.layer.hitTest(CGPoint(x: 100, y: 200)) === compass.circle)
        compass.arrow.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 5 + .pi / 4))
        #expect(compass.arrow.animationKeys() == ["transform"], "a stand-alone layer animates implicitly")
        compass.arrow.removeAllAnimations()
    }
}
