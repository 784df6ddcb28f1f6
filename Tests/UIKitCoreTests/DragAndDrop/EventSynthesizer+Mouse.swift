import UIKit
@testable import UIKitCore

/// The mouse's primary button as the X11 input translator reports it: every sample a pointer touch with the
/// button held (the synthesizer's finger moves would turn the touch into a finger).
extension EventSynthesizer {
    private func mouseSample(_ id: Int, _ phase: UITouch.Phase, _ point: CGPoint) -> TouchSample {
        TouchSample(id: id, phase: phase, location: point, timestamp: UIApplication.eventTimerSource.now,
                    type: .indirectPointer, buttonMask: .primary)
    }

    func mouseDown(_ id: Int, at point: CGPoint) { send([mouseSample(id, .began, point)]) }
    func mouseMove(_ id: Int, to point: CGPoint) { send([mouseSample(id, .moved, point)]) }
    func mouseUp(_ id: Int, at point: CGPoint) { send([mouseSample(id, .ended, point)]) }

    /// Presses at `start`, moves through `points` 20 ms apart, releases at the last, and lets the drag's lift and
    /// its drop or cancel animation run to their end (on the shared manual media clock).
    func mouseDrag(from start: CGPoint, through points: [CGPoint], id: Int = 9_001) {
        _ = AnimationTestClock.shared
        mouseDown(id, at: start)
        for point in points {
            advance(by: 0.02)
            mouseMove(id, to: point)
        }
        mouseUp(id, at: points.last ?? start)
        finishDragAnimations()
    }

    /// Runs the drag animations under way to their end.
    func finishDragAnimations() { advanceAnimationFrame(by: 1) }
}
