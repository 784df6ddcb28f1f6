import Foundation
import QuartzCore

/// Where a scroll view comes to rest after a drag, and how it gets there, per axis:
/// - stretched past an edge: a spring back to the edge, starting at the finger's velocity;
/// - paging: the page nearest to where 150 ms more at this velocity would take it, at most one page from the page
///   the drag started on, reached by a spring;
/// - otherwise the natural end of the deceleration (`ScrollAxisMotion.naturalTarget`), inside the content and on a
///   whole pixel. If that end lies beyond an edge and the view bounces (not for scroll input), the content coasts
///   past the edge and bounces back; a target the delegate changed is reached by the same deceleration curve.
@MainActor struct ScrollViewSettling {
    let offset: CGPoint
    /// Points per millisecond.
    let velocity: CGPoint
    let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)
    let size: CGSize
    let rate: CGFloat
    let paging: Bool
    let bouncesPastEdges: Bool
    let startPage: CGPoint
    let scale: CGFloat
    /// Where the content would rest with no delegate involved.
    private(set) var proposedTarget = CGPoint.zero

    /// How far ahead paging looks along the velocity to choose the page.
    static let pagingLookahead: CGFloat = 150

    init(scrollView: UIScrollView, drag: ScrollViewDrag, velocity: CGPoint) {
        offset = scrollView.contentOffset
        self.velocity = velocity
        range = scrollView.offsetRange
        size = scrollView.bounds.size
        rate = scrollView.decelerationRate.rawValue
        paging = scrollView.isPagingEnabled
        bouncesPastEdges = scrollView.bounces && !drag.isScrollInput
        startPage = drag.startPage
        scale = scrollView.window?.screen.nativeScale ?? 1
        proposedTarget = CGPoint(x: target(offset.x, velocity.x, range.x, size.width, startPage.x),
                                 y: target(offset.y, velocity.y, range.y, size.height, startPage.y))
    }

    private func target(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ page: CGFloat,
                        _ startPage: CGFloat) -> CGFloat {
        if !range.contains(offset) { return clamp(offset, range) }
        if paging, page > 0 {
            let nearest = ((offset + velocity * Self.pagingLookahead) / page).rounded()
            return clamp(min(max(nearest, startPage - 1), startPage + 1) * page, range)
        }
        let natural = ScrollAxisMotion.naturalTarget(from: offset, velocity: velocity, rate: rate)
        return clamp((natural * scale).rounded() / scale, range)
    }

    /// The motions to `target` (the delegate's choice, clamped to the content); nil for an axis already there.
    func motions(to target: CGPoint) -> (x: ScrollAxisMotion?, y: ScrollAxisMotion?) {
        var chosen = target
        if !chosen.x.isFinite || !chosen.y.isFinite {
            UIKitLog.error("UIScrollView: the delegate's target content offset \(target) is not finite; ignored")
            chosen = proposedTarget
        }
        let now = CACurrentMediaTime()
        return (motion(offset.x, velocity.x, clamp(chosen.x, range.x), proposedTarget.x, range.x, now),
                motion(offset.y, velocity.y, clamp(chosen.y, range.y), proposedTarget.y, range.y, now))
    }

    private func motion(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ proposed: CGFloat,
                        _ range: ClosedRange<CGFloat>, _ now: CFTimeInterval) -> ScrollAxisMotion? {
        if !range.contains(offset) || paging {
            let motion = ScrollAxisMotion(kind: .spring(velocity: velocity * 1000), start: offset, target: target,
                                          startTime: now)
            return abs(offset - target) < ScrollAxisMotion.restingDistance && velocity == 0 ? nil : motion
        }
        guard abs(offset - target) >= ScrollAxisMotion.restingDistance else { return nil }
        let natural = ScrollAxisMotion.naturalTarget(from: offset, velocity: velocity, rate: rate)
        if bouncesPastEdges, target == proposed, !range.contains(natural) {
            return ScrollAxisMotion(kind: .coast(rate: rate, velocity: velocity, edge: target), start: offset,
                                    target: target, startTime: now)
        }
        return ScrollAxisMotion(kind: .approach(rate: rate), start: offset, target: target, startTime: now)
    }

    private func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
