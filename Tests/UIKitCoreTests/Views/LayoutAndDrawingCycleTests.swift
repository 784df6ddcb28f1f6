@testable import UIKitCore
import Testing

/// The layout cycle (T-12, T-13, book #9), the drawing cycle (T-14 to T-16, T-19, V-DRAW-1..10, book #10, #11),
/// conversions (T-04, T-07), hierarchy callbacks (T-09), the book's autoresizing example (#7) and pixel probes of
/// borders, corners, shadows and masks (#18).
@MainActor @Suite(.serialized) struct LayoutAndDrawingCycleTests {
    final class LayoutLogger: UIView {
        var log: [String] = []
        var name = ""
        var record: (String) -> Void = { _ in }
        var childFrameAtLayout: CGRect?
        override func layoutSubviews() {
            log.append("layout")
            record(name)
            childFrameAtLayout = subviews.first?.frame
        }
    }

    final class DrawLogger: UIView {
        var rects: [CGRect] = []
        var fill: CGRect?
        var contextOutside: CGContext?
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            if let fill {
                UIColor.green.setFill()
                UIRectFill(fill)
            }
        }
    }

    /// A root view bound to a host, so `CATransaction.flush()` runs its layout and display passes as a turn would.
    @MainActor final class Stage {
        let root: UIView
        let host: CALayerHost
        init(_ size: CGSize = CGSize(width: 300, height: 300)) {
            root = UIView(frame: CGRect(origin: .zero, size: size))
            host = CALayerHost(rootLayer: root.layer) { _ in }
            CATransaction.flush()
        }
        isolated deinit { host.invalidate() }
    }

    // MARK: Layout

    /// V-LAY-1, V-LAY-7, T-12: a size change autoresizes the subviews (hidden ones too), then calls layoutSubviews.
    @Test func t12AutoresizingComesBeforeLayoutSubviewsAndIncludesHiddenViews() {
        let stage = Stage()
        let parent = LayoutLogger(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = .flexibleWidth
        child.isHidden = true
        parent.addSubview(child)
        stage.root.addSubview(parent)
        CATransaction.flush()
        parent.log = []
        parent.bounds.size = CGSize(width: 200, height: 100)
        CATransaction.flush()
        #expect(parent.log == ["layout"])
        #expect(parent.childFrameAtLayout == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(child.frame.width == 180, "hidden views take part in autoresizing")
    }

    /// V-LAY-8, T-13: setNeedsLayout marks the view; layoutSubviews comes later, once.
    @Test func t13SetNeedsLayoutIsDeferredAndCoalescedLayoutIfNeededIsImmediate() {
        let stage = Stage()
        let view = LayoutLogger(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.root.addSubview(view)
        CATransaction.flush()
        view.log = []
        view.setNeedsLayout(); view.setNeedsLayout(); view.setNeedsLayout()
        #expect(view.log.isEmpty)
        CATransaction.flush()
        #expect(view.log == ["layout"])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.log == ["layout", "layout"])
        view.layoutIfNeeded()
        #expect(view.log.count == 2, "nothing pending, no layout")
    }

    /// Book #9: parent before child, once each per turn.
    @Test func bookLayoutParentBeforeChild() {
        let stage = Stage()
        var order: [String] = []
        let parent = LayoutLogger(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutLogger(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.name = "parent"; child.name = "child"
        parent.record = { order.append($0) }; child.record = { order.append($0) }
        parent.addSubview(child)
        stage.root.addSubview(parent)
        CATransaction.flush()
        order = []
        child.setNeedsLayout(); parent.setNeedsLayout(); child.setNeedsLayout()
        CATransaction.flush()
        #expect(order == ["parent", "child"])
    }

    /// Book #7 (A5): v1 (100,111,132,194) holds v2 (0,0,132,10, flexible width) and v3 (112,174,20,20, flexible
    /// left and top margins); v1 grows by 40 wide and shrinks by 50 high.
    @Test(arguments: [true, false]) func bookAutoresizingExample(autoresizes: Bool) {
        let v1 = UIView(frame: CGRect(x: 100, y: 111, width: 132, height: 194))
        let v2 = UIView(frame: CGRect(x: 0, y: 0, width: 132, height: 10))
        let v3 = UIView(frame: CGRect(x: v1.bounds.width - 20, y: v1.bounds.height - 20, width: 20, height: 20))
        v2.autoresizingMask = .flexibleWidth
        v3.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        v1.addSubview(v2)
        v1.addSubview(v3)
        v1.autoresizesSubviews = autoresizes
        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        #expect(v1.frame == CGRect(x: 80, y: 136, width: 172, height: 144))
        if autoresizes {
            #expect(v2.frame == CGRect(x: 0, y: 0, width: 172, height: 10))
            #expect(v3.frame == CGRect(x: 152, y: 124, width: 20, height: 20))
        } else {
            #expect(v2.frame == CGRect(x: 0, y: 0, width: 132, height: 10))
            #expect(v3.frame == CGRect(x: 112, y: 174, width: 20, height: 20))
        }
    }

    // MARK: Conversion and hierarchy

    /// V-GEO-7, T-04: the bounds origin decides which part of the view's space is visible; subviews move with it.
    @Test func t04BoundsOriginScrollsTheContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .white
        let s = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        s.backgroundColor = .red
        window.addSubview(v)
        v.addSubview(s)
        v.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(s.convert(CGPoint.zero, to: nil) == .zero)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = snapshot(of: v)
        expectPixel(image, 5, 5, .red, name: "t04-bounds-origin")
        expectPixel(image, 5, 55, .white, name: "t04-bounds-origin")
    }

    /// V-CONV-1, V-CONV-2, T-07: converting to or from nil uses the window's coordinate system.
    @Test func t07NilMeansWindowCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(a.convert(CGPoint(x: 15, y: 25), from: nil) == CGPoint(x: 5, y: 5))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 15, y: 25, width: 10, height: 10))
    }

    final class HookLogger: UIView {
        var log: [String] = []
        func name(_ view: UIView?) -> String { view == nil ? "nil" : view is UIWindow ? "W" : "P" }
        override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(name(newSuperview)))") }
        override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(name(newWindow)))") }
        override func didMoveToWindow() { log.append("didMoveToWindow") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    }

    /// V-HIER-4, V-HIER-6, T-09: removeFromSuperview on the subview, and the move hooks of both views in UIKit's order.
    @Test func t09RemoveAndHooksInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let p = HookLogger(), s = HookLogger(), grandchild = HookLogger()
        window.addSubview(p)
        s.addSubview(grandchild)
        p.log = []; s.log = []; grandchild.log = []
        p.addSubview(s)
        #expect(s.superview === p && s.window === window && grandchild.window === window)
        #expect(s.log == ["willMoveToSuperview(P)", "willMoveToWindow(W)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(grandchild.log == ["willMoveToWindow(W)", "didMoveToWindow"], "the subtree hears the window change")
        #expect(p.log == ["didAddSubview"])
        p.log = []; s.log = []
        s.removeFromSuperview()
        #expect(s.superview == nil && s.window == nil && grandchild.window == nil)
        #expect(p.log == ["willRemoveSubview"])
        #expect(s.log == ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview"])
    }

    // MARK: Drawing

    /// V-DRAW-2, T-14: setNeedsDisplay only marks the view; one draw(_:) at the next turn.
    @Test func t14DrawIsDeferredAndCoalesced() {
        let stage = Stage()
        let view = DrawLogger(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.root.addSubview(view)
        CATransaction.flush()
        view.rects = []
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.rects.isEmpty, "marking does not draw")
        CATransaction.flush()
        #expect(view.rects.count == 1)
        CATransaction.flush()
        #expect(view.rects.count == 1, "nothing marked, nothing drawn")
    }

    /// V-DRAW-1, V-DRAW-3, T-15: the first display draws; moving reuses the snapshot.
    @Test func t15FirstDisplayDrawsMovingDoesNot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = CALayerHost(rootLayer: window.layer) { _ in }
        defer { host.invalidate() }
        let view = DrawLogger(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        CATransaction.flush()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 40)], "the first display draws the whole bounds")
        view.center = CGPoint(x: 70, y: 70)
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        CATransaction.flush()
        #expect(view.rects.count == 1, "geometry changes reuse the drawing (V-DRAW-3)")
    }

    /// V-CM-1, V-CM-2, V-CM-3, V-DRAW-9, T-16: a resize scales the cached drawing (ScaleToFill) unless the mode is .redraw.
    @Test func t16ResizeScalesTheSnapshotUnlessRedraw() throws {
        let stage = Stage()
        let view = DrawLogger(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        view.fill = CGRect(x: 0, y: 0, width: 10, height: 20) // left half green
        stage.root.addSubview(view)
        view.setNeedsDisplay()
        CATransaction.flush()
        #expect(view.rects.count == 1)

        view.bounds.size = CGSize(width: 40, height: 20) // .scaleToFill: stretched, not redrawn
        view.transform = CGAffineTransform(scaleX: 1.5, y: 1)
        CATransaction.flush()
        #expect(view.rects.count == 1)
        view.transform = .identity
        let stretched = snapshot(of: view)
        expectPixel(stretched, 15, 10, .green, name: "t16-scale-to-fill")
        expectPixel(stretched, 25, 10, .white, name: "t16-scale-to-fill")

        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 60, height: 20)
        CATransaction.flush()
        #expect(view.rects.count == 2, "with .redraw a size change draws again")
        let redrawn = snapshot(of: view)
        expectPixel(redrawn, 15, 10, .white, name: "t16-redraw")
        view.setNeedsDisplay()
        CATransaction.flush()
        #expect(view.rects.count == 3, "setNeedsDisplay always redraws (V-DRAW-9)")
    }

    /// V-DRAW-6, V-DRAW-7, T-19: the draw context follows the bounds and starts transparent black.
    @Test func t19DrawingFollowsBoundsAndStartsClear() throws {
        let view = DrawLogger(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.isOpaque = false
        view.bounds.origin = CGPoint(x: 10, y: 10)
        view.fill = CGRect(x: 10, y: 10, width: 5, height: 5)
        var image = snapshot(of: view, background: nil)
        expectPixel(image, 2, 2, .green, name: "t19-bounds-origin")
        expectPixel(image, 7, 7, .clear, name: "t19-bounds-origin")
        // Redrawn with nothing drawn: the old (green) content is gone, the area is transparent black.
        view.fill = nil
        view.setNeedsDisplay()
        image = snapshot(of: view, background: nil)
        expectPixel(image, 2, 2, .clear, name: "t19-clears-before-drawing")
        #expect(UIGraphicsGetCurrentContext() == nil, "no current context outside draw(_:)")
    }

    /// V-ARCH-2, V-DRAW-10: views without draw(_:) get no backing store; drawing is done only when needed.
    @Test func drawIsCalledOnlyForViewsThatOverrideIt() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        plain.setNeedsDisplay()
        CATransaction.flush()
        #expect(plain.layer.contents == nil, "a view that does not draw gets no backing store")
        let drawing = DrawLogger(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        drawing.setNeedsDisplay()
        CATransaction.flush()
        #expect(drawing.layer.contents != nil)
    }

    /// Book #11 (A6): an opaque view with no background that draws a blue circle shows black around it.
    final class CircleView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).fill()
        }
    }

    /// V-DRAW-8, Book #11 (A6): an opaque view that does not fill its bounds shows black; not opaque shows what is behind.
    @Test func bookOpaqueViewDrawsOnBlack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let circle = CircleView(frame: CGRect(x: 20, y: 20, width: 150, height: 100))
        #expect(circle.isOpaque, "views are opaque by default")
        root.addSubview(circle)
        var image = snapshot(of: root)
        expectPixel(image, 160, 110, .black, name: "book-a6-opaque")
        expectPixel(image, 70, 70, .blue, name: "book-a6-opaque")
        circle.isOpaque = false
        circle.setNeedsDisplay()
        image = snapshot(of: root)
        expectPixel(image, 160, 110, .white, name: "book-a6-not-opaque")
        expectPixel(image, 70, 70, .blue, name: "book-a6-not-opaque")
    }

    /// Book #13 (A9, "Erasing"): the same drawing, a blue fill with `CGContext.clear` of (0,0,30,30), in a view
    /// whose background is red with alpha 1 and in one with alpha 0.99.
    final class ClearRectView: UIView {
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()!
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(rect)
            context.clear(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
    }

    /// Book #13 (A9): clearing in an opaque view gives black, otherwise what is behind.
    @Test func bookClearRectIsBlackOnlyWithAFullyOpaqueBackground() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
        root.backgroundColor = .white
        let solid = ClearRectView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        solid.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let almost = ClearRectView(frame: CGRect(x: 120, y: 0, width: 100, height: 100))
        almost.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.99)
        root.addSubview(solid)
        root.addSubview(almost)
        var image = snapshot(of: root)
        expectPixel(image, 5, 5, .black, name: "book-a9-alpha-1")
        expectPixel(image, 50, 50, .blue, name: "book-a9-alpha-1")
        expectPixel(image, 125, 5, .white, name: "book-a9-alpha-0.99")
        expectPixel(image, 170, 50, .blue, name: "book-a9-alpha-0.99")
        #expect(solid.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        // A later background change redraws the store: a non-opaque view never clears to black.
        solid.isOpaque = false
        solid.backgroundColor = .green
        image = snapshot(of: root)
        expectPixel(image, 5, 5, .white, name: "book-a9-not-opaque")
        expectPixel(image, 50, 50, .blue, name: "book-a9-not-opaque")
    }

    // MARK: Layer pixel probes

    /// Book #18: a red 100x100 layer at (50,50) over white.
    @Test func bookBordersCornersShadowsAndMasks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        root.layer.addSublayer(layer)

        layer.borderWidth = 10
        layer.borderColor = UIColor.blue.cgColor
        var image = snapshot(of: root)
        expectPixel(image, 55, 100, .blue, name: "book18-border")
        expectPixel(image, 100, 100, .red, name: "book18-border")
        expectPixel(image, 45, 100, .white, name: "book18-border")

        layer.borderWidth = 0
        layer.cornerRadius = 20
        image = snapshot(of: root)
        expectPixel(image, 51, 51, .white, name: "book18-corner")
        expectPixel(image, 100, 51, .red, name: "book18-corner")

        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 0, height: 10)
        layer.shadowRadius = 0
        image = snapshot(of: root)
        expectPixel(image, 100, 155, .black, name: "book18-shadow")
        expectPixel(image, 100, 165, .white, name: "book18-shadow")

        layer.masksToBounds = true
        image = snapshot(of: root)
        expectPixel(image, 100, 155, .white, name: "book18-shadow-masked")

        layer.masksToBounds = false
        layer.cornerRadius = 0
        layer.shadowOpacity = 0
        let mask = CAShapeLayer()
        mask.frame = layer.bounds
        mask.path = CGPath(ellipseIn: layer.bounds, transform: nil)
        layer.mask = mask
        image = snapshot(of: root)
        expectPixel(image, 53, 53, .white, name: "book18-mask")
        expectPixel(image, 100, 100, .red, name: "book18-mask")
        expectPixel(image, 100, 53, .red, name: "book18-mask")
    }
}

/// T-18: `contentStretch` stretches only its part of the drawing, and only for scaling content modes.
@MainActor @Suite struct ContentStretchTests {
    /// Columns 0-14 red, column 15 green, columns 16-29 blue.
    final class Columns: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 15, height: 30))
            UIColor.green.setFill(); UIRectFill(CGRect(x: 15, y: 0, width: 1, height: 30))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 16, y: 0, width: 14, height: 30))
        }
    }

    /// V-CM-4, V-CM-5, T-18: contentStretch is normalised and used only with the scaling content modes.
    @Test func t18ContentStretchOnlyForScalingModes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.backgroundColor = .white
        let view = Columns(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.contentStretch = CGRect(x: 15.0 / 30, y: 0, width: 1.0 / 30, height: 1)
        root.addSubview(view)
        _ = snapshot(of: root) // drawn at 30x30, then widened without redrawing
        view.frame.size.width = 90
        var image = snapshot(of: root)
        expectPixel(image, 10, 15, .red, name: "t18-scale-to-fill")
        expectPixel(image, 20, 15, .green, name: "t18-scale-to-fill")
        expectPixel(image, 70, 15, .green, name: "t18-scale-to-fill")
        expectPixel(image, 80, 15, .blue, name: "t18-scale-to-fill")
        view.contentMode = .left
        image = snapshot(of: root)
        expectPixel(image, 10, 15, .red, name: "t18-left")
        expectPixel(image, 20, 15, .blue, name: "t18-left")
        expectPixel(image, 50, 15, .white, name: "t18-left")
    }
}
