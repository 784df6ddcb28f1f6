@testable import UIKitCore
import Testing

/// The geometry, hierarchy and autoresizing rules of the View Programming Guide (V-GEO, V-HIER, V-LAY; scenarios
/// T-01 to T-11) and the book's worked values, with the documents' own numbers.
@MainActor @Suite struct ViewGeometryRuleTests {
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }
    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    /// V-GEO-2, V-GEO-3, V-GEO-4, T-01: a frame gives bounds (origin zero, same size) and the centre.
    @Test func t01FrameGivesBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
        #expect(view.center == CGPoint(x: 160, y: 230))
    }

    /// V-GEO-5, T-02: setting the centre moves the frame and keeps the size.
    @Test func t02CenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        view.center = CGPoint(x: 200, y: 300)
        #expect(view.frame == CGRect(x: 80, y: 110, width: 240, height: 380))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
    }

    /// V-GEO-6, T-03: the bounds size becomes the frame size around an unchanged centre.
    @Test func t03BoundsSizeDrivesTheFrameAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 80)
        #expect(view.frame.size == CGSize(width: 50, height: 80))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    /// V-GEO-9, V-CONV-1, V-CONV-4, T-05: rotation about the centre; a converted rect is the enclosing axis-aligned rect.
    @Test func t05RotationIsClockwiseAndRectConversionEncloses() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(child.center == CGPoint(x: 100, y: 100))
        let rect = child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        #expect(Self.close(rect, CGRect(x: 29.289, y: 29.289, width: 141.421, height: 141.421)))
        let point = child.convert(CGPoint(x: 100, y: 50), to: parent)
        #expect(Self.close(point.x, 135.355) && Self.close(point.y, 135.355))
    }

    /// V-GEO-8, V-GEO-9, T-06: a scale is about the centre, and the centre stays valid under the transform.
    @Test func t06ScaleKeepsTheCenter() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.center == CGPoint(x: 50, y: 50))
        let origin = child.convert(CGPoint.zero, to: parent)
        #expect(Self.close(origin.x, -50) && Self.close(origin.y, -50))
    }

    /// V-GEO-8, Book #6 (A4): under a rotation the frame is the bounding box, bounds and centre unchanged.
    @Test func bookRotated45DegreeFrameIsTheBoundingBox() {
        // Book "Transform": a 132x194 view at (113, 111) rotated 45 degrees has frame (63.7, 92.7, 230.5, 230.5).
        let view = UIView(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(Self.close(view.frame, CGRect(x: 63.7, y: 92.7, width: 230.5, height: 230.5), 0.1))
        #expect(view.center == CGPoint(x: 179, y: 208))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 132, height: 194))
    }

    /// Book #17: anchor point, position and frame of a layer; a view's centre is its layer's position.
    @Test func bookAnchorPointPositions() {
        // Book "Positioning a Sublayer".
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 100)
        layer.position = CGPoint(x: 100, y: 100)
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.8)
        #expect(layer.frame == CGRect(x: 80, y: 20, width: 40, height: 100))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 40, height: 100))
        #expect(layer.position == CGPoint(x: 100, y: 100))
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(layer.position == CGPoint(x: 10, y: 10))
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        view.center = CGPoint(x: 70, y: 80)
        #expect(view.layer.position == view.center && view.layer.frame == view.frame)
    }

    /// V-ARCH-3, V-HIER-1, V-HIER-2, V-HIER-3, T-08: the ordered subview array and its reordering operations.
    @Test func t08ZOrderOperations() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        for view in [a, b, c] { parent.addSubview(view) }
        #expect(parent.subviews == [a, b, c])
        parent.insertSubview(d, at: 1)
        #expect(parent.subviews == [a, d, b, c])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [d, b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, d, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [a, d, b, c])
        #expect(parent.layer.sublayers?.map(\.layerID) == parent.subviews.map(\.layer.layerID))
    }

    /// V-HIER-8, T-10: viewWithTag searches the receiver and its subtree depth-first, never upwards.
    @Test func t10ViewWithTagIsDepthFirstWithoutUpwardSearch() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        a.tag = 1; a1.tag = 5; b.tag = 5
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(root.viewWithTag(5) === a1)
        #expect(b.viewWithTag(1) == nil)
        #expect(a.viewWithTag(1) === a)
    }

    /// V-LAY-2, V-LAY-3, V-LAY-4, T-11: each mask flag makes its dimension flexible; two flexible margins share the change evenly.
    @Test(arguments: [
        (UIView.AutoresizingMask(), CGRect(x: 10, y: 10, width: 80, height: 20)),
        (UIView.AutoresizingMask.flexibleWidth, CGRect(x: 10, y: 10, width: 180, height: 20)),
        (UIView.AutoresizingMask.flexibleLeftMargin, CGRect(x: 110, y: 10, width: 80, height: 20)),
        (UIView.AutoresizingMask.flexibleRightMargin, CGRect(x: 10, y: 10, width: 80, height: 20)),
        (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 60, y: 10, width: 80, height: 20)),
    ] as [(UIView.AutoresizingMask, CGRect)])
    func t11AutoresizingArithmetic(mask: UIView.AutoresizingMask, expected: CGRect) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame == expected)
    }

    /// V-LAY-2: autoresizesSubviews = false on the superview turns autoresizing off.
    @Test func t11NoAutoresizingWhenTheSuperviewSaysNo() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
    }

    @Test func addingAViewToItsOwnSubtreeIsRefused() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
        child.addSubview(child)
        #expect(child.subviews.isEmpty)
    }

    @Test func nonFiniteGeometryIsRefused() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func layerKeyValueCodingReachesPropertiesKeyPathsAndArbitraryKeys() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 10, height: 20), forKey: "bounds")
        layer.setValue(30, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.size == CGSize(width: 30, height: 20))
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(Self.close(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2))
        #expect(Self.close(layer.transform.m12, 1))
        layer.setValue("Manny", forKey: "nickname")
        #expect(layer.value(forKey: "nickname") as? String == "Manny")
        layer.setValue("not a number", forKey: "opacity")
        #expect(layer.opacity == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
    }
}
