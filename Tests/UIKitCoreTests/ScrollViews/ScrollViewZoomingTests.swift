import Testing
import Foundation
@testable import UIKitCore

/// Zooming the delegate's view: by code (about the middle of the view, within the limits), animated (ending in
/// `scrollViewDidEndZooming`), and by a pinch that keeps the point under the fingers in place, resists past the
/// limits and springs back.
@MainActor @Suite(.serialized) struct ScrollViewZoomingTests {
    final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        var calls: [String] = []
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if calls.last != "zoom" { calls.append("zoom") } }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEnd \(scale)")
        }
    }

    /// A 200 x 200 scroll view zooming a 400 x 300 image view between 0.5 and 4.
    func makeRig(maximum: CGFloat = 4) -> (ScrollViewTestRig, UIView, ZoomDelegate) {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 400, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        rig.scrollView.addSubview(image)
        let delegate = ZoomDelegate(image)
        rig.scrollView.delegate = delegate
        rig.scrollView.minimumZoomScale = 0.5
        rig.scrollView.maximumZoomScale = maximum
        return (rig, image, delegate)
    }

    @Test func settingTheZoomScaleScalesTheViewAboutTheMiddleWithinTheLimits() {
        let (rig, image, delegate) = makeRig()
        defer { rig.tearDown() }
        let scrollView = rig.scrollView
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.zoomScale = 2
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100), "the point in the middle stays in the middle")
        #expect(delegate.calls == ["zoom"])
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4, "within the limits")
        scrollView.zoomScale = 0.5
        #expect(scrollView.contentSize == CGSize(width: 200, height: 150) && scrollView.contentOffset == .zero)
        let (_, lines) = capturingUIKitLog {
            scrollView.zoomScale = .nan
            scrollView.maximumZoomScale = -1
        }
        #expect(lines.count == 2 && scrollView.zoomScale == 0.5 && scrollView.maximumZoomScale == 4)
    }

    @Test func zoomingWithoutRoomOrViewDoesNothing() {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        #expect(rig.scrollView.pinchGestureRecognizer == nil, "no pinch while the limits are equal")
        rig.scrollView.maximumZoomScale = 3
        rig.scrollView.zoomScale = 2
        #expect(rig.scrollView.zoomScale == 1, "no view for zooming")
        rig.scrollView.maximumZoomScale = 1
        #expect(rig.scrollView.pinchGestureRecognizer == nil)
    }

    @Test func anAnimatedZoomToARectEndsWithTheDelegateCall() {
        let (rig, image, delegate) = makeRig()
        defer { rig.tearDown() }
        rig.scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: true)
        rig.frames(9)
        #expect(rig.scrollView.zoomScale > 1 && rig.scrollView.zoomScale < 2)
        rig.framesUntilRest()
        #expect(rig.scrollView.zoomScale == 2 && image.frame.size == CGSize(width: 800, height: 600))
        #expect(rig.scrollView.contentOffset == CGPoint(x: 200, y: 200), "the rect fills the view")
        #expect(delegate.calls == ["zoom", "didEnd 2.0"])
    }

    @Test func aPinchZoomsAboutThePointUnderTheFingers() {
        let (rig, _, delegate) = makeRig()
        defer { rig.tearDown() }
        rig.input.pinch(center: CGPoint(x: 100, y: 100), from: 50, to: 100)
        #expect(abs(rig.scrollView.zoomScale - 2) < 1e-9)
        #expect(rig.scrollView.contentOffset == CGPoint(x: 100, y: 100), "content point (100, 100) is still under them")
        #expect(delegate.calls == ["willBegin", "zoom", "didEnd 2.0"])
        #expect(!rig.scrollView.isZooming && !rig.ticks.isRunning)
    }

    @Test func aPinchPastTheLimitResistsAndSpringsBackUnlessBouncesZoomIsOff() {
        for bounces in [true, false] {
            let (rig, _, delegate) = makeRig(maximum: 1.5)
            defer { rig.tearDown() }
            rig.scrollView.bouncesZoom = bounces
            var shown: [CGFloat] = []
            rig.scrollView.pinchGestureRecognizer?.addClosure { _ in shown.append(rig.scrollView.zoomScale) }
            rig.input.pinch(center: CGPoint(x: 100, y: 100), from: 50, to: 150)
            let furthest = shown.max() ?? 0
            if bounces {
                #expect(abs(furthest - 1.5 * exp(RubberBand.stretch(log(2), dimension: 1))) < 1e-9)
                #expect(rig.scrollView.isZoomBouncing)
                rig.framesUntilRest()
                #expect(delegate.calls.last == "didEnd 1.5")
            } else {
                #expect(furthest == 1.5)
            }
            #expect(rig.scrollView.zoomScale == 1.5 && !rig.scrollView.isZoomBouncing)
        }
    }
}
