/// Actions for events that are not property changes, as Core Animation runs them: `kCAOnOrderIn` on a layer that
/// enters a tree already on screen or stops being hidden there, `kCAOnOrderOut` on a layer that leaves one or is
/// hidden there (after the `"hidden"` action), and `"sublayers"` on the layer
/// whose sublayers changed. Only an action found by the search (delegate, `actions`, `style`,
/// `defaultAction(forKey:)`) runs: these events have no implicit animation, so a layer fades in when added only if
/// an action says so (for example `actions = [kCAOnOrderIn: fadeIn]`, or a `CATransition` for `"sublayers"`).
extension CALayer {
    /// Called after `layer` was inserted into this layer's sublayers (`wasElsewhere`: it came from another tree
    /// position, not a reordering among its siblings).
    func sublayerInserted(_ layer: CALayer, wasElsewhere: Bool) {
        guard isOnScreen else { return }
        if wasElsewhere { layer.runEventAction(kCAOnOrderIn) }
        runEventAction("sublayers")
    }

    /// Called after `layer` was removed from this layer's sublayers.
    func sublayerRemoved(_ layer: CALayer) {
        guard isOnScreen else { return }
        layer.runEventAction(kCAOnOrderOut)
        runEventAction("sublayers")
    }

    /// Called after `isHidden` changed: the layer became visible or hidden, which Core Animation treats as ordering
    /// in or out ("...or the layer is no longer set as hidden").
    func visibilityChanged() {
        guard isOnScreen else { return }
        runEventAction(isHidden ? kCAOnOrderOut : kCAOnOrderIn)
    }

    /// In a tree that has been committed: configuring a new tree runs no actions, as for property changes.
    private var isOnScreen: Bool { hasBeenCommitted }

    private func runEventAction(_ event: String) {
        guard !isPresentationCopy, !CATransaction.disableActions(),
              let action = action(forKey: event), !(action is NSNull) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }
}
