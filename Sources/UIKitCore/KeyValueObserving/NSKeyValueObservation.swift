import Foundation

/// An observation `observe(_:options:changeHandler:)` returns: the handler runs until `invalidate()` or until the
/// observation is released, so keep it in a property as long as the handler should run.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    let key: String
    /// The observed object's identity, for the store, which files observations by object.
    let objectID: ObjectIdentifier
    let observer: any KeyValueChangeObserving
    /// Weak: an observation does not keep its object alive, and outliving it is harmless.
    private(set) weak var object: NSObject?

    init(object: NSObject, key: String, observer: any KeyValueChangeObserving) {
        self.object = object
        objectID = ObjectIdentifier(object)
        self.key = key
        self.observer = observer
        super.init()
    }

    /// Stops the handler from running; calling it again does nothing.
    public func invalidate() {
        KeyValueObserverStore.shared.remove(ObjectIdentifier(self), of: objectID)
        object = nil
    }

    deinit {
        KeyValueObserverStore.shared.remove(ObjectIdentifier(self), of: objectID)
    }
}
