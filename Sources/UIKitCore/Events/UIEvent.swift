/// An event: touches, presses, motion or remote control. Delivery arrives with the event system.
@MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval = 0
}
