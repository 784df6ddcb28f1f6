import Testing
import UIKit

// Issue 18's declarations, used exactly as iOS code uses them (overrides included): if one drifts from UIKit's
// shape this file stops compiling. No `@testable`: only what an app sees. Tests/Swift5ClientTests/
// IssueEighteenIdioms.swift compiles the most important of these in Swift 5 mode.

final class ShapeBackedView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    private(set) var laidOutLayers = 0

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        laidOutLayers += 1
    }

    override func draw(_ layer: CALayer, in ctx: CGContext) {
        super.draw(layer, in: ctx)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        shapeLayer.fillColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
    }
}

final class NotALayerView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

final class RingLayer: CALayer {
    var thickness: CGFloat {
        get { value(forKey: "thickness") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "thickness") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "thickness" ? true : super.needsDisplay(forKey: key)
    }

    private(set) var removals = 0
    override func removeFromSuperlayer() {
        removals += 1
        super.removeFromSuperlayer()
    }
}

final class ShapeViewController: UIViewController {
    private(set) var transitions: [CGSize] = []
    private(set) var dismissals = 0
    private(set) var alongside = 0

    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(alongsideTransition: { _ in self.alongside += 1 }, completion: { _ in
            self.setNeedsStatusBarAppearanceUpdate()
        })
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        super.dismiss(animated: flag, completion: completion)
    }
}

/// UIGestureRecognizerSubclass's members, as a custom recognizer overrides them.
final class TwoFingerHold: UIGestureRecognizer {
    private(set) var resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count > 2 { for touch in touches { ignore(touch, for: event) } }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }

    override func reset() {
        super.reset()
        resets += 1
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UITapGestureRecognizer
    }
}

/// A delegate with no `window` property compiles: the requirement is optional, as in UIKit.
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

final class WindowedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor @Suite(.serialized) struct IssueEighteenShapeTests {
    @Test func layerClassIsAnyClassAndMakesTheLayer() {
        let view = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAShapeLayer)
        view.shapeLayer.path = UIBezierPath(rect: view.bounds).cgPath
        view.layoutIfNeeded()
        #expect(view.laidOutLayers >= 1)
        let made: CALayer? = (ShapeBackedView.layerClass as? CALayer.Type)?.init()
        #expect(made is CAShapeLayer)
        #expect(type(of: NotALayerView().layer) == CALayer.self, "a class that is not a layer gets a plain layer")
    }

    @Test func removeFromSuperlayerAndNeedsDisplayForKeyAreOverridable() {
        let parent = CALayer(), ring = RingLayer()
        parent.addSublayer(ring)
        ring.removeFromSuperlayer()
        #expect(ring.removals == 1 && ring.superlayer == nil)
        #expect(RingLayer.needsDisplay(forKey: "thickness") && !CALayer.needsDisplay(forKey: "thickness"))
        let animation = CABasicAnimation(keyPath: "thickness")
        animation.fromValue = 1
        animation.toValue = 5
        ring.add(animation, forKey: nil)
        #expect(ring.animationKeys() == nil, "added without a key")
        ring.removeAllAnimations()
    }

    @Test func aNibIsNotFailable() {
        let nib: UINib = UINib(nibName: "NoSuchNib", bundle: nil)
        #expect(nib.instantiate(withOwner: nil, options: nil).isEmpty)
    }

    @Test func delegatesMayOrMayNotHaveAWindow() {
        let windowless: UIApplicationDelegate = WindowlessAppDelegate()
        let windowed = WindowedAppDelegate()
        windowed.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(windowless.window == nil)
        #expect(windowed.window != nil)
    }

    @Test func colours() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        let resolved: UIColor = dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(resolved == .black)
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(literal.cgColor.alpha == 1)
        let pattern = UIColor(patternImage: UIImage())
        #expect(pattern.cgColor.alpha == 0)
        let named: UIColor? = UIColor(named: "NoSuchColour")
        #expect(named == nil)
        let view = ShapeBackedView()
        view.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.shapeLayer.fillColor?.components == [1, 1, 1, 1], "the label colour, resolved for dark")
    }

    @Test func images() throws {
        let literal = #imageLiteral(resourceName: "NoSuchImage")
        #expect(literal.size == .zero)
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
        let symbol = try #require(UIImage(systemName: "gear", withConfiguration: configuration))
        let scaled = UIImage(systemName: "house", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
        #expect(scaled != nil)
        let tinted: UIImage = symbol.withTintColor(.systemRed)
        let template: UIImage = tinted.withRenderingMode(.alwaysTemplate)
        let format: UIGraphicsImageRendererFormat = template.imageRendererFormat
        #expect(format.scale == symbol.scale)
        #expect(UIImage(systemName: "not.a.symbol.name") == nil)
    }

    @Test func maskAndCoordinateSpaces() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        window.addSubview(view)
        let mask = UIView(frame: view.bounds)
        view.mask = mask
        #expect(view.layer.mask === mask.layer)
        let space: UICoordinateSpace = window.screen.coordinateSpace
        let onScreen = view.convert(CGPoint(x: 1, y: 2), to: space)
        #expect(view.convert(onScreen, from: space) == CGPoint(x: 1, y: 2))
        let fixed: UICoordinateSpace = UIScreen.main.fixedCoordinateSpace
        let rect = view.convert(view.bounds, to: fixed)
        #expect(rect.size == CGSize(width: 100, height: 100))
        let asSpace: UICoordinateSpace = view
        #expect(asSpace.bounds == view.bounds)
        #expect(view.convert(CGPoint.zero, to: window) == CGPoint(x: 20, y: 30))
    }

    @Test func controllersHearOfWindowResizes() {
        let controller = ShapeViewController()
        #expect(controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.supportedInterfaceOrientations.contains(.portrait))
        controller.didReceiveMemoryWarning()
        controller.dismiss(animated: false, completion: nil)
        #expect(controller.dismissals == 1)
    }

    @Test func gestureRecognizerSubclassMembers() {
        let hold = TwoFingerHold()
        #expect(hold.state == .possible)
        #expect(hold.shouldRequireFailure(of: UITapGestureRecognizer()))
        #expect(!hold.canPrevent(UITapGestureRecognizer()) && !hold.canBePrevented(by: UITapGestureRecognizer()))
    }
}
