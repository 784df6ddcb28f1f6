import Foundation

/// One finger (or the pointer) for the whole of a touch sequence: the same object is updated in place from
/// `.began` to `.ended` or `.cancelled` (E-T-2), and its `view` is the hit-test view fixed at touch-down (E-EV-5).
@preconcurrency @MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase = .began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount = 1
    public internal(set) var type: TouchType = .direct
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    /// The recognizers this touch is being delivered to; failed ones drop out.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    public internal(set) var majorRadius: CGFloat = 20
    public internal(set) var majorRadiusTolerance: CGFloat = 5
    /// Zero when the device does not report pressure, as on iOS devices without 3D Touch.
    public internal(set) var force: CGFloat = 0
    public internal(set) var maximumPossibleForce: CGFloat = 0

    /// Window coordinates.
    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero
    var preciseLocationInWindow = CGPoint.zero
    var precisePreviousLocationInWindow = CGPoint.zero

    /// Where the dispatcher is with this touch's view (see TouchDispatcher).
    var viewDelivery = ViewDelivery.pending
    /// Began on a view that does not take a second touch (`isMultipleTouchEnabled == false`): recognizers still see it.
    var isWithheldFromView = false
    /// Blocked by an exclusive-touch view: neither the view nor recognizers see it (E-T-7).
    var isExcluded = false
    /// Moved while its touchesBegan was held: the view gets one touchesMoved when it is released.
    var movedWhileHeld = false
    /// The samples merged into the latest update, oldest first.
    var coalescedSamples: [TouchSample] = []
    var hostKey: ObjectIdentifier?
    var sampleID = 0

    enum ViewDelivery: Equatable {
        /// Nothing sent to the view yet (touchesBegan may be held by `delaysTouchesBegan`).
        case pending
        /// touchesBegan sent; the view is tracking it.
        case tracking
        /// The touch ended but touchesEnded is held by `delaysTouchesEnded` until the recognizers decide.
        case endHeld
        /// touchesEnded or touchesCancelled sent, or the view will never hear of it.
        case finished
    }

    public override init() { super.init() }

    public func location(in view: UIView?) -> CGPoint { convertFromWindow(locationInWindow, to: view) }
    public func previousLocation(in view: UIView?) -> CGPoint { convertFromWindow(previousLocationInWindow, to: view) }
    public func preciseLocation(in view: UIView?) -> CGPoint { convertFromWindow(preciseLocationInWindow, to: view) }
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(precisePreviousLocationInWindow, to: view)
    }

    /// `nil` means the window (E-T-5, V-CONV-5).
    private func convertFromWindow(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target, target !== window else { return point }
        return target.convert(point, from: window)
    }

    var isActive: Bool { phase != .ended && phase != .cancelled }

    /// Applies a platform sample (location, time, force), keeping the previous location.
    func update(from sample: TouchSample, phase newPhase: Phase) {
        previousLocationInWindow = newPhase == .began ? sample.location : locationInWindow
        precisePreviousLocationInWindow = newPhase == .began ? (sample.preciseLocation ?? sample.location)
            : preciseLocationInWindow
        locationInWindow = sample.location
        preciseLocationInWindow = sample.preciseLocation ?? sample.location
        timestamp = max(timestamp, sample.timestamp)
        phase = newPhase
        type = sample.type
        if let force = sample.force, force.isFinite { self.force = max(force, 0) }
        if sample.maximumPossibleForce.isFinite { maximumPossibleForce = max(sample.maximumPossibleForce, 0) }
        if sample.majorRadius.isFinite { majorRadius = max(sample.majorRadius, 0) }
        if sample.majorRadiusTolerance.isFinite { majorRadiusTolerance = max(sample.majorRadiusTolerance, 0) }
        coalescedSamples = sample.coalesced.filter(\.isWellFormed) + [sample]
    }

    /// A frozen copy of this touch at one coalesced sample (what `coalescedTouches(for:)` returns).
    func snapshot(at sample: TouchSample, previous: CGPoint) -> UITouch {
        let copy = UITouch()
        copy.view = view; copy.window = window; copy.tapCount = tapCount; copy.type = type
        copy.phase = phase == .began ? .began : (phase == .ended || phase == .cancelled ? phase : .moved)
        copy.timestamp = sample.timestamp
        copy.locationInWindow = sample.location
        copy.preciseLocationInWindow = sample.preciseLocation ?? sample.location
        copy.previousLocationInWindow = previous
        copy.precisePreviousLocationInWindow = previous
        copy.force = sample.force ?? force
        copy.majorRadius = sample.majorRadius
        copy.gestureRecognizers = gestureRecognizers
        return copy
    }

    func removeRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }

    open override var description: String {
        onMainActor(otherwise: "<UITouch>") {
            "<UITouch phase: \(phase) tapCount: \(tapCount) window: \(locationInWindow) view: \(view.map { "\($0)" } ?? "nil")>"
        }
    }
}
