import Foundation

/// A drag that left a headless window: a desktop where the test plays the other application. It records what
/// UIKit reports; `acceptance` is what the application under the pointer would say. A drop on an accepting one waits
/// for the test to `finish` it (as XDND waits for XdndFinished); a drop elsewhere ends at once as `.cancel`.
@preconcurrency @MainActor public final class HeadlessOutgoingDrag: OutgoingDrag {
    public let request: OutgoingDragRequest
    /// What the pretend application under the pointer accepts: `.copy` or `.move` take a drop, anything else refuses.
    public var acceptance = UIDropOperation.cancel
    /// Every reported location (window points), and whether the last one was outside.
    public private(set) var locations: [CGPoint] = []
    public private(set) var isOutside = false
    public private(set) var isDropped = false
    public private(set) var isCancelled = false
    private var hasEnded = false

    init(request: OutgoingDragRequest) { self.request = request }

    public func move(to location: CGPoint, isOutside: Bool) {
        locations.append(location)
        self.isOutside = isOutside
    }

    public func drop() {
        guard !hasEnded, !isDropped else { return }
        isDropped = true
        if acceptance != .copy && acceptance != .move { finish(.cancel) }
    }

    public func cancel() {
        isCancelled = true
        hasEnded = true
    }

    /// The pretend application read the dropped items as `type`.
    public func read(_ type: String) -> Data? { request.data(type) }

    /// The pretend application says the drop is over (`.copy`/`.move` taken, `.cancel` not): UIKit hears it once.
    public func finish(_ operation: UIDropOperation) {
        guard !hasEnded else { return }
        hasEnded = true
        request.ended(operation)
    }
}
