import Foundation

/// A continuous recognizer for a drag: begins once the centroid of between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers has moved `hysteresis` points. `translation(in:)` is the total movement since
/// the fingers went down (E-GR-7), not a per-call delta; `setTranslation(_:in:)` re-bases it.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Scroll input (wheels, touchpads) this recognizer turns into pans; none by default, as on iOS.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// How far the fingers move before the pan begins.
    open var hysteresis: CGFloat = 10

    /// Window coordinates.
    private var origin = CGPoint.zero
    private var translationInWindow = CGPoint.zero
    private var lastCentroid: CGPoint?
    private var velocityInWindow = CGPoint.zero
    private var lastTime: TimeInterval = 0
    private var scrollLocation: CGPoint?
    /// The kind of scroll input driving the pan under way; nil for touches.
    private(set) var scrollInput: UIScrollType?
    /// A finger held still this long before it lifts has no velocity left (no fling after a pause).
    static let stillnessInterval: TimeInterval = 0.1
    /// The velocity is the movement over about this long: input devices report at uneven intervals (X gives
    /// millisecond times, and two motion events 1 ms apart would make one step's speed wildly off).
    static let velocityWindow: TimeInterval = 0.05
    /// The translation at recent moves, oldest first: the first one at or before the window's start.
    private var recentMoves: [(time: TimeInterval, translation: CGPoint)] = []

    open func translation(in view: UIView?) -> CGPoint { vectorFromWindow(translationInWindow, to: view) }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return UIKitLog.error("setTranslation(_:in:) needs a finite translation, not \(translation)")
        }
        translationInWindow = vectorToWindow(translation, from: view)
        velocityInWindow = .zero
        recentMoves = [(lastTime, translationInWindow)]
    }

    /// Points per second, from the latest moves.
    open func velocity(in view: UIView?) -> CGPoint { vectorFromWindow(velocityInWindow, to: view) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible {
                state = .failed
            } else {
                for touch in touches { ignore(touch, for: event) }
            }
            return
        }
        rebase(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let last = lastCentroid else { return rebase(time: event.timestamp) }
        let centroid = location(in: nil)
        let step = CGPoint(x: centroid.x - last.x, y: centroid.y - last.y)
        translationInWindow.x += step.x
        translationInWindow.y += step.y
        noteMove(at: event.timestamp)
        lastTime = event.timestamp
        lastCentroid = centroid
        switch state {
        case .possible:
            if numberOfTouches >= minimumNumberOfTouches,
               hypot(translationInWindow.x, translationInWindow.y) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if event.timestamp - lastTime > Self.stillnessInterval { velocityInWindow = .zero }
        switch state {
        case .possible:
            if numberOfTouches == 0 { state = .failed } else { rebase(time: event.timestamp) }
        case .began, .changed:
            if numberOfTouches < minimumNumberOfTouches { state = .ended } else { rebase(time: event.timestamp) }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelGesture()
    }

    open override func reset() {
        translationInWindow = .zero
        velocityInWindow = .zero
        lastCentroid = nil
        scrollLocation = nil
        scrollInput = nil
        recentMoves = []
    }

    open override func location(in view: UIView?) -> CGPoint {
        guard let scrollLocation, numberOfTouches == 0, let window = self.view?.window else {
            return super.location(in: view)
        }
        guard let view, view !== window else { return scrollLocation }
        return view.convert(scrollLocation, from: window)
    }

    /// A finger joined or left: the centroid jumps, the translation must not.
    private func rebase(time: TimeInterval) {
        lastCentroid = numberOfTouches > 0 ? location(in: nil) : nil
        lastTime = time
        if recentMoves.isEmpty { recentMoves = [(time, translationInWindow)] }
    }

    /// The translation moved at `time`: the velocity is the movement since the latest move at least
    /// `velocityWindow` earlier (or the oldest one known).
    private func noteMove(at time: TimeInterval) {
        recentMoves.append((time, translationInWindow))
        while recentMoves.count > 2, recentMoves[1].time <= time - Self.velocityWindow { recentMoves.removeFirst() }
        guard let first = recentMoves.first, time - first.time > 0 else { return }
        let dt = time - first.time
        velocityInWindow = CGPoint(x: (translationInWindow.x - first.translation.x) / dt,
                                   y: (translationInWindow.y - first.translation.y) / dt)
    }

    /// Scroll input while allowed: began/changed/ended like a one-finger pan, without touches.
    func handleScroll(_ sample: ScrollSample, at location: CGPoint) {
        scrollLocation = location
        scrollInput = sample.kind
        lastTime = sample.timestamp
        if sample.phase == .began || (state == .possible && sample.phase == .changed) {
            // A touchpad's first movement arrives with its began (X11 smooth scrolling): it counts.
            translationInWindow = sample.phase == .began ? CGPoint(x: sample.delta.dx, y: sample.delta.dy) : .zero
            recentMoves = [(sample.timestamp, translationInWindow)]
            state = .began
            if sample.phase == .began { return }
        }
        guard state == .began || state == .changed else { return }
        switch sample.phase {
        case .began, .changed:
            translationInWindow.x += sample.delta.dx
            translationInWindow.y += sample.delta.dy
            noteMove(at: sample.timestamp)
            state = .changed
            if sample.kind == .discrete { state = .ended }
        case .ended:
            state = .ended
        case .cancelled:
            state = .cancelled
        }
    }

    /// Whether this pan takes scroll input `sample` that its mask allows (a scroll view at its edge passes it on).
    func shouldHandleScroll(_ sample: ScrollSample) -> Bool { true }

    // A vector (not a point) between the window's space and a view's: the difference of two converted points.
    private func vectorFromWindow(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window, view !== window else { return vector }
        let a = view.convert(CGPoint.zero, from: window), b = view.convert(vector, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func vectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window, view !== window else { return vector }
        let a = view.convert(CGPoint.zero, to: window), b = view.convert(vector, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
