import Foundation

/// `responds(to:)` and `perform(_:with:)` through the action table: what the Objective-C runtime answers on iOS,
/// for the selectors registered for the object's class (`UINibConnections.registerAction`, filled by `uikit-port`
/// from `@objc` and `@IBAction` methods). Return values of performed methods are not carried: `perform` returns
/// `nil`. Called on the main thread, where the table lives.
extension NSObject {
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        nonisolated(unsafe) let target = self
        return MainActor.assumeIsolated { UINibConnections.responds(target, to: aSelector) }
    }

    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        perform(aSelector, with: self)
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        guard let aSelector else { return nil }
        nonisolated(unsafe) let object: Any? = object
        nonisolated(unsafe) let target = self
        MainActor.assumeIsolated {
            if !UINibConnections.perform(aSelector, on: target, with: object) {
                UIKitLog.error("\(type(of: target)) has no action \(aSelector.name) registered (unrecognized selector); nothing performed")
            }
        }
        return nil
    }
}
