import Foundation

/// A continuous two-finger recognizer: `scale` is the fingers' distance over their distance when they went down,
/// a total since the start, not a per-call factor (E-GR-7); setting it re-bases later values.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UIPinchGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// How far the distance changes before the pinch begins, in points.
    open var hysteresis: CGFloat = 8

    private var baseDistance: CGFloat?
    private var scaleStorage: CGFloat = 1
    private var lastTime: TimeInterval = 0
    open private(set) var velocity: CGFloat = 0

    open var scale: CGFloat {
        get { scaleStorage }
        set {
            guard newValue.isFinite, newValue > 0 else { return UIKitLog.error("pinch scale must be positive and finite") }
            if let current = currentDistance, current > 0 { baseDistance = current / newValue }
            scaleStorage = newValue
            velocity = 0
        }
    }

    private var currentDistance: CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        return distance(touches[0].location(in: nil), touches[1].location(in: nil))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if numberOfTouches == 2, let d = currentDistance, d > 0 {
            baseDistance = d / scaleStorage
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let base = baseDistance, let d = currentDistance, base > 0 else { return }
        let newScale = d / base
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (newScale - scaleStorage) / dt }
        lastTime = event.timestamp
        scaleStorage = newScale
        continueGesture(pastHysteresis: abs(d - base) >= hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchesEnded { baseDistance = nil }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelGesture()
    }

    open override func reset() {
        baseDistance = nil
        scaleStorage = 1
        velocity = 0
    }
}
