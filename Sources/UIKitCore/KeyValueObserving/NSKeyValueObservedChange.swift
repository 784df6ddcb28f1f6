import Foundation

/// One change of an observed property, as `observe(_:options:changeHandler:)` delivers it: `newValue` and
/// `oldValue` are present when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: NSKeyValueObservedChange<Value>.Kind
    /// The value after the change (`.new`); `nil` in a prior notification.
    public let newValue: Value?
    /// The value before the change (`.old`).
    public let oldValue: Value?
    /// The indexes changed in a to-many relationship; `nil` for a property that is set.
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (`.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
