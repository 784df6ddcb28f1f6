import Foundation

/// Foundation's NSKeyValueObserving informal protocol (a category of NSObject on iOS) as a Swift protocol, for the
/// observers of `addObserver(_:forKeyPath:options:context:)` that are no UIKit responders. Linux Swift cannot
/// override a method an extension declares, so views, controllers and the app delegate override
/// `UIResponder.observeValue(forKeyPath:of:change:context:)`, and other NSObjects declare the method and take this
/// protocol (the port tool turns iOS's `override func observeValue` into exactly that).
public protocol NSKeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?,
                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension UIResponder: NSKeyValueObserving {}

/// What NSObject's own `observeValue(forKeyPath:of:change:context:)` does with a change its subclass did not
/// handle (`super.observeValue(...)` for a context that is not the subclass's): Foundation raises an exception;
/// UIKit logs Foundation's message and the app goes on.
public enum NSKeyValueObservingDefault {
    public static func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                    change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        let observed = object.map { "\(type(of: $0))" } ?? "nil"
        UIKitLog.error("An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. Key path: \(keyPath ?? "nil") Observed object: <\(observed)> Context: \(context.map { "\($0)" } ?? "0x0")")
    }
}
