/// Chooses the regions of a view and the pointer's style over each. Every method is optional.
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction,
                                   styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Animations that run alongside the pointer entering or leaving a region.
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
