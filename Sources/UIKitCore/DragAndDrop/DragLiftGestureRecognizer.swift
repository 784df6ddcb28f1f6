import Foundation

/// Recognizes the start of a drag: with the pointer (a mouse or touchpad button), a press that moves more than
/// `pointerSlop` points; with a finger, a press held `liftDelay` seconds without moving more than
/// `touchSlop` points (a quicker move is a scroll or a swipe, and fails this recognizer). Then every move, and the
/// release, until the touch lifts. While a drag is under way, a tap (another finger) adds the interaction's items
/// to it instead (`itemsForAddingTo`), as on iOS.
@MainActor final class DragLiftGestureRecognizer: UIGestureRecognizer {
    static let pointerSlop: CGFloat = 4
    static let touchSlop: CGFloat = 10
    static let liftDelay: TimeInterval = 0.5

    private weak var interaction: UIDragInteraction?
    private var start: CGPoint?
    private var liftTimer: EventTimer?
    /// The touch began while another drag was under way: a tap adds to that drag, nothing lifts.
    private var tapsToAdd = false

    init(interaction: UIDragInteraction) {
        self.interaction = interaction
        super.init(target: nil, action: nil)
        name = "UIDragInteraction lift"
        addTarget(interaction, action: UIDragInteraction.liftChanged)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == 1, let touch = touches.first, event.buttonMask.subtracting(.primary).isEmpty else {
            state = .failed
            return
        }
        start = touch.location(in: nil)
        // Only in the window the drag is over: a press elsewhere (another window, another X server's in tests)
        // starts a drag of its own, which ends the other.
        if let driver = DragSessionDriver.active, let window = view?.window, driver.dragSession.window === window {
            tapsToAdd = true
            return
        }
        if touch.type != .indirectPointer {
            liftTimer = scheduleTimer(after: Self.liftDelay) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.lift()
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            guard let start else { return }
            let moved = hypot(touch.location(in: nil).x - start.x, touch.location(in: nil).y - start.y)
            if tapsToAdd {
                if moved > Self.touchSlop { state = .failed }
            } else if touch.type == .indirectPointer {
                if moved > Self.pointerSlop { lift() }
            } else if moved > Self.touchSlop {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if tapsToAdd, state == .possible, let interaction, let touch = touches.first, let view = interaction.view {
            DragSessionDriver.active?.add(from: interaction, withTouchAt: touch.location(in: view))
        }
        state = state == .began || state == .changed ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    /// Begins when the interaction's delegate gives items where the press began, and fails otherwise, so that the
    /// recognizers waiting on it (a scroll view's pan) go ahead.
    private func lift() {
        guard let interaction, interaction.beginSession(at: start ?? location(in: nil)) else {
            state = .failed
            return
        }
        state = .began
    }

    override func reset() {
        // Refused by the arena (another recognizer won) after the session started: it never really began.
        if let interaction, DragSessionDriver.active?.source === interaction { DragSessionDriver.active?.cancel() }
        liftTimer?.invalidate()
        liftTimer = nil
        start = nil
        tapsToAdd = false
    }

    /// While the drag lifts, the view's other recognizers may still recognize, when the interaction allows it.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(interaction?.allowsSimultaneousRecognitionDuringLift ?? false) || state != .possible
    }
}
