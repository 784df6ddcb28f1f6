import Testing
@testable import QuartzCore

/// Actions for events that are not property changes (Core Animation's `kCAOnOrderIn`, `kCAOnOrderOut` and
/// `"sublayers"`), and fades of `hidden` and `contents` when an action supplies a transition (book §1.6, "Actions /
/// action search": the search runs for these keys too; they have no implicit animation of their own).
@MainActor @Suite(.serialized) struct OrderActionTests {
    let clock = AnimationTestClock.shared

    final class RecordingAction: CAAction {
        var events: [(String, ObjectIdentifier)] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            events.append((event, ObjectIdentifier(anObject as AnyObject)))
        }
    }

    func fadeIn() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.duration = 1
        return fade
    }

    @Test func aStandAloneLayerFadesInWhenAddedIfItsOrderInActionSaysSo() throws {
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.actions = [kCAOnOrderIn: fadeIn()]
        hosted.addSublayer(layer)
        #expect(layer.animationKeys() == [kCAOnOrderIn])
        CATransaction.flush()
        clock.advance(by: 0.25)
        #expect(abs(try #require(layer.presentation()).opacity - 0.25) < 1e-3)
        #expect(layer.opacity == 1, "the model is untouched")
        clock.advance(by: 1)
        CATransaction.flush()
        #expect(layer.animationKeys() == nil)
    }

    @Test func withoutAnActionAddingALayerAnimatesNothing() {
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        let layer = CALayer()
        hosted.addSublayer(layer)
        #expect(layer.animationKeys() == nil)
        #expect(hosted.animationKeys() == nil, "\"sublayers\" has no implicit animation")
    }

    @Test func layersAddedToATreeNotYetOnScreenRunNoActions() {
        let root = CALayer()
        let layer = CALayer()
        let action = RecordingAction()
        layer.actions = [kCAOnOrderIn: action]
        root.actions = ["sublayers": action]
        root.addSublayer(layer)
        #expect(action.events.isEmpty)
    }

    @Test func orderOutAndSublayersActionsRunOnTheRightLayers() {
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        let layer = CALayer()
        let other = CALayer()
        let action = RecordingAction()
        layer.actions = [kCAOnOrderIn: action, kCAOnOrderOut: action]
        hosted.actions = ["sublayers": action]
        hosted.addSublayer(other)
        hosted.addSublayer(layer)
        let (me, parent) = (ObjectIdentifier(layer), ObjectIdentifier(hosted))
        #expect(action.events.map(\.0) == ["sublayers", kCAOnOrderIn, "sublayers"])
        #expect(action.events[1].1 == me && action.events[2].1 == parent)
        action.events = []
        hosted.insertSublayer(layer, at: 0)
        #expect(action.events.map(\.0) == ["sublayers"], "reordering among siblings neither orders out nor in")
        action.events = []
        layer.removeFromSuperlayer()
        #expect(action.events.map(\.0) == [kCAOnOrderOut, "sublayers"])
        #expect(action.events[0].1 == me)
    }

    /// Core Animation documents kCAOnOrderIn as running also when "the layer is no longer set as hidden", and
    /// kCAOnOrderOut when it is hidden; the `"hidden"` action runs first, as for any property change.
    @Test func hidingAndShowingAnOnScreenLayerOrdersItOutAndIn() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let action = RecordingAction()
        layer.actions = [kCAOnOrderIn: action, kCAOnOrderOut: action, "hidden": action]
        layer.isHidden = true
        #expect(action.events.map(\.0) == ["hidden", kCAOnOrderOut])
        #expect(action.events.allSatisfy { $0.1 == ObjectIdentifier(layer) })
        action.events = []
        layer.isHidden = true
        #expect(action.events.isEmpty, "hiding a hidden layer changes nothing")
        layer.isHidden = false
        #expect(action.events.map(\.0) == ["hidden", kCAOnOrderIn])
    }

    @Test func aLayerShownAgainFadesInWhenItsOrderInActionSaysSo() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.isHidden = true
        CATransaction.flush()
        layer.actions = [kCAOnOrderIn: fadeIn()]
        layer.isHidden = false
        #expect(layer.animationKeys() == [kCAOnOrderIn])
        CATransaction.flush()
        clock.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-3)
        clock.advance(by: 1)
        CATransaction.flush()
        #expect(layer.animationKeys() == nil)
    }

    @Test func hidingALayerNotYetOnScreenOrWithActionsDisabledOrdersNothing() {
        let layer = CALayer()
        let action = RecordingAction()
        layer.actions = [kCAOnOrderIn: action, kCAOnOrderOut: action]
        layer.isHidden = true
        layer.isHidden = false
        #expect(action.events.isEmpty, "configuring a new layer runs no actions")
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        hosted.actions = layer.actions
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hosted.isHidden = true
        CATransaction.commit()
        #expect(action.events.isEmpty)
    }

    @Test func disabledActionsRunNoOrderActions() {
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        let layer = CALayer()
        let action = RecordingAction()
        layer.actions = [kCAOnOrderIn: action]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hosted.addSublayer(layer)
        CATransaction.commit()
        #expect(action.events.isEmpty)
    }

    @Test func aSublayersTransitionCrossFadesTheSuperlayer() throws {
        let (hosted, host) = hostedTestLayer()
        defer { host.invalidate() }
        let fade = CATransition()
        fade.duration = 1
        hosted.actions = ["sublayers": fade]
        hosted.addSublayer(CALayer())
        #expect(hosted.animation(forKey: kCATransition) is CATransition)
    }

    /// The node drawn for `layer` during a transition: a container whose parts are the old and new appearances.
    func transitionParts(of layer: CALayer, in host: CALayerHost) throws -> (old: RenderLayer, new: RenderLayer) {
        CATransaction.flush()
        let root = try #require(host.lastRenderTree)
        let container = try #require(root.sublayers.first { $0.sublayers.contains { $0.layerID == layer.layerID } })
        let new = try #require(container.sublayers.first { $0.layerID == layer.layerID })
        let old = try #require(container.sublayers.first { $0.layerID != layer.layerID })
        return (old, new)
    }

    /// A one-second fade at constant speed.
    func linearFade() -> CATransition {
        let fade = CATransition()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        return fade
    }

    @Test func hidingFadesOutWhenTheHiddenActionIsATransition() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.flush()
        layer.actions = ["hidden": linearFade()]
        layer.isHidden = true
        clock.advance(by: 0.5)
        let parts = try transitionParts(of: layer, in: host)
        #expect(!parts.old.isHidden && parts.new.isHidden)
        #expect(abs(parts.old.opacity - 0.5) < 1e-3, "the visible old appearance is half faded out")
        clock.advance(by: 1)
        CATransaction.flush()
        #expect(layer.animationKeys() == nil)
    }

    @Test func newContentsCrossFadeWhenTheContentsActionIsATransition() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        layer.actions = ["contents": linearFade()]
        layer.contents = image
        clock.advance(by: 0.25)
        let parts = try transitionParts(of: layer, in: host)
        #expect(parts.old.contents == nil && parts.new.contents != nil)
        #expect(abs(parts.new.opacity - 0.25) < 1e-3)
        #expect(abs(parts.old.opacity - 0.75) < 1e-3)
        clock.advance(by: 1)
        CATransaction.flush()
    }

    /// Contents cross-fade without an action (ImplicitAnimationTests); hidden changes at once.
    @Test func withoutAnActionHiddenChangesAtOnce() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.isHidden = true
        #expect(layer.animationKeys() == nil)
    }
}
