/// What an observation's change handler receives (Foundation's type on Apple platforms; swift-corelibs-foundation
/// has no key-value observing, so UIKit provides it with the same shape).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once as the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler also runs before each change (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
