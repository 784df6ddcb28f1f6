import Foundation

/// A pan a view keeps for itself (a scroll view's, a table's swipe): dragged by a finger or the primary button only
/// (a secondary or middle button drag belongs to context menus and the like), and asking its view, as it is about to
/// begin, whether it may (`mayBegin()`; refused, it fails and the gestures waiting on it go ahead).
@MainActor class GatedPanGestureRecognizer: UIPanGestureRecognizer {
    /// Whether the pan may begin now; subclasses ask their view.
    func mayBegin() -> Bool { true }

    /// Touches of a finger or the primary button landed and are tracked.
    func acceptedTouchesBegan() {}

    override var state: State {
        get { super.state }
        set {
            if newValue == .began, super.state == .possible, !mayBegin() {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !event.buttonMask.isEmpty, !event.buttonMask.contains(.primary) {
            for touch in touches { ignore(touch, for: event) }
            if trackedTouches.isEmpty { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
        acceptedTouchesBegan()
    }
}
