import Foundation

/// Pointer input without a button down: scrolls go to the pan recognizers that allow them, on the view under
/// the pointer and its ancestors (deepest first); hover moves drive hover recognizers.
@MainActor final class PointerDispatcher {
    static let shared = PointerDispatcher()

    private weak var scrollingPan: UIPanGestureRecognizer?
    private var hovering: [UIHoverGestureRecognizer] = []

    func handle(_ sample: ScrollSample, in window: UIWindow) {
        guard sample.location.x.isFinite, sample.location.y.isFinite, sample.delta.dx.isFinite, sample.delta.dy.isFinite,
              sample.timestamp.isFinite else { return UIKitLog.error("dropped a malformed scroll sample") }
        guard !UIApplication.shared.isIgnoringInteractionEvents else { return }
        let pan: UIPanGestureRecognizer?
        if let current = scrollingPan, current.state == .began || current.state == .changed {
            pan = current
        } else {
            pan = recognizers(at: sample.location, in: window, of: UIPanGestureRecognizer.self).first {
                $0.allowedScrollTypesMask.contains(sample.kind == .discrete ? .discrete : .continuous)
                    && $0.state == .possible && $0.trackedTouches.isEmpty && $0.shouldHandleScroll(sample)
            }
        }
        guard let pan else { return }
        scrollingPan = pan
        pan.handleScroll(sample, at: sample.location)
    }

    func handle(_ sample: HoverSample, in window: UIWindow?) {
        guard sample.location.x.isFinite, sample.location.y.isFinite else {
            return UIKitLog.error("dropped a malformed hover sample")
        }
        if let window, sample.isInside {
            PointerCursors.pointerMoved(to: sample.location, in: window)
            ToolTips.pointerMoved(to: sample.location, in: window)
        } else if let window {
            PointerCursors.pointerLeft(window)
            ToolTips.dismiss()
        }
        let under: [UIHoverGestureRecognizer] = if let window, sample.isInside, !window.isHidden {
            recognizers(at: sample.location, in: window, of: UIHoverGestureRecognizer.self)
        } else { [] }
        for recognizer in hovering where !under.contains(where: { $0 === recognizer }) {
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .ended }
        }
        hovering.removeAll { recognizer in !under.contains { $0 === recognizer } }
        for recognizer in under {
            recognizer.hoverLocation = sample.location
            if hovering.contains(where: { $0 === recognizer }) {
                if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .changed }
            } else {
                hovering.append(recognizer)
                recognizer.state = .began
            }
        }
    }

    /// The recognizer's view left its window: the next hover over it begins anew.
    func viewLeftWindow(_ recognizer: UIGestureRecognizer) {
        hovering.removeAll { $0 === recognizer }
    }

    private func recognizers<R: UIGestureRecognizer>(at point: CGPoint, in window: UIWindow, of: R.Type) -> [R] {
        var result: [R] = []
        var view = window.hitTest(point, with: nil)
        while let current = view {
            result += current.attachedGestureRecognizers.reversed().compactMap { $0 as? R }.filter(\.isEnabled)
            view = current.superview
        }
        return result
    }
}
