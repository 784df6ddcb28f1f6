import Foundation

/// Foundation's selector forms of `Timer`, which Foundation on Linux lacks: the timer sends the selector (an
/// action registered for the target's class) with itself as the sender, and keeps the target alive until it is
/// invalidated, as on iOS. Foundation's block-based timers here cannot store a `userInfo`, so `scheduledTimer` makes
/// a `SelectorTimer`, which keeps it; the initializer (which must make a plain `Timer`) drops it.
extension Timer {
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let message = SelectorMessage(target: aTarget as AnyObject, selector: aSelector, retainsTarget: true)
        let timer = SelectorTimer(timeInterval: ti, repeats: yesOrNo) { timer in message.send(timer) }
        timer.storedUserInfo = userInfo
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let message = SelectorMessage(target: aTarget as AnyObject, selector: aSelector, retainsTarget: true)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in message.send(timer) }
    }
}

/// A timer made by `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: Foundation here leaves
/// `userInfo` for subclasses to provide.
final class SelectorTimer: Timer {
    var storedUserInfo: Any?

    override var userInfo: Any? { storedUserInfo }
}
