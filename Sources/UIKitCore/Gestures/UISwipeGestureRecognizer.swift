import Foundation

/// A discrete recognizer: the fingers travel `minimumDistance` points in one of the allowed directions, mostly
/// straight, within `maximumDuration`.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// A recognizer whose actions call `handler` with it (see `UIGestureRecognizer.init(handler:)`).
    public convenience init(handler: @escaping @MainActor (UISwipeGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    open var minimumDistance: CGFloat = 50
    open var maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var deadline: EventTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { return state = .failed }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        start = location(in: nil)
        startTime = event.timestamp
        deadline?.invalidate()
        deadline = scheduleTimer(after: maximumDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if event.timestamp - startTime > maximumDuration { return state = .failed }
        let now = location(in: nil)
        let dx = now.x - start.x, dy = now.y - start.y
        let (along, across, moved): (CGFloat, CGFloat, Direction) = abs(dx) >= abs(dy)
            ? (abs(dx), abs(dy), dx >= 0 ? .right : .left)
            : (abs(dy), abs(dx), dy >= 0 ? .down : .up)
        // Mostly straight: within about 30 degrees of the axis.
        guard along >= 10 else { return }
        if !direction.contains(moved) || across > along * 0.58 {
            state = .failed
        } else if along >= minimumDistance {
            state = .recognized
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        deadline?.invalidate()
        deadline = nil
        start = nil
    }
}
