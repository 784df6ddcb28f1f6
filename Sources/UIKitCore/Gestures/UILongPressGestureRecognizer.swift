import Foundation

/// A continuous recognizer: begins once the fingers have stayed down `minimumPressDuration` without moving more
/// than `allowableMovement`, then reports every move until they lift. `numberOfTapsRequired` taps come first.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    private var tapsDone = 0
    private var pressTimer: EventTimer?
    private var tapTimer: EventTimer?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapTimer?.invalidate()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired, tapsDone == numberOfTapsRequired {
            pressTimer?.invalidate()
            pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            for touch in touches {
                if let start = startLocations[ObjectIdentifier(touch)],
                   distance(start, touch.location(in: nil)) > allowableMovement {
                    state = .failed
                    return
                }
            }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if numberOfTouches < numberOfTouchesRequired { state = .ended }
        case .possible:
            pressTimer?.invalidate()
            guard tapsDone < numberOfTapsRequired, numberOfTouches == 0 else {
                state = .failed
                return
            }
            // A lifted finger counts as one of the taps before the press.
            tapsDone += 1
            tapTimer = scheduleTimer(after: 0.35) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelGesture()
    }

    open override func reset() {
        pressTimer?.invalidate()
        tapTimer?.invalidate()
        pressTimer = nil
        tapTimer = nil
        tapsDone = 0
        startLocations = [:]
    }
}
