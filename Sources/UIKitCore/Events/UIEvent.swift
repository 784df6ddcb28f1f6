import Foundation

/// An event: touches, presses, motion or remote control (E-EV-1). One touch event object is reused for a whole
/// multitouch sequence; apps must not keep it (E-EV-2).
@preconcurrency @MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10, hover = 11, transform = 14
    }

    /// UIKit's exact values (EHG B.1).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    public struct ButtonMask: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        public static func button(_ number: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (number - 1)) }
    }

    private let eventType: EventType
    open var type: EventType { eventType }
    open internal(set) var subtype: EventSubtype = .none
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    open internal(set) var buttonMask: ButtonMask = []

    /// The touches of the sequence: every finger down, and those that ended or were cancelled in this event.
    var touchSet: Set<UITouch> = []

    public override init() {
        eventType = .touches
        super.init()
    }

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        eventType = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// Touches withheld from the view (a second finger on a view without multiple touch, an excluded touch) are
    /// not the view's (T-27).
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view && !$0.isWithheldFromView && !$0.isExcluded }
    }

    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }

    /// The samples the platform merged into the touch's latest update, oldest first, ending with the touch's
    /// current state.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchSet.contains(touch) else { return nil }
        var previous = touch.previousLocationInWindow
        return touch.coalescedSamples.map { sample in
            defer { previous = sample.location }
            return touch.snapshot(at: sample, previous: previous)
        }
    }

    /// No prediction: the platform reports no future samples.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchSet.contains(touch) ? [] : nil
    }
}
