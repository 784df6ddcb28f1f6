import Foundation
import QuartzCore

/// Moves a scroll view's content on its own: the deceleration, bounce and paging after a drag, animated
/// `setContentOffset`, and animated zooms (the zoom scale is a third axis, applied before the offsets). Each axis follows a closed-form `ScrollAxisMotion` of the media clock, evaluated at every
/// refresh of the scroll view's screen (a display link that exists only while something moves), so tests step it
/// with a manual clock and tick source and a late frame lands on the same curve.
@MainActor final class ScrollViewAnimator {
    enum Purpose { case none, deceleration, scrollAnimation, zoomAnimation, zoomBounce }

    private unowned let scrollView: UIScrollView
    private(set) var purpose = Purpose.none
    private var x: ScrollAxisMotion?
    private var y: ScrollAxisMotion?
    private var scale: ScrollAxisMotion?
    private var link: CADisplayLink?

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    /// Starts the motion after a drag; nil axes stay where they are.
    func decelerate(x: ScrollAxisMotion?, y: ScrollAxisMotion?) {
        start(x: x, y: y, purpose: .deceleration)
    }

    /// Moves to `offset` along an ease-in-out curve.
    func animate(to offset: CGPoint, duration: CFTimeInterval) {
        let now = CACurrentMediaTime(), from = scrollView.contentOffset
        start(x: ScrollAxisMotion(kind: .timed(duration: duration), start: from.x, target: offset.x, startTime: now),
              y: ScrollAxisMotion(kind: .timed(duration: duration), start: from.y, target: offset.y, startTime: now),
              purpose: .scrollAnimation)
    }

    /// Zooms to `zoomScale` and moves to `offset` together, along an ease-in-out curve.
    func animate(toZoomScale zoomScale: CGFloat, offset: CGPoint, duration: CFTimeInterval, purpose: Purpose) {
        let now = CACurrentMediaTime(), from = scrollView.contentOffset
        let timed = ScrollAxisMotion.Kind.timed(duration: duration)
        start(x: ScrollAxisMotion(kind: timed, start: from.x, target: offset.x, startTime: now),
              y: ScrollAxisMotion(kind: timed, start: from.y, target: offset.y, startTime: now),
              purpose: purpose)
        scale = ScrollAxisMotion(kind: timed, start: scrollView.zoomScale, target: zoomScale, startTime: now)
    }

    /// Stops where the content is (a finger caught it, or code set the offset); no delegate call.
    func stop() {
        x = nil
        y = nil
        scale = nil
        purpose = .none
        link?.invalidate()
        link = nil
    }

    private func start(x: ScrollAxisMotion?, y: ScrollAxisMotion?, purpose: Purpose) {
        stop()
        guard x != nil || y != nil else { return }
        self.x = x
        self.y = y
        self.purpose = purpose
        let screen = scrollView.window?.screen ?? UIScreen.main
        link = screen.displayLink { [weak self] link in
            // A scroll view released mid-motion takes its animator with it: the link stops too.
            guard let self else { return link.invalidate() }
            self.step(at: link.timestamp)
        }
        link?.add(to: .main, forMode: .common)
    }

    /// One frame: both axes at `time`; when both rest, the motion is over and the delegate hears of it.
    func step(at time: CFTimeInterval) {
        guard purpose != .none else { return }
        var offset = scrollView.contentOffset
        var done = true
        if var motion = scale {
            let position = motion.position(at: time)
            scale = position.done ? nil : motion
            done = position.done
            scrollView.applyZoomScale(position.value)
        }
        if var motion = x {
            let position = motion.position(at: time)
            offset.x = position.value
            x = position.done ? nil : motion
            done = done && position.done
        }
        if var motion = y {
            let position = motion.position(at: time)
            offset.y = position.value
            y = position.done ? nil : motion
            done = done && position.done
        }
        let finished = purpose
        if done { stop() }
        scrollView.contentOffset = offset
        guard done else { return }
        scrollView.motionDidFinish(finished)
    }
}
