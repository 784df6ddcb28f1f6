@testable import UIKitCore
import Testing

/// `superview`, `superlayer` and a view's layer `delegate` are not weak references (for speed); they must still read
/// nil once the object they point to is gone, as weak references would, and never dangle.
@MainActor @Suite struct BackPointerLifetimeTests {
    final class Delegate: CALayerDelegate {}

    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.addSubview(subview)
            #expect(subview.superview === parent)
        }
        #expect(subview.superview == nil)
        // Still usable: it can join another tree and convert through it.
        let other = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        other.addSubview(subview)
        #expect(subview.convert(CGPoint.zero, to: nil) == .zero)
        #expect(subview.superview === other)
    }

    @Test func aSublayerThatOutlivesItsSuperlayerHasNoSuperlayer() {
        let sublayer = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(sublayer)
            #expect(sublayer.superlayer === parent)
        }
        #expect(sublayer.superlayer == nil)
        sublayer.removeFromSuperlayer() // nothing to leave
        #expect(sublayer.superlayer == nil)
    }

    @Test func aLayerThatOutlivesItsViewHasNoDelegate() {
        let layer: CALayer
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            layer = view.layer
            #expect(layer.delegate === view)
        }
        #expect(layer.delegate == nil)
        // Property changes search for actions without a delegate; layout and display ask none.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds.size = CGSize(width: 30, height: 30)
        CATransaction.commit()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.layoutIfNeeded()
        #expect(layer.bounds.width == 30)
    }

    @Test func otherDelegatesStayWeak() {
        let layer = CALayer()
        do {
            let delegate = Delegate()
            layer.delegate = delegate
            #expect(layer.delegate === delegate)
        }
        #expect(layer.delegate == nil)
        // A view's layer given another delegate keeps it after the view is gone.
        let kept = Delegate()
        let viewLayer: CALayer
        do {
            let view = UIView()
            viewLayer = view.layer
            viewLayer.delegate = kept
        }
        #expect(viewLayer.delegate === kept)
    }
}
