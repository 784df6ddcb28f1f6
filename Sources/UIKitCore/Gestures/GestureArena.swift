/// Decides which recognizers may recognize, in what order actions go out, and when recognizers reset.
///
/// Recognizers that share touches compete: the first to recognize makes the others it can prevent fail (E-GR-8),
/// unless a delegate allows simultaneous recognition (E-GR-12). A recognizer that requires another to fail waits in
/// `.possible` until it does, and fails if the other recognizes (E-GR-9). Views' touches are cancelled just before
/// a recognizer's first action (E-GR-13). Recognized recognizers reset after their action; failed and cancelled
/// ones once their touches are over (E-GR-6).
@MainActor final class GestureArena {
    static let shared = GestureArena()

    /// Recognizers with touches or a pending decision, in delivery priority (deepest view first, then the most
    /// recently added).
    private(set) var participants: [UIGestureRecognizer] = []
    private var actionQueue: [UIGestureRecognizer] = []
    private var isResolving = false
    /// True while a batch of touches is being handed to recognizers: decisions wait until the batch is in.
    var isDelivering = false

    func join(_ recognizer: UIGestureRecognizer) {
        if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
    }

    // MARK: Transitions requested by recognizers

    func request(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let old = recognizer.currentState
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            guard recognizer.pendingRecognition == nil else { return }
            recognizer.pendingRecognition = newState
            join(recognizer)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            recognizer.currentState = newState
            actionQueue.append(recognizer)
        case (.began, .failed), (.changed, .failed):
            UIKitLog.error("\(type(of: recognizer)) went from \(old) to failed; a recognized gesture ends or is cancelled")
            recognizer.currentState = .cancelled
            actionQueue.append(recognizer)
        case (.possible, .possible), (.failed, .failed), (.cancelled, .cancelled), (.ended, .ended):
            return
        case (_, .possible):
            // A subclass returning itself to .possible: the same as a reset.
            finish(recognizer)
        default:
            UIKitLog.error("\(type(of: recognizer)) cannot go from \(old) to \(newState); ignored")
            return
        }
        if !isDelivering { resolve() }
    }

    func disable(_ recognizer: UIGestureRecognizer) {
        switch recognizer.currentState {
        case .began, .changed:
            recognizer.currentState = .cancelled
            actionQueue.append(recognizer)
        case .possible:
            fail(recognizer)
        default:
            break
        }
        if !isDelivering { resolve() }
    }

    /// The recognizer's view left its window: a gesture under way is cancelled (or fails), as when the recognizer
    /// is disabled, so that nothing waits for touches or a pointer the view can no longer get.
    func viewLeftWindow(_ recognizer: UIGestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        disable(recognizer)
    }

    /// The recognizer left its view: it forgets its touches and starts over.
    func forget(_ recognizer: UIGestureRecognizer) {
        actionQueue.removeAll { $0 === recognizer }
        finish(recognizer)
        if !isDelivering { resolve() }
    }

    // MARK: Resolution

    func resolve() {
        guard !isResolving else { return }
        isResolving = true
        var progress = true
        while progress {
            progress = false
            for candidate in ordered(participants.filter { $0.pendingRecognition != nil && $0.currentState == .possible }) {
                guard candidate.pendingRecognition != nil, candidate.currentState == .possible else { continue }
                switch decide(candidate) {
                case .wait: continue
                case .fail: fail(candidate)
                case .recognize: recognize(candidate)
                }
                progress = true
            }
            if !actionQueue.isEmpty {
                let queue = actionQueue
                actionQueue.removeAll()
                for recognizer in queue { recognizer.sendActions() }
                for recognizer in queue where recognizer.currentState == .ended { finish(recognizer) }
                progress = true
            }
            for recognizer in participants where recognizer.currentState == .failed || recognizer.currentState == .cancelled {
                if recognizer.activeTouches.isEmpty {
                    finish(recognizer)
                    progress = true
                }
            }
        }
        participants.removeAll { $0.currentState == .possible && $0.pendingRecognition == nil && $0.trackedTouches.isEmpty }
        isResolving = false
        if !TouchDispatcher.shared.isDispatching { TouchDispatcher.shared.releaseHeldTouches() }
    }

    private enum Decision { case wait, fail, recognize }

    private func decide(_ candidate: UIGestureRecognizer) -> Decision {
        for required in failureRequirements(of: candidate) {
            switch required.currentState {
            case .began, .changed, .ended: return .fail
            case .possible where required.pendingRecognition != nil || !required.trackedTouches.isEmpty: return .wait
            default: continue
            }
        }
        for active in participants where active !== candidate && isRecognized(active) && sharesTouches(active, candidate) {
            if prevents(active, candidate) { return .fail }
        }
        if let delegate = candidate.delegate, !delegate.gestureRecognizerShouldBegin(candidate) { return .fail }
        var asked: [UIView] = []
        for touch in candidate.trackedTouches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(candidate) { return .fail }
        }
        return .recognize
    }

    private func recognize(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer.pendingRecognition else { return }
        recognizer.pendingRecognition = nil
        recognizer.currentState = target
        for other in participants where other !== recognizer && other.currentState == .possible {
            if failureRequirements(of: other).contains(where: { $0 === recognizer }) {
                fail(other)
            } else if sharesTouches(recognizer, other), prevents(recognizer, other) {
                fail(other)
            }
        }
        if recognizer.cancelsTouchesInView {
            TouchDispatcher.shared.cancelViewDelivery(of: recognizer.trackedTouches)
        }
        actionQueue.append(recognizer)
    }

    func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingRecognition = nil
        recognizer.currentState = .failed
        for touch in recognizer.trackedTouches { touch.removeRecognizer(recognizer) }
        join(recognizer)
    }

    /// Back to `.possible`, touches forgotten: the subclass's `reset()` clears its own state.
    private func finish(_ recognizer: UIGestureRecognizer) {
        recognizer.reset()
        recognizer.currentState = .possible
        recognizer.pendingRecognition = nil
        for touch in recognizer.trackedTouches { touch.removeRecognizer(recognizer) }
        recognizer.trackedTouches.removeAll()
    }

    // MARK: Relationships

    private func isRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        [.began, .changed, .ended].contains(recognizer.currentState)
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// Either delegate allowing simultaneous recognition is enough (E-GR-12).
    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        winner.canPrevent(other) && other.canBePrevented(by: winner) && !simultaneous(winner, other)
    }

    /// Explicit `require(toFail:)` plus the dynamic ones subclasses and delegates declare.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false) {
                result.append(other)
            }
        }
        return result
    }

    /// Among recognizers ready in the same turn, one that another can prevent (and cannot prevent back) goes
    /// later: a double tap beats the single tap it can prevent; otherwise delivery priority decides.
    private func ordered(_ candidates: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        guard candidates.count > 1 else { return candidates }
        let rank = candidates.map { candidate in
            candidates.filter { other in
                other !== candidate && prevents(other, candidate) && !prevents(candidate, other)
            }.count
        }
        return zip(candidates, rank).enumerated()
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
    }

    // MARK: Diagnostics

    /// Recognizers still holding touches or waiting to decide (zero when every sequence is over).
    var busyRecognizerCount: Int { participants.count }
}
