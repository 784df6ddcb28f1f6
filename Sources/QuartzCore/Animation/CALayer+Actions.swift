/// Implicit animation: a change of an animatable property of a layer that is on screen runs the action the search
/// finds, which by default animates from the old value to the new one over the transaction's duration.
extension CALayer {
    /// One shared "no action" that delegates may return; recognised by identity, which is cheaper than a cast.
    package static let noAction = NSNull()

    /// The search `action(forKey:)` performs by default.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = CALayer.styleAction(style, forKey: event) { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        // Only layers already on screen animate by themselves (configuring a new layer does not).
        guard hasBeenCommitted else { return nil }
        if event == "contents" { return CALayer.contentsCrossFade }
        guard CALayer.isImplicitlyAnimated(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// New contents cross-fade from the old, as Core Animation's implicit `contents` action does: an
    /// interpolation between two images is a fade, which the render tree draws as a transition.
    private static let contentsCrossFade: CATransition = {
        let fade = CATransition()
        fade.type = .fade
        return fade
    }()

    /// The `style` dictionary's `"actions"` entry, then its nested `"style"`, recursively.
    private static func styleAction(_ style: [AnyHashable: Any]?, forKey event: String) -> (any CAAction)? {
        guard let style else { return nil }
        if let actions = style["actions"] as? [AnyHashable: Any], let action = actions[event] {
            guard let action = action as? any CAAction else {
                CALog.error("style action for \"\(event)\" ignored: \(type(of: action)) is not a CAAction")
                return nil
            }
            return action
        }
        return styleAction(style["style"] as? [AnyHashable: Any], forKey: event)
    }

    /// Property keys whose changes animate by interpolating values. `contents` cross-fades instead (above);
    /// `hidden` changes at once, fading only when an action supplies a transition.
    static func isImplicitlyAnimated(_ key: String) -> Bool {
        key != "hidden" && key != "contents" && key != "isHidden" && isAnimatable(key)
    }

    /// Runs the action for a property change, unless actions are disabled or this is a presentation copy. The
    /// arguments carry the value shown before the change (`"previousValue"`) and the old model value
    /// (`"previousModelValue"`).
    /// The old value is boxed only once an action is found: layout sets thousands of properties with no action.
    func runAction(forKey key: String, oldValue: @autoclosure () -> Any?) {
        guard !isPresentationCopy, !CATransaction.disableActions(),
              let action = action(forKey: key), action !== CALayer.noAction, !(action is NSNull) else { return }
        let oldValue = oldValue()
        var arguments: [AnyHashable: Any] = [:]
        arguments["previousModelValue"] = oldValue
        arguments["previousValue"] = presentationValue(forKeyPath: key, modelValue: oldValue)
        action.run(forKey: key, object: self, arguments: arguments)
    }

    /// What the screen shows for `keyPath` when the model value is `modelValue`: the value with this layer's
    /// running animations applied.
    func presentationValue(forKeyPath keyPath: String, modelValue: Any?) -> Any? {
        guard let modelValue else { return nil }
        guard !animationEntries.isEmpty else { return modelValue }
        let localTime = convertTime(CACurrentMediaTime(), from: nil)
        var values = AnimatedValues { [unowned self] path in
            path == keyPath ? modelValue : self.value(forKeyPath: path)
        }
        for entry in animationEntries { entry.animation.apply(to: &values, atParentTime: localTime) }
        return values.value(keyPath)
    }
}
