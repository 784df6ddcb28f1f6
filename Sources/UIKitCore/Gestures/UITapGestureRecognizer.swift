import Foundation

/// A discrete recognizer for one or more taps of one or more fingers. Each tap must lift before the next begins,
/// within `maximumTapInterval` and `allowableMovement` of the first (E-T-6).
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far a finger may wander and still tap, and how far later taps may land from the first.
    open var allowableMovement: CGFloat = 10
    open var maximumTapInterval: TimeInterval = 0.35
    /// The mouse buttons that may tap: a secondary (right) click does not trigger a default tap recognizer.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsCompleted = 0
    private var touchesInThisTap = 0
    private var firstTapLocation: CGPoint?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var nextTapTimer: EventTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.invalidate()
        if !event.buttonMask.isEmpty && !buttonMaskRequired.contains(event.buttonMask) {
            state = .failed
            return
        }
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
            if let first = firstTapLocation, distance(first, touch.location(in: nil)) > max(allowableMovement, 44) {
                state = .failed
                return
            }
        }
        touchesInThisTap = max(touchesInThisTap, numberOfTouches)
        if touchesInThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            if let start = startLocations[ObjectIdentifier(touch)], distance(start, touch.location(in: nil)) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        guard touchesInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInThisTap = 0
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapTimer = scheduleTimer(after: maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        tapsCompleted = 0
        touchesInThisTap = 0
        firstTapLocation = nil
        startLocations = [:]
    }

    /// A tap of fewer taps does not prevent one of more (Book 1.7): the double tap goes on after a single tap.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? UITapGestureRecognizer,
           other.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// The location of the first tap, as UIKit reports for multi-tap gestures.
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapLocation, numberOfTouches == 0, let window = self.view?.window else {
            return super.location(in: view)
        }
        guard let view, view !== window else { return first }
        return view.convert(first, from: window)
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
