import Foundation

/// A list of items by index path (a table, a collection view) as its drag and drop delegates see it: the answers
/// of its `dragDelegate` and `dropDelegate`, and what the list does itself (where a point falls, reordering its own
/// items). `ListDragDropForwarder` turns the view's drag and drop interactions into these calls.
@MainActor protocol ListDragDropHost: UIScrollView {
    associatedtype DropProposal: UIDropProposal

    /// The list's one drag interaction and one drop interaction (their delegate is the list's forwarder).
    var itemDragInteraction: UIDragInteraction { get }
    var itemDropInteraction: UIDropInteraction { get }
    /// Items drag while this holds (`dragInteractionEnabled` and a drag delegate).
    var wantsItemDrags: Bool { get }

    /// The item a drag starting at `point` (the list's coordinates) lifts; nil where no drag starts.
    func dragSourceIndexPath(at point: CGPoint) -> IndexPath?
    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func dragLiftPreview(at indexPath: IndexPath) -> UITargetedDragPreview?
    func dragSessionWillBegin(_ session: any UIDragSession)
    func dragSessionDidEnd(_ session: any UIDragSession)
    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool
    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool

    var hasDropDelegate: Bool { get }
    func dropCanHandle(_ session: any UIDropSession) -> Bool
    func dropSessionDidEnter(_ session: any UIDropSession)
    func dropSessionDidExit(_ session: any UIDropSession)
    func dropSessionDidEnd(_ session: any UIDropSession)
    /// The delegate's proposal for a drop at `destination`; `ownSource` is the dragged item when the drag is one of
    /// the list's own.
    func dropProposal(for session: any UIDropSession, at destination: IndexPath?, ownSource: IndexPath?) -> DropProposal
    /// Performs the drop: a reorder of the list's own item, or the delegate's `performDropWith`.
    func performDrop(_ session: any UIDropSession, at destination: IndexPath?, proposal: DropProposal,
                     ownSource: IndexPath?)
    /// Where a drop at `point` goes: the item under it, else past the last item (for the list's own item: the
    /// last place it can take).
    func dropDestination(at point: CGPoint, ownDrag: Bool) -> IndexPath?
}

extension ListDragDropHost {
    /// Adds or removes the interactions to match the delegates and `dragInteractionEnabled`.
    func updateDragAndDropInteractions() {
        let existingDrag = interactions.first { $0 === itemDragInteraction }
        if wantsItemDrags, existingDrag == nil {
            addInteraction(itemDragInteraction)
            // An item drag wins over scrolling however far the pointer's first motion goes; where no item gives
            // items the lift fails at once and the pan scrolls.
            panGestureRecognizer.require(toFail: itemDragInteraction.liftRecognizer)
        }
        if !wantsItemDrags, existingDrag != nil {
            removeInteraction(itemDragInteraction)
            panGestureRecognizer.failureRequirements.removeAll { $0.recognizer === itemDragInteraction.liftRecognizer }
        }
        let existingDrop = interactions.first { $0 === itemDropInteraction }
        if hasDropDelegate, existingDrop == nil { addInteraction(itemDropInteraction) }
        if !hasDropDelegate, existingDrop != nil { removeInteraction(itemDropInteraction) }
    }
}
