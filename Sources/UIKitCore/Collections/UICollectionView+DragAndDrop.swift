import Foundation

extension UICollectionView {
    /// How soon the items make room for a dragged item of the collection view's own as the pointer moves.
    public enum ReorderingCadence: Int, Sendable {
        /// At every move.
        case immediate = 0
        /// Once the pointer rests briefly.
        case fast = 1
        /// Once the pointer rests a while.
        case slow = 2

        /// How long the pointer rests before the items move.
        var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: 0.15
            case .slow: 0.5
            }
        }
    }
}

/// Drag and drop of items: the collection view carries one drag interaction and one drop interaction, working while
/// `dragInteractionEnabled` is on and a drag (or drop) delegate is set; `ListDragDropForwarder` asks the collection
/// view (below) what its delegates say.
///
/// A drag of its own item, proposed as a move inserting at the destination over a data source that can move the
/// item, reorders live through the interactive movement (UICollectionView+Reordering.swift): the item's cell is
/// hidden (the gap, kept by the layout pass's `apply`), and the gap follows the pointer at the pace of `reorderingCadence`; the drop commits it (the
/// data source hears `moveItemAt` once), leaving the collection view or a refused proposal puts the items back.
extension UICollectionView: ListDragDropHost {
    var hasActiveDragInCode: Bool { dragDropForwarder.ownDrag != nil }
    var hasActiveDropInCode: Bool { dragDropForwarder.activeDrop != nil }

    /// Whether `session` is a drag of one of this collection view's items.
    func isOwnItemDrag(_ session: any UIDropSession) -> Bool { dragDropForwarder.isOwnDrag(session) }

    var wantsItemDrags: Bool { dragInteractionEnabled && dragDelegate != nil }

    // MARK: Drag

    func dragSourceIndexPath(at point: CGPoint) -> IndexPath? {
        dragDelegate == nil ? nil : indexPathForItem(at: point)
    }

    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragLiftPreview(at indexPath: IndexPath) -> UITargetedDragPreview? {
        guard let cell = cellForItem(at: indexPath) else { return nil }
        let parameters = dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    }
    func dragSessionDidEnd(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
    }
    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }
    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    // MARK: Drop

    var hasDropDelegate: Bool { dropDelegate != nil }
    func dropCanHandle(_ session: any UIDropSession) -> Bool {
        dropDelegate?.collectionView(self, canHandle: session) ?? false
    }
    func dropSessionDidEnter(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }
    func dropSessionDidExit(_ session: any UIDropSession) {
        endDropReorder(committing: false)
        dropDelegate?.collectionView(self, dropSessionDidExit: session)
    }
    func dropSessionDidEnd(_ session: any UIDropSession) {
        endDropReorder(committing: false)
        dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    }

    func dropProposal(for session: any UIDropSession, at destination: IndexPath?,
                      ownSource: IndexPath?) -> UICollectionViewDropProposal {
        let proposal = dropDelegate?.collectionView(self, dropSessionDidUpdate: session,
                                                    withDestinationIndexPath: destination)
            ?? UICollectionViewDropProposal(operation: .cancel)
        if let ownSource, isReorder(proposal, of: ownSource) {
            followDropReorder(of: ownSource, to: session.location(in: self))
        } else {
            endDropReorder(committing: false)
        }
        return proposal
    }

    func performDrop(_ session: any UIDropSession, at destination: IndexPath?,
                     proposal: UICollectionViewDropProposal, ownSource: IndexPath?) {
        if let ownSource, dropReorder != nil, isReorder(proposal, of: ownSource) {
            let landed = interactiveMovement?.currentIndexPath ?? ownSource
            endDropReorder(committing: true)
            for item in session.items { landDroppedItem(item, of: session, onItemAt: landed) }
            return
        }
        endDropReorder(committing: false)
        let previewSize = ownSource.flatMap { layoutAttributesForItem(at: $0)?.size } ?? .zero
        let items = session.items.map { ListDropItem(dragItem: $0, sourceIndexPath: ownSource, previewSize: previewSize) }
        dropDelegate?.collectionView(self, performDropWith: CollectionDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session,
            collectionView: self))
    }

    /// Lands a dropped item on the item at `indexPath` (its cell, masked as the drop delegate's
    /// `dropPreviewParametersForItemAt` says).
    @discardableResult
    func landDroppedItem(_ item: UIDragItem, of session: any UIDropSession,
                         onItemAt indexPath: IndexPath) -> any UIDragAnimating {
        land(item, of: session, in: layoutAttributesForItem(at: indexPath)?.frame ?? .zero,
             as: cellForItem(at: indexPath),
             parameters: dropDelegate?.collectionView(self, dropPreviewParametersForItemAt: indexPath))
    }

    /// The item under `point`, or past the last item when the point is over no item (for a move of the collection
    /// view's own item: the last item, where it can still go).
    func dropDestination(at point: CGPoint, ownDrag: Bool) -> IndexPath? {
        if let indexPath = indexPathForItem(at: point) { return indexPath }
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        let items = numberOfItems(inSection: sections - 1)
        return IndexPath(item: ownDrag && items > 0 ? items - 1 : items, section: sections - 1)
    }

    // MARK: Live reordering

    private func isReorder(_ proposal: UICollectionViewDropProposal, of source: IndexPath) -> Bool {
        proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath
            && dataSource?.collectionView(self, canMoveItemAt: source) == true
    }

    /// Opens the gap where the dragged item came from (first time), then moves it under `point`, now or once the
    /// pointer rests as long as the cadence says.
    private func followDropReorder(of source: IndexPath, to point: CGPoint) {
        if dropReorder == nil {
            guard beginInteractiveMovementForItemInCode(at: source), let cell = interactiveMovement?.cell else { return }
            dropReorder = DropReorder(cell: cell)
            cell.alpha = 0
        }
        dropReorder?.timer?.invalidate()
        let delay = reorderingCadence.delay
        guard delay > 0 else { return updateInteractiveMovementTargetPositionInCode(point) }
        dropReorder?.timer = UIApplication.eventTimerSource.schedule(after: delay) { [weak self] in
            guard let self, self.dropReorder != nil else { return }
            self.dropReorder?.timer = nil
            self.updateInteractiveMovementTargetPositionInCode(point)
        }
    }

    /// Ends a live reorder: committed (the data source hears the move) or put back; the cell shows again.
    private func endDropReorder(committing: Bool) {
        guard let reorder = dropReorder else { return }
        dropReorder = nil
        reorder.timer?.invalidate()
        // Settling the cell at its place gives it its layout's alpha again.
        if committing { endInteractiveMovementInCode() } else { cancelInteractiveMovementInCode() }
    }
}

/// A live reorder by drag: the dragged item's cell (hidden: the gap), and the cadence's pending move.
struct DropReorder {
    let cell: UICollectionReusableView
    var timer: EventTimer?
}
