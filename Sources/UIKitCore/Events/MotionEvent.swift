/// A motion event with the phase it is delivered in (began, ended or cancelled).
@MainActor final class MotionEvent: UIEvent {
    let phase: MotionSample.Phase

    init(_ sample: MotionSample) {
        phase = sample.phase
        super.init(type: .motion, subtype: sample.subtype, timestamp: sample.timestamp)
    }
}
