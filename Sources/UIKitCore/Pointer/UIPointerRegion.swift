/// A part of a view with a pointer style of its own.
@preconcurrency @MainActor public final class UIPointerRegion {
    public let rect: CGRect
    public let identifier: AnyHashable?
    public var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, for a delegate choosing a region.
@preconcurrency @MainActor public final class UIPointerRegionRequest {
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}
