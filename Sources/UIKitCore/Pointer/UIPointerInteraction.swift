import Foundation

/// Gives a view (or regions of it) a pointer style of its delegate's choosing while the pointer is over it.
@preconcurrency @MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    public weak var delegate: (any UIPointerInteractionDelegate)?
    public private(set) weak var view: UIView?
    open var isEnabled = true
    /// The region the pointer is in, as the delegate last chose it.
    private var currentRegion: UIPointerRegion?
    /// The effect of the style chosen on entering the region, shown until the pointer leaves it.
    private var effect: PointerEffectApplier?

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        removeEffect()
        self.view = view
        currentRegion = nil
    }

    /// The styles changed: the pointer's cursor is chosen again at its next move (the delegate is asked for the
    /// style at every move; the region it is in stays entered).
    open func invalidate() {
        PointerCursors.invalidate()
    }

    /// The cursor over `point` (in the view's space), nil to leave the choice to the views further out; tells the
    /// delegate of regions entered and left on the way.
    func cursor(at point: CGPoint, modifiers: UIKeyModifierFlags) -> PointerCursor? {
        guard isEnabled, let view else { return nil }
        let request = UIPointerRegionRequest(location: point, modifiers: modifiers)
        let region = delegate?.pointerInteraction(self, regionFor: request,
                                                  defaultRegion: UIPointerRegion(rect: view.bounds))
            ?? (delegate == nil ? UIPointerRegion(rect: view.bounds) : nil)
        let entered = region?.rect != currentRegion?.rect || region?.identifier != currentRegion?.identifier
        if entered {
            removeEffect()
            if let old = currentRegion { delegate?.pointerInteraction(self, willExit: old, animator: PointerAnimator()) }
            if let region { delegate?.pointerInteraction(self, willEnter: region, animator: PointerAnimator()) }
            currentRegion = region
        }
        guard let region else { return nil }
        let style = delegate?.pointerInteraction(self, styleFor: region)
        if entered, let chosen = style?.effect { effect = PointerEffectApplier(chosen) }
        return style?.cursor ?? PointerCursors.automatic(for: view)
    }

    /// The pointer left the view.
    func pointerExited() {
        removeEffect()
        if let old = currentRegion { delegate?.pointerInteraction(self, willExit: old, animator: PointerAnimator()) }
        currentRegion = nil
    }

    private func removeEffect() {
        effect?.remove()
        effect = nil
    }
}

/// Runs what a delegate adds alongside a region change as a short view animation, and its completions at once: a
/// desktop pointer itself changes shape without animating.
@MainActor final class PointerAnimator: UIPointerInteractionAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { UIView.animate(withDuration: 0.15, animations: animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completion(true) }
}
