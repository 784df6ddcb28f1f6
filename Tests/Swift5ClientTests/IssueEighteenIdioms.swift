import Testing
import UIKit

// The most important of issue 18's shapes, in Swift 5 mode as iOS code is written (the Swift 6 copy with every
// declaration is Tests/UIKitCoreTests/APIShape/IssueEighteenShapes.swift).

class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
    }
}

class PulseLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "pulse" || super.needsDisplay(forKey: key)
    }

    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
}

class SizeAwareController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() }, completion: nil)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
}

class HoldRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }

    override func reset() { super.reset() }
}

class MinimalAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor struct IssueEighteenIdiomTests {
    @Test func theShapesBehave() {
        #expect(GradientView().layer is CAGradientLayer)
        #expect(PulseLayer.needsDisplay(forKey: "pulse"))
        let nib = UINib(nibName: "Nothing", bundle: nil)
        #expect(nib.instantiate(withOwner: nil, options: nil).isEmpty)
        let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        let orange = #colorLiteral(red: 1, green: 0.6, blue: 0, alpha: 1)
        #expect(orange.cgColor.alpha == 1)
        let star = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(star?.withTintColor(.systemYellow).size == CGSize(width: 20, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.mask = UIView(frame: view.bounds)
        #expect(view.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace) == .zero)
        let delegate: UIApplicationDelegate = MinimalAppDelegate()
        #expect(delegate.window == nil)
        #expect(HoldRecognizer().state == .possible)
        #expect(SizeAwareController().prefersStatusBarHidden)
    }
}
