/// Delivery of events that have no location: presses, motion and remote control go to a responder and travel
/// up the chain from there through the default implementations (E-MO-3).
extension UIResponder {
    static func deliverWithoutLocation(_ event: UIEvent, startingAt start: UIResponder) {
        switch event.type {
        case .presses:
            guard let event = event as? UIPressesEvent else { return }
            let presses = event.allPresses.filter { !performKeyCommand(for: $0, startingAt: start) }
            // A press ends where it began, even if the first responder changed in between.
            for press in presses where press.responder == nil { press.responder = start }
            var receivers: [UIResponder] = []
            for press in presses {
                if let responder = press.responder, !receivers.contains(where: { $0 === responder }) {
                    receivers.append(responder)
                }
            }
            for responder in receivers {
                let mine = presses.filter { $0.responder === responder }
                let began = mine.filter { $0.phase == .began }, changed = mine.filter { $0.phase == .changed }
                let ended = mine.filter { $0.phase == .ended }, cancelled = mine.filter { $0.phase == .cancelled }
                if !began.isEmpty { responder.pressesBegan(began, with: event) }
                if !changed.isEmpty { responder.pressesChanged(changed, with: event) }
                if !ended.isEmpty { responder.pressesEnded(ended, with: event) }
                if !cancelled.isEmpty { responder.pressesCancelled(cancelled, with: event) }
            }
        case .motion:
            let phase = (event as? MotionEvent)?.phase ?? .began
            switch phase {
            case .began: start.motionBegan(event.subtype, with: event)
            case .ended: start.motionEnded(event.subtype, with: event)
            case .cancelled: start.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            start.remoteControlReceived(with: event)
        default:
            break
        }
    }
}
