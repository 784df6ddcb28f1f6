/// Something under a drag that may take the drop: a view's `UIDropInteraction`, or a text input that takes text
/// by itself. The session driver talks to both the same way.
@MainActor protocol DropTarget: AnyObject {
    func canHandle(_ session: DropSession) -> Bool
    func sessionDidEnter(_ session: DropSession)
    func sessionDidUpdate(_ session: DropSession) -> UIDropProposal
    func sessionDidExit(_ session: DropSession)
    func performDrop(_ session: DropSession)
    /// Where `item` lands (the default, a retargeted one, or nil for no animation), and the animator's users.
    func previewForDropping(_ item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview)
        -> UITargetedDragPreview?
    func willAnimateDrop(of item: UIDragItem, with animator: any UIDragAnimating)
    func concludeDrop(_ session: DropSession)
    func sessionDidEnd(_ session: DropSession)
}
