import Foundation

/// A continuous two-finger recognizer: `rotation` is the angle (radians, clockwise on screen) the line between the
/// fingers has turned since they went down, a total (E-GR-7); setting it re-bases later values.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UIRotationGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// How far the fingers turn before the rotation begins.
    open var hysteresis: CGFloat = 0.07

    private var baseAngle: CGFloat?
    private var lastAngle: CGFloat = 0
    private var rotationStorage: CGFloat = 0
    private var lastTime: TimeInterval = 0
    open private(set) var velocity: CGFloat = 0

    open var rotation: CGFloat {
        get { rotationStorage }
        set {
            guard newValue.isFinite else { return UIKitLog.error("rotation must be finite") }
            rotationStorage = newValue
            velocity = 0
        }
    }

    private var currentAngle: CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if let angle = currentAngle {
            baseAngle = angle
            lastAngle = angle
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard baseAngle != nil, let angle = currentAngle else { return }
        // Unwrap across ±π so a turn through the back of the circle keeps accumulating.
        var step = angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = angle
        rotationStorage += step
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = step / dt }
        lastTime = event.timestamp
        continueGesture(pastHysteresis: abs(rotationStorage) >= hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchesEnded { baseAngle = nil }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelGesture()
    }

    open override func reset() {
        baseAngle = nil
        rotationStorage = 0
        velocity = 0
    }
}
