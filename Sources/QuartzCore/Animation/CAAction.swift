/// What a layer runs when one of its properties changes (or for other events such as `kCAOnOrderIn`): usually an
/// animation, which adds itself to the layer under the event's key.
@preconcurrency @MainActor public protocol CAAction: AnyObject {
    /// `arguments` carries `"previousValue"`, the value shown before the change, for property events.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": it ends the action search without animating.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds a copy to the layer under `event`, filling in what the animation leaves open from the current
    /// transaction: the key path (the event), the duration and the timing function. A basic animation without
    /// values runs from the value shown before the change to the new model value.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            CALog.error("CAAnimation.run(forKey: \"\(event)\") ignored: the object is not a layer")
            return
        }
        let animation = copy()
        if animation.duration == 0 { animation.duration = CATransaction.animationDuration() }
        if animation.timingFunction == nil { animation.timingFunction = CATransaction.animationTimingFunction() }
        if let property = animation as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = event }
        if let basic = animation as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
           basic.byValue == nil {
            basic.fromValue = dict?["previousValue"]
        }
        layer.add(animation, forKey: event)
    }
}

/// Events that are not properties.
public let kCAOnOrderIn = "onOrderIn"
public let kCAOnOrderOut = "onOrderOut"
/// The key `CATransition`s are stored under.
public let kCATransition = "transition"
