import Foundation

/// Foundation's selector forms of `Timer`, which Foundation on Linux lacks: the timer sends the selector (an
/// action registered for the target's class) with itself as the sender, and keeps the target alive until it is
/// invalidated, as on iOS. `userInfo` cannot be stored in Foundation's block-based timers here and is dropped.
extension Timer {
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let message = SelectorMessage(target: aTarget as AnyObject, selector: aSelector, retainsTarget: true)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in message.send(timer) }
    }
}
