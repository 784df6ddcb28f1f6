/// Decides what a drag over a drop interaction's view would do, and performs the drop. Every method is optional.
@preconcurrency @MainActor public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes this drag at all (by its items' types); by default it does.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// What a drop at the session's location would do; by default `.cancel` (nothing).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The drag was released here with a copy or move proposal: load the items' data now.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// Where a dropped `item`'s preview lands: by default (`defaultPreview`) where a drop coordinator sent it, or
    /// shrinking away at the drop point; nil removes it at once, without an animation.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// The drop of `item` is about to animate: the animator's animations run with it.
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: any UIDragAnimating)
    /// The drop's animations are over and its preview is gone: the view shows its final state.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag ended, whether it dropped here, elsewhere, or not at all.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction,
                                sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                                willAnimateDropWith animator: any UIDragAnimating) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}
