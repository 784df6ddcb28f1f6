import Foundation

/// The drag and drop interactions' delegate of a list (table or collection view): turns points into index paths for
/// the list's drag and drop delegates, remembers which item a drag of its own came from, and hands the drop to the
/// list, which reorders its own items or asks its drop delegate.
@MainActor final class ListDragDropForwarder<Host: ListDragDropHost>: UIDragInteractionDelegate,
    UIDropInteractionDelegate {
    private weak var host: Host?
    /// The drag that started from one of the list's items, and that item.
    private(set) weak var ownDrag: LocalDragSession?
    private(set) var ownDragIndexPath: IndexPath?
    private(set) var activeDrop: (any UIDropSession)?
    private(set) var destination: IndexPath?
    private var proposal: Host.DropProposal?

    init(host: Host) { self.host = host }

    func isOwnDrag(_ session: any UIDropSession) -> Bool {
        ownDrag != nil && session.localDragSession === ownDrag
    }

    private func ownSource(_ session: any UIDropSession) -> IndexPath? { isOwnDrag(session) ? ownDragIndexPath : nil }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let host, let indexPath = host.dragSourceIndexPath(at: session.location(in: host)) else { return [] }
        let items = host.dragItems(for: session, at: indexPath)
        ownDragIndexPath = items.isEmpty ? nil : indexPath
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let host, let indexPath = ownDragIndexPath else { return nil }
        return host.dragLiftPreview(at: indexPath)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        ownDrag = session as? LocalDragSession
        host?.dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        host?.dragSessionAllowsMove(session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        host?.dragSessionIsRestricted(session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        ownDrag = nil
        ownDragIndexPath = nil
        host?.dragSessionDidEnd(session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let host, host.hasDropDelegate else { return false }
        return host.dropCanHandle(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        activeDrop = session
        host?.dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let host, host.hasDropDelegate else { return UIDropProposal(operation: .cancel) }
        destination = host.dropDestination(at: session.location(in: host), ownDrag: isOwnDrag(session))
        let proposal = host.dropProposal(for: session, at: destination, ownSource: ownSource(session))
        self.proposal = proposal
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        activeDrop = nil
        host?.dropSessionDidExit(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let host, host.hasDropDelegate, let proposal else { return }
        host.performDrop(session, at: destination, proposal: proposal, ownSource: ownSource(session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        activeDrop = nil
        destination = nil
        proposal = nil
        host?.dropSessionDidEnd(session)
    }
}
