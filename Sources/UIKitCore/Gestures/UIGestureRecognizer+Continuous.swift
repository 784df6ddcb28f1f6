/// Steps shared by the built-in continuous recognizers.
extension UIGestureRecognizer {
    /// Begins once past the recognizer's hysteresis, then reports every change.
    func continueGesture(pastHysteresis: Bool) {
        switch state {
        case .possible: if pastHysteresis { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A two-finger gesture ends when fewer than two fingers remain; before recognizing it fails once every finger
    /// has lifted, and otherwise starts over from the fingers left.
    func twoFingerTouchesEnded(rebase: () -> Void) {
        switch state {
        case .possible: if numberOfTouches == 0 { state = .failed } else { rebase() }
        case .began, .changed: if numberOfTouches < 2 { state = .ended }
        default: break
        }
    }

    /// The platform took the touches away: fail before recognition, cancel after.
    func cancelGesture() {
        state = state == .possible ? .failed : .cancelled
    }
}
