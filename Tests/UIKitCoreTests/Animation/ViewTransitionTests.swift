import Testing
@testable import UIKitCore
import QuartzCore

/// Transitions drawn from the render tree (CATransition, UIView.transition(with:) and transition(from:to:),
/// V-ANIM-10, V-ANIM-11), checked in pixels from the reference renderer on the manual clock.
@MainActor @Suite(.serialized) struct ViewTransitionTests {
    let clock = AnimationTestClock.shared

    func hosted() -> (UIView, UIView, CALayerHost) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .red
        root.addSubview(view)
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        CATransaction.flush()
        return (view, root, host)
    }

    /// The host's last render tree through the reference renderer.
    func picture(_ host: CALayerHost) throws -> CGImage {
        let tree = try #require(host.lastRenderTree)
        let size = tree.geometry.bounds.size
        let context = try #require(CGContext(data: nil, width: Int(size.width), height: Int(size.height),
                                             bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        LayerRenderer().renderInLocalSpace(tree, in: context)
        return try #require(context.makeImage())
    }

    func frame(after seconds: Double) {
        clock.advance(by: seconds)
        CATransaction.flush()
    }

    @Test func aPushFromTheRightShowsHalfOfEachAppearanceHalfWay() throws {
        let (view, _, host) = hosted()
        defer { host.invalidate() }
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(push, forKey: nil)
        view.backgroundColor = .blue
        frame(after: 0.5)
        let image = try picture(host)
        expectPixel(image, 20, 25, .red, name: "transition-push-half")
        expectPixel(image, 80, 25, .blue, name: "transition-push-half")
        frame(after: 0.6)
        expectPixel(try picture(host), 20, 25, .blue, name: "transition-push-end")
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func crossDissolveBlendsTheTwoAppearances() throws {
        let (view, _, host) = hosted()
        defer { host.invalidate() }
        var finished: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue }, completion: { finished.append($0) })
        #expect(view.layer.animation(forKey: "backgroundColor") == nil, "the content change itself is not animated")
        frame(after: 0.5)
        let mid = try picture(host).pixel(50, 25)
        #expect(mid.r > 60 && mid.b > 60, "both appearances show: \(mid)")
        frame(after: 0.6)
        expectPixel(try picture(host), 50, 25, .blue, name: "transition-dissolve-end")
        #expect(finished == [true])
    }

    @Test func transitionFromToSwapsTheViews() {
        let (view, root, host) = hosted()
        defer { host.invalidate() }
        let replacement = UIView(frame: view.frame)
        var finished: [Bool] = []
        UIView.transition(from: view, to: replacement, duration: 0.3, options: .transitionFlipFromLeft,
                          completion: { finished.append($0) })
        #expect(view.superview == nil && replacement.superview === root, "V-ANIM-11: removed and inserted")
        frame(after: 0.4)
        #expect(finished == [true])
        let shown = UIView(frame: view.frame)
        shown.isHidden = true
        root.addSubview(shown)
        UIView.transition(from: replacement, to: shown, duration: 0.3, options: .showHideTransitionViews)
        #expect(replacement.isHidden && !shown.isHidden && replacement.superview === root)
    }

    @Test func aFlipNarrowsTheOldSideThenWidensTheNew() throws {
        let (view, _, host) = hosted()
        defer { host.invalidate() }
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        frame(after: 0.25)
        let early = try picture(host)
        expectPixel(early, 50, 25, .red, name: "transition-flip-quarter")
        expectPixel(early, 10, 25, .white, name: "transition-flip-quarter")
        frame(after: 0.5)
        let late = try picture(host)
        expectPixel(late, 50, 25, .blue, name: "transition-flip-three-quarters")
        expectPixel(late, 10, 25, .white, name: "transition-flip-three-quarters")
    }
}
