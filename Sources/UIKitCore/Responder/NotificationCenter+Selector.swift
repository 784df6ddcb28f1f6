import Foundation

/// Foundation's selector form of observing, which Foundation on Linux lacks: each matching notification sends the
/// selector (an action registered for the observer's class) with the notification as the argument. As on iOS 9
/// and later the observer is not retained; once it is gone its registration is removed. `removeObserver(_:)` of
/// Foundation cannot see these registrations; they end with the observer.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let message = SelectorMessage(target: observer as AnyObject, selector: aSelector, retainsTarget: false)
        let token = TokenBox()
        token.value = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard !message.isTargetGone else {
                if let registration = token.value { self?.removeObserver(registration) }
                return
            }
            message.send(notification)
        }
    }
}

/// The registration a block observer removes once its observer is gone.
private final class TokenBox: @unchecked Sendable {
    // @unchecked: set once, before any notification can arrive.
    var value: (any NSObjectProtocol)?
}
