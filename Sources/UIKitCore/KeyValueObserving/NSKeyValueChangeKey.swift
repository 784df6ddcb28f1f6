/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives (Foundation's type on
/// Apple platforms; swift-corelibs-foundation has no key-value observing).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An `NSNumber` of the change's `NSKeyValueChange` raw value (always `setting` here).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, with the `.new` option.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, with the `.old` option.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change; never present here.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change, with the `.prior` option.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
