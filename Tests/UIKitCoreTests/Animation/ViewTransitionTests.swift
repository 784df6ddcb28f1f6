import Testing
@testable import UIKitCore
import QuartzCore

/// Transitions drawn from the render tree (CATransition, UIView.transition(with:) and transition(from:to:),
/// V-ANIM-10, V-ANIM-11), checked in pixels from the reference renderer on the manual clock.
@MainActor @Suite(.serialized) struct ViewTransitionTests {
    let clock = AnimationTestClock.shared

    /// A red view (100 x 50 at the origin unless told) on a white root of `size`, committed.
    func hosted(size: CGSize = CGSize(width: 100, height: 50),
                frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50)) -> (UIView, UIView, CALayerHost) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let view = UIView(frame: frame)
        view.backgroundColor = .red
        root.addSubview(view)
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        CATransaction.flush()
        return (view, root, host)
    }

    /// The host's last render tree through the reference renderer, top row first.
    func picture(_ host: CALayerHost) throws -> CGImage {
        let tree = try #require(host.lastRenderTree)
        let size = tree.geometry.bounds.size
        // Flipped, as a window is: y grows downwards, so the picture's top row is the layer's top.
        let context = try CGContext(pixelWidth: Int(size.width), pixelHeight: Int(size.height), flipped: true)
        LayerRenderer().renderInLocalSpace(tree, in: context)
        return try #require(context.makeImage())
    }

    func frame(after seconds: Double) {
        clock.advance(by: seconds)
        CATransaction.flush()
    }

    /// V-ANIM-10: a transition shows the old and new appearances, here pushed half way.
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

    /// V-ANIM-10: transition(with:) animates the block's change through before and after snapshots; the change itself is not animated.
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

    /// A 100 x 50 red view centred in a 200 x 100 white root, so that a turned side's near edge, enlarged by
    /// perspective, still shows.
    func hostedWithRoom() -> (UIView, CALayerHost) {
        let (view, _, host) = hosted(size: CGSize(width: 200, height: 100),
                                     frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        return (view, host)
    }

    /// The transform of the one side a flip draws, from the last render tree, and whether it is the new side.
    func flipSide(of view: UIView, in host: CALayerHost) throws -> (isNew: Bool, transform: CATransform3D) {
        let root = try #require(host.lastRenderTree)
        let container = try #require(root.sublayers.first)
        #expect(container.layerID != view.layer.layerID, "the view draws as a transition container")
        let side = try #require(container.sublayers.first)
        #expect(container.sublayers.count == 1, "a flip shows one side at a time")
        return (side.layerID == view.layer.layerID, side.geometry.transform)
    }

    /// Apple: flip from left "flips a view around its vertical axis from left to right (the left side of the view
    /// moves toward the front and right side toward the back)"; the container turns to 90°, the content is
    /// swapped, and the new side turns on from -90°. Checked on the manual clock in the render tree's matrix (a
    /// turn about y with perspective: m11 = cos, m34 = -cos / eye distance) and in pixels (the near edge is taller).
    @Test func aFlipFromTheLeftTurnsInDepthWithTheLeftEdgeForward() throws {
        let (view, host) = hostedWithRoom()
        defer { host.invalidate() }
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        let eye = 2.0 * 100
        var previous = 0.0
        for (time, angle, isNew) in [(0.25, Double.pi / 4, false), (0.4, 0.4 * .pi, false),
                                     (0.6, -0.4 * .pi, true), (0.75, -Double.pi / 4, true)] {
            frame(after: time - previous)
            previous = time
            let side = try flipSide(of: view, in: host)
            #expect(side.isNew == isNew, "at \(time)")
            #expect(abs(side.transform.m11 - cos(angle)) < 1e-3, "at \(time): \(side.transform.m11)")
            #expect(abs(abs(side.transform.m13) - abs(sin(angle))) < 1e-3, "a turn about the vertical axis")
            #expect(abs(side.transform.m34 + cos(angle) / eye) < 1e-6, "perspective at \(time)")
        }
        frame(after: 0.5)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func flipPixelsShowTheNearEdgeTallerThanTheFar() throws {
        let (view, host) = hostedWithRoom()
        defer { host.invalidate() }
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        frame(after: 0.25)
        // 45°, the eye 200 away: the left edge at x ≈ 57 spans y ≈ 20...80, the right at x ≈ 130 spans 29...71.
        let early = try picture(host)
        expectPixel(early, 61, 23, .red, name: "transition-flip-left-quarter")
        expectPixel(early, 126, 23, .white, name: "transition-flip-left-quarter")
        expectPixel(early, 126, 50, .red, name: "transition-flip-left-quarter")
        expectPixel(early, 140, 50, .white, name: "transition-flip-left-quarter")
        frame(after: 0.5)
        // -45° on the new side: now its right edge is near (x ≈ 143), its left far (x ≈ 70).
        let late = try picture(host)
        expectPixel(late, 139, 23, .blue, name: "transition-flip-left-three-quarters")
        expectPixel(late, 74, 23, .white, name: "transition-flip-left-three-quarters")
        expectPixel(late, 62, 50, .white, name: "transition-flip-left-three-quarters")
        frame(after: 0.3)
    }

    @Test func flipsFromTheRightTopAndBottomBringThatEdgeForward() throws {
        let cases: [(UIView.AnimationOptions, near: (Int, Int), far: (Int, Int))] = [
            // From the right: mirror of the left case.
            (.transitionFlipFromRight, near: (139, 23), far: (74, 23)),
            // About the horizontal axis, the eye 100 away: the near edge at y ≈ 28.5 spans x ≈ 39...161, the far
            // edge at y ≈ 65 spans x ≈ 57...143.
            (.transitionFlipFromTop, near: (45, 31), far: (45, 62)),
            (.transitionFlipFromBottom, near: (45, 69), far: (45, 38)),
        ]
        for (option, near, far) in cases {
            let (view, host) = hostedWithRoom()
            defer { host.invalidate() }
            UIView.transition(with: view, duration: 1, options: [option, .curveLinear],
                              animations: { view.backgroundColor = .blue })
            frame(after: 0.25)
            let image = try picture(host)
            let name = "transition-flip-\(option.rawValue)"
            expectPixel(image, near.0, near.1, .red, name: name)
            expectPixel(image, far.0, far.1, .white, name: name)
            frame(after: 1)
        }
    }

    /// Whether `pixel` is the pale grey of a curling page's back (shaded, so within a range).
    func isPageBack(_ pixel: RGBA8) -> Bool {
        (190...250).contains(pixel.r) && abs(pixel.r - pixel.g) <= 4 && abs(pixel.g - pixel.b) <= 8
    }

    /// Curl up lifts the old page from its bottom edge, folding it back over itself, while the new content shows
    /// below the fold; curl down lays the new page over the old from the top.
    @Test func curlUpLiftsTheOldPageFromTheBottomAndCurlDownLaysTheNewFromTheTop() throws {
        for (option, top, bottom) in [(UIView.AnimationOptions.transitionCurlUp, RGBA8.red, RGBA8.blue),
                                      (.transitionCurlDown, .blue, .red)] {
            let (view, host) = hostedWithRoom()
            defer { host.invalidate() }
            var finished: [Bool] = []
            UIView.transition(with: view, duration: 1, options: [option, .curveLinear],
                              animations: { view.backgroundColor = .blue }, completion: { finished.append($0) })
            // Curl up at 0.25 (curl down at 0.75): the fold is at 3/4 of the height (y = 25 + 37.5), the folded
            // back covers the quarter above it, and the flat page the rest above.
            frame(after: option == .transitionCurlUp ? 0.25 : 0.75)
            let image = try picture(host)
            let name = "transition-curl-\(option.rawValue)"
            expectPixel(image, 100, 35, top, name: name)
            let back = image.pixel(100, 56)
            #expect(isPageBack(back), "the folded part shows the page's back: \(back)")
            if !isPageBack(back) { keepForInspection(image, name) }
            expectPixel(image, 100, 72, bottom, name: name)
            expectPixel(image, 20, 50, .white, name: name)
            frame(after: 1)
            #expect(finished == [true])
            expectPixel(try picture(host), 100, 50, .blue, name: "\(name)-end")
        }
    }
}
