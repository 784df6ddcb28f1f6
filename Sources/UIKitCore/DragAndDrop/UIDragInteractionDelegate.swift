/// Tells a drag interaction what to drag and hears how the drag goes. Only `itemsForBeginning` is required.
@preconcurrency @MainActor public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a drag starting here carries; none and there is no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The lifted look of `item`: by default the interaction's view at its place; nil for no lift animation (the
    /// drag then shows the view's snapshot, already lifted).
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    /// The lift is about to animate: the animator's animations run with it, and its completions get `.end` once it
    /// lifted, or `.start` when the drag ended before the lift did (the lift ran back).
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession)
    /// A cancelled drag's preview of `item` is about to go back: the animator's animations run with it.
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: any UIDragAnimating)
    /// Where a cancelled drag's `item` goes back to: by default (`defaultPreview`) the lifted view's place; nil
    /// fades the preview out where it is.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The items a tap on this interaction's view adds to `session`, a drag under way (started here or elsewhere);
    /// `point` is the tap in the view's coordinates. None (the default) and the tap adds nothing.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? {
        interaction.view.map { UITargetedDragPreview(view: $0) }
    }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                                session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                                willAnimateCancelWith animator: any UIDragAnimating) {}
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {}
}
