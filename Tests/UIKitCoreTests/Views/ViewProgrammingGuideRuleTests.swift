@testable import UIKitCore
import Testing

/// View Programming Guide rules (reference digest A.1 to A.9) that the scenario tests (T-01 to T-19, in
/// ViewGeometryRuleTests and LayoutAndDrawingCycleTests) do not prove on their own, each under its own number.
@MainActor @Suite(.serialized) struct ViewProgrammingGuideRuleTests {
    static func solid(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    static let purple = RGBA8(r: 128, g: 0, b: 127, a: 255)

    final class ShapeBackedView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class FramedView: UIView {
        var madeBySubclass = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeBySubclass = true
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class GreenDrawingView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(bounds)
        }
    }

    // MARK: Architecture and layers

    /// V-ARCH-1, V-LAYER-2: every view, the window too, is backed by its own layer and is that layer's delegate.
    @Test func vARCH1EveryViewIsBackedByItsOwnLayerAndIsItsDelegate() {
        let view = UIView(), other = UIView()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer !== other.layer)
        #expect((view.layer.delegate as AnyObject?) === view)
        #expect((window.layer.delegate as AnyObject?) === window, "the window is a view too")
        let layer = view.layer
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.alpha = 0.5
        #expect(view.layer === layer && layer.frame == view.frame && layer.opacity == 0.5)
    }

    /// V-LAYER-1: the layer's class comes from `layerClass` when the view is made, and the layer never changes.
    @Test func vLAYER1TheLayerClassIsFixedWhenTheViewIsMade() {
        let view = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.layer is CAShapeLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
        let layer = view.layer
        view.bounds.size = CGSize(width: 40, height: 40)
        #expect(view.layer === layer)
    }

    /// V-LAYER-3: a layer no view owns can be added to a view's layer; it is drawn, and has no delegate.
    @Test func vLAYER3CustomSublayersOfAViewsLayerAreDrawn() {
        let view = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        sublayer.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(sublayer)
        #expect(sublayer.delegate == nil)
        let image = snapshot(of: view)
        expectPixel(image, 15, 15, .red, name: "v-layer-3")
        expectPixel(image, 30, 30, .white, name: "v-layer-3")
    }

    /// V-ARCH-4: an opaque subview hides the covered part of its parent; a translucent one is blended with it.
    @Test func vARCH4OpaqueSubviewsHideTheParentTranslucentOnesBlend() {
        let parent = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 20), .blue)
        parent.addSubview(Self.solid(CGRect(x: 0, y: 0, width: 20, height: 20), .red))
        let translucent = Self.solid(CGRect(x: 20, y: 0, width: 20, height: 20), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        translucent.isOpaque = false
        parent.addSubview(translucent)
        let image = snapshot(of: parent)
        expectPixel(image, 10, 10, .red, name: "v-arch-4")
        expectPixel(image, 30, 10, Self.purple, tolerance: 3, name: "v-arch-4")
    }

    /// V-ARCH-5, V-GEO-10: hiding, alpha and a transform of the superview apply to its subviews in the final
    /// picture, while each subview keeps its own frame and bounds.
    @Test func vARCH5SuperviewHidingAlphaAndTransformReachTheSubviews() {
        let root = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = Self.solid(CGRect(x: 10, y: 10, width: 10, height: 10), .red)
        root.addSubview(parent)
        parent.addSubview(child)
        expectPixel(snapshot(of: root), 15, 15, .red, name: "v-arch-5-plain")

        parent.alpha = 0.5
        expectPixel(snapshot(of: root), 15, 15, RGBA8(r: 255, g: 128, b: 128, a: 255), tolerance: 3, name: "v-arch-5-alpha")
        parent.alpha = 1
        parent.isHidden = true
        expectPixel(snapshot(of: root), 15, 15, .white, name: "v-arch-5-hidden")
        parent.isHidden = false

        // Scaled twice about the parent's centre (10, 10): the child's 10...20 square lands on 10...30.
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = snapshot(of: root)
        expectPixel(scaled, 25, 25, .red, name: "v-geo-10-transform")
        expectPixel(scaled, 5, 5, .white, name: "v-geo-10-transform")
        #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10), "the subview's own geometry is unchanged")
        #expect(child.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    // MARK: Drawing

    /// Records what happens in a turn, in order.
    final class TurnLog {
        var entries: [String] = []
    }

    /// V-DRAW-4: a turn runs the update sequence in order, for changes made by code as for touches: autoresizing,
    /// then layoutSubviews, then draw(_:) of the views marked for it, then the composited picture goes out.
    @Test func vDRAW4OneTurnAutoresizesThenLaysOutThenDrawsThenPresents() {
        final class Parent: UIView {
            var turn: TurnLog?
            override func layoutSubviews() { turn?.entries.append("layout, child \(Int(subviews[0].frame.width)) wide") }
        }
        final class Drawing: UIView {
            var turn: TurnLog?
            override func draw(_ rect: CGRect) { turn?.entries.append("draw") }
        }
        let turn = TurnLog()
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Drawing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        let host = CALayerHost(rootLayer: parent.layer) { _ in turn.entries.append("present") }
        defer { host.invalidate() }
        CATransaction.flush()
        parent.turn = turn
        child.turn = turn
        turn.entries = []
        parent.bounds.size.width = 150
        child.setNeedsDisplay()
        #expect(turn.entries.isEmpty, "nothing is laid out, drawn or shown before the turn ends")
        CATransaction.flush()
        #expect(turn.entries == ["layout, child 100 wide", "draw", "present"])
    }

    /// V-CM-6: `contentStretch` is handled in the layer, as its `contentsCenter`, without drawing again.
    @Test func vCM6ContentStretchIsTheLayersContentsCenter() {
        let view = GreenDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let host = CALayerHost(rootLayer: view.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        let contents = view.layer.contents as AnyObject?
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        view.bounds.size = CGSize(width: 60, height: 20)
        CATransaction.flush()
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(contents != nil && view.layer.contents as AnyObject? === contents, "the same backing store, stretched")
    }

    // MARK: Geometry

    /// V-GEO-1: the origin is the top-left corner, x grows to the right and y downwards, in floating-point points.
    @Test func vGEO1TheOriginIsTopLeftAndAxesGrowRightAndDown() {
        let root = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
        root.addSubview(Self.solid(CGRect(x: 10, y: 20, width: 5, height: 5), .red))
        let image = snapshot(of: root)
        expectPixel(image, 12, 22, .red, name: "v-geo-1")
        expectPixel(image, 12, 12, .white, name: "v-geo-1")
        expectPixel(image, 22, 22, .white, name: "v-geo-1")
        let fractional = UIView(frame: CGRect(x: 0.5, y: 0.25, width: 10.75, height: 3.5))
        #expect(fractional.frame == CGRect(x: 0.5, y: 0.25, width: 10.75, height: 3.5), "not rounded")
        #expect(fractional.center == CGPoint(x: 5.875, y: 2))
    }

    /// V-GEO-11: `transform` is two-dimensional; a 3-D transform is set on the layer and kept there.
    @Test func vGEO11ThreeDimensionalTransformsGoOnTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(CATransform3DIsAffine(view.layer.transform))
        #expect(view.layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        view.layer.transform = turned
        #expect(view.layer.transform == turned && !CATransform3DIsAffine(view.layer.transform))
    }

    /// V-GEO-13: subviews are not clipped to their superview unless it sets `clipsToBounds`.
    @Test func vGEO13SubviewsAreClippedOnlyWithClipsToBounds() {
        let root = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
        let parent = Self.solid(CGRect(x: 0, y: 0, width: 20, height: 20), .blue)
        parent.addSubview(Self.solid(CGRect(x: 10, y: 10, width: 20, height: 20), .red))
        root.addSubview(parent)
        #expect(!parent.clipsToBounds)
        expectPixel(snapshot(of: root), 25, 25, .red, name: "v-geo-13-unclipped")
        parent.clipsToBounds = true
        let clipped = snapshot(of: root)
        expectPixel(clipped, 25, 25, .white, name: "v-geo-13-clipped")
        expectPixel(clipped, 15, 15, .red, name: "v-geo-13-clipped")
    }

    /// V-GEO-15: geometry is in points; the backing store has `contentScaleFactor` pixels per point.
    @Test func vGEO15PointsAreScaledToPixelsByTheContentScaleFactor() throws {
        let view = GreenDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 6))
        let host = CALayerHost(rootLayer: view.layer) { _ in }
        defer { host.invalidate() }
        view.contentScaleFactor = 2
        view.setNeedsDisplay()
        CATransaction.flush()
        let contents = try #require(view.layer.contents as? CGImage)
        #expect((contents.width, contents.height) == (20, 12))
        #expect(view.bounds.size == CGSize(width: 10, height: 6), "the view's geometry stays in points")
        #expect(view.layer.contentsScale == 2)
    }

    // MARK: Conversion

    /// V-CONV-3: converting between two windows goes through their positions on the screen.
    @Test func vCONV3WindowsConvertBetweenTheirCoordinateSystems() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 50, y: 30, width: 100, height: 100))
        #expect(first.convert(CGPoint(x: 60, y: 60), to: second) == CGPoint(x: 10, y: 30))
        #expect(second.convert(CGPoint(x: 10, y: 30), to: first) == CGPoint(x: 60, y: 60))
        #expect(second.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: first) == CGRect(x: 50, y: 30, width: 5, height: 5))
        #expect(first.convert(CGPoint(x: 60, y: 60), from: second) == CGPoint(x: 110, y: 90))
    }

    // MARK: Hierarchy

    /// V-HIER-5: a subview's current frame is its position in the superview it is added to.
    @Test func vHIER5TheCurrentFrameIsThePositionInTheNewSuperview() {
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        parent.addSubview(child)
        #expect(child.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 30, y: 40))
    }

    /// V-HIER-7: the root of a hierarchy has no superview; `window` is the window a view is shown in, if any, and
    /// the window is the root of its hierarchy.
    @Test func vHIER7TheRootHasNoSuperviewAndWindowIsTheHierarchysWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(parent.superview == nil && child.window == nil, "a detached hierarchy has no window")
        window.addSubview(parent)
        #expect(window.superview == nil && window.window === window)
        #expect(parent.window === window && child.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    /// V-HIER-9: hidden and alpha-0 views are not drawn and receive no touches; hidden views still autoresize;
    /// `isHidden` is not animated.
    @Test func vHIER9HiddenViewsAreNotDrawnNotTouchableButStillResized() {
        let root = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
        let back = Self.solid(CGRect(x: 0, y: 0, width: 40, height: 40), .blue)
        let front = Self.solid(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        front.autoresizingMask = .flexibleWidth
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === front)
        for hide in [{ front.isHidden = true }, { front.alpha = 0 }] {
            front.isHidden = false; front.alpha = 1
            hide()
            expectPixel(snapshot(of: root), 5, 5, .blue, name: "v-hier-9")
            #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === back)
        }
        front.alpha = 1
        front.isHidden = true
        root.bounds.size.width = 60
        #expect(front.frame.width == 40, "hidden views take part in autoresizing")
        UIView.animate(withDuration: 1) { front.isHidden = false }
        #expect(front.layer.animationKeys() == nil && !front.isHidden, "hiding is not animatable")
    }

    // MARK: Layout

    /// V-LAY-5: autoresizing a transformed view is undefined, but stays finite and keeps the transform.
    @Test func vLAY5AutoresizingATransformedViewStaysFinite() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin, .flexibleHeight]
        child.transform = CGAffineTransform(rotationAngle: .pi / 3)
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 180, height: 60)
        let frame = child.frame
        #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite })
        #expect(child.transform == CGAffineTransform(rotationAngle: .pi / 3))
    }

    // MARK: Custom views

    /// V-CUST-1: a subclass's `init(frame:)` calls super first and gets the frame and its layer.
    @Test func vCUST1InitWithFrameSetsUpTheViewThroughSuper() {
        let view = FramedView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.madeBySubclass)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.layer.bounds.size == CGSize(width: 30, height: 40))
    }

    // MARK: Animation

    /// V-ANIM-2: one animation block, a class method, animates several views.
    @Test func vANIM2OneBlockAnimatesSeveralViews() {
        let (first, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let second = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        root.addSubview(second)
        CATransaction.flush()
        UIView.animate(withDuration: 1) {
            first.alpha = 0
            second.center.x += 40
        }
        #expect(first.layer.animationKeys()?.isEmpty == false)
        #expect(second.layer.animationKeys()?.isEmpty == false)
        first.layer.removeAllAnimations()
        second.layer.removeAllAnimations()
    }

    /// V-LAYER-6: a view animation and a layer animation submitted in the same turn start together and run in step.
    @Test func vLAYER6ViewAndLayerAnimationsOfOneTurnRunTogether() throws {
        _ = AnimationTestClock.shared // animation time from the animation suites' manual clock
        let (view, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 200, y: 200, width: 50, height: 50)
        root.layer.addSublayer(sublayer)
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        sublayer.add(fade, forKey: "fade")
        CATransaction.flush()
        advanceAnimationFrame(by: 0.5)
        let viewOpacity = try #require(view.layer.presentation()).opacity
        let layerOpacity = try #require(sublayer.presentation()).opacity
        #expect(abs(viewOpacity - 0.5) < 1e-3 && abs(layerOpacity - 0.5) < 1e-3, "\(viewOpacity) \(layerOpacity)")
        view.layer.removeAllAnimations()
        sublayer.removeAllAnimations()
    }

    /// V-LAYER-5: changing a view's own layer inside a view animation block animates with the block's parameters.
    @Test func vLAYER5AViewsLayerChangedInABlockUsesTheBlocksParameters() throws {
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 10
            view.layer.borderWidth = 4
        })
        for key in ["cornerRadius", "borderWidth"] {
            let animation = try #require(view.layer.animation(forKey: key) as? CABasicAnimation, "\(key)")
            #expect(animation.duration == 2, "\(key)")
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear), "\(key)")
        }
        view.layer.removeAllAnimations()
    }

    /// V-ANIM-10: `.allowAnimatedContent` animates the block's changes directly as well as with the transition;
    /// the begin/commit form is `setAnimationTransition(_:for:cache:)`.
    @Test func vANIM10AllowAnimatedContentAndTheBeginCommitTransition() {
        _ = AnimationTestClock.shared
        let (view, _, host) = hostedAnimatedView()
        defer { host.invalidate() }
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent],
                          animations: { view.alpha = 0.5 })
        #expect(view.layer.animation(forKey: "opacity") != nil, "the content change animates directly")
        #expect(view.layer.animation(forKey: kCATransition) != nil)
        view.layer.removeAllAnimations()

        UIView.beginAnimations(nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
        view.backgroundColor = .blue
        UIView.commitAnimations()
        #expect(view.layer.animation(forKey: kCATransition) != nil)
        view.layer.removeAllAnimations()
    }

    /// V-ANIM-12: a view transition changes only the view hierarchy; the view controller stays active.
    @Test func vANIM12ATransitionLeavesTheViewControllerActive() {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
            override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = Controller()
        window.rootViewController = controller
        window.isHidden = false
        defer { window.isHidden = true }
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), new = UIView()
        controller.view.addSubview(old)
        controller.log = []
        UIView.transition(from: old, to: new, duration: 0)
        #expect(old.superview == nil && new.superview === controller.view)
        #expect(controller.log.isEmpty, "\(controller.log)")
        #expect(window.rootViewController === controller && controller.view.window === window)
    }

    // MARK: Windows

    /// V-WIN-4, T-23: a window gets no touches outside its bounds, even where a subview is drawn.
    @Test func vWIN4WindowsGetNoTouchesOutsideTheirBounds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhang = Self.solid(CGRect(x: 30, y: 30, width: 40, height: 40), .red)
        window.addSubview(overhang)
        window.isHidden = false
        defer { window.isHidden = true }
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === overhang)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
        expectPixel(snapshot(of: window, background: .white), 45, 45, .red, name: "v-win-4")
    }

    /// V-WIN-7: going to the background and back posts no visibility notification: a backgrounded window is still
    /// visible.
    @Test func vWIN7BackgroundingPostsNoVisibilityNotifications() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        // The application goes to the background only when all its visible windows are minimized.
        for other in UIApplication.shared.windows where other !== window && !other.isHidden { other.isHidden = true }
        let stateBefore = UIApplication.shared.applicationState
        var posted: [String] = []
        let observers = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { note in
                let label = note.name.rawValue
                MainActor.assumeIsolated { posted.append(label) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let host = try #require(window.host)
        UIApplication.shared.post(.windowMinimized(host, minimized: true))
        UIApplication.shared.processPendingEvents()
        #expect(UIApplication.shared.applicationState == .background)
        UIApplication.shared.post(.windowMinimized(host, minimized: false))
        UIApplication.shared.processPendingEvents()
        #expect(UIApplication.shared.applicationState == .active, "back from \(stateBefore)")
        #expect(posted.isEmpty)
        #expect(!window.isHidden)
    }
}
