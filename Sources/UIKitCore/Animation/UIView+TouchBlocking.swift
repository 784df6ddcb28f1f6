import QuartzCore

/// While a view animation without `.allowUserInteraction` runs on a view's layer, the view gets no touches
/// (V-CUST-6, T-37): hit-testing skips it.
extension UIView {
    /// True while an animation made by a view-animation block without `.allowUserInteraction` is attached to
    /// this view's layer.
    public var isInTouchBlockingAnimation: Bool {
        guard let keys = layer.animationKeys() else { return false }
        return keys.contains { key in
            guard let tracker = layer.animation(forKey: key)?.delegate as? ViewAnimationTracker else { return false }
            return !tracker.allowsUserInteraction
        }
    }
}
