import Foundation

/// Runs the application's one drag at a time: lifts the preview, follows the pointer, asks the drop targets under
/// it, and ends the drag with a drop or without one. Inside the application nothing goes through the window server.
///
/// The order of the delegates' calls as a drag begins: source `itemsForBeginning`, `previewForLifting`,
/// `willAnimateLiftWith` (when there is a lift preview), `sessionWillBegin`, `sessionDidMove`. On a drop: target
/// `performDrop`, source `willEndWith`, target `previewForDropping` and `willAnimateDropWith` for each item, (the
/// drop animation), target `concludeDrop` and `sessionDidEnd`, source `didEndWith`, `sessionDidTransferItems`.
/// Without a drop: the target (if any) `sessionDidExit` and `sessionDidEnd`, source `willEndWith(.cancel)`,
/// `previewForCancelling` and `willAnimateCancelWith` for each item, (the cancel animation), `didEndWith(.cancel)`.
/// The animations are in `DragSessionDriver+Animations.swift`.
///
/// A drag that leaves its window (unless restricted to the application) goes on in the window server's hands
/// (`DragSessionDriver+Outgoing.swift`): other applications are asked, and a drop there ends it with the
/// operation they report.
@MainActor final class DragSessionDriver {
    /// The drag in progress, if any.
    private(set) static var active: DragSessionDriver?

    private(set) weak var source: UIDragInteraction?
    let dragSession: LocalDragSession
    let dropSession: DropSession
    var target: (any DropTarget)?
    var proposal = UIDropProposal(operation: .cancel)
    private(set) var preview: DragPreviewView?
    /// The preview the drag lifted with: where a cancelled drag goes back to by default.
    var liftPreview: UITargetedDragPreview?
    /// The lift's animator while it runs.
    var liftAnimator: DragAnimator?
    /// The spring-loaded view (or item of one) the drag stays over, on its way to activation.
    private let springLoading = SpringLoadingTracker()
    /// The window server's part of the drag once it left the window, and whether the pointer is outside now.
    var outgoing: (any OutgoingDrag)?
    var isOutside = false

    private init(source: UIDragInteraction, dragSession: LocalDragSession) {
        self.source = source
        self.dragSession = dragSession
        dropSession = DropSession(items: dragSession.items, localDragSession: dragSession,
                                  allowsMoveOperation: dragSession.allowsMoveOperation)
    }

    /// Starts a drag from `interaction` at a window point, when its delegate gives items.
    @discardableResult
    static func begin(from interaction: UIDragInteraction, at point: CGPoint, in window: UIWindow) -> DragSessionDriver? {
        guard let delegate = interaction.delegate, let view = interaction.view else { return nil }
        // One session from the first question on: a delegate may keep it, or set its local context, there.
        let session = LocalDragSession(items: [], allowsMoveOperation: true, isRestrictedToDraggingApplication: false)
        session.window = window
        session.windowLocation = point
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication =
            delegate.dragInteraction(interaction, sessionIsRestrictedToDraggingApplication: session)
        let driver = DragSessionDriver(source: interaction, dragSession: session)
        let lifted = delegate.dragInteraction(interaction, previewForLifting: items[0], session: session)
        let liftPreview = lifted ?? UITargetedDragPreview(view: view)
        driver.liftPreview = liftPreview
        let preview = DragPreviewView.lift(liftPreview, at: point, in: window)
        preview.itemCount = items.count
        driver.preview = preview
        active = driver
        if lifted != nil {
            driver.animateLift(delegate: delegate)
        } else {
            preview.showLifted()
            driver.showItemPreview()
        }
        delegate.dragInteraction(interaction, sessionWillBegin: session)
        driver.move(to: point, in: window)
        return driver
    }

    /// The pointer moved to a window point: the preview follows, the source hears of it, targets are asked.
    func move(to point: CGPoint, in window: UIWindow) {
        guard Self.active === self else { return }
        for session in [dragSession, dropSession] as [DragDropSessionBase] {
            session.window = window
            session.windowLocation = point
        }
        preview?.follow(point, in: window)
        if let source { source.delegate?.dragInteraction(source, sessionDidMove: dragSession) }
        if followOutside(to: point, in: window) { return }
        updateTarget(at: point, in: window)
        springLoading.update(at: point, in: window)
    }

    /// A tap on `interaction`'s view during the drag: the items its delegate gives join the session (both its
    /// sides), the preview shows the new count, and the target under the drag is asked again.
    func add(from interaction: UIDragInteraction, withTouchAt point: CGPoint) {
        guard Self.active === self, let delegate = interaction.delegate else { return }
        let added = delegate.dragInteraction(interaction, itemsForAddingTo: dragSession, withTouchAt: point)
        guard !added.isEmpty else { return }
        dragSession.items += added
        dropSession.items += added
        preview?.itemCount = dragSession.items.count
        guard let window = dragSession.window, !isOutside else { return }
        updateTarget(at: dragSession.windowLocation, in: window)
    }

    /// The pointer was released at a window point: drops on the target when it proposed a copy or move.
    func drop(at point: CGPoint, in window: UIWindow) {
        guard Self.active === self else { return }
        move(to: point, in: window)
        if let outgoing, isOutside {
            // The window server drops on the application under the pointer and reports how it ended; the
            // application may start another drag meanwhile.
            Self.active = nil
            return outgoing.drop()
        }
        outgoing?.cancel()
        outgoing = nil
        let operation = effectiveOperation
        guard operation == .copy || operation == .move, let target else { return finish(dropping: nil, operation: .cancel) }
        finish(dropping: target, operation: operation)
    }

    /// Ends the drag without a drop (the touch was cancelled, the source went away, Escape).
    func cancel() {
        guard Self.active === self else { return }
        outgoing?.cancel()
        outgoing = nil
        finish(dropping: nil, operation: .cancel)
    }

    /// What a release now would do: a move the session does not allow is a copy.
    var effectiveOperation: UIDropOperation {
        proposal.operation == .move && !dropSession.allowsMoveOperation ? .copy : proposal.operation
    }

    func updateTarget(at point: CGPoint, in window: UIWindow) {
        let next = Self.dropTarget(at: point, in: window, for: dropSession, current: target)
        if next !== target {
            target?.sessionDidExit(dropSession)
            target = next
            target?.sessionDidEnter(dropSession)
        }
        proposal = target?.sessionDidUpdate(dropSession) ?? UIDropProposal(operation: .cancel)
        preview?.showsForbidden = target != nil && proposal.operation == .forbidden
    }

    /// Ends the drag for everyone: dropped on `dropTarget` in the application (the preview lands, then the target
    /// concludes), or (without one) taken by another application when `transferred` (the preview goes), or not
    /// taken at all (the preview goes back). The source hears `didEndWith` once the preview is gone.
    func finish(dropping dropTarget: (any DropTarget)?, operation: UIDropOperation, transferred: Bool = false) {
        if Self.active === self { Self.active = nil }
        springLoading.end()
        let source = self.source
        let delegate = source?.delegate
        let ended = { [self] in
            guard let source else { return }
            delegate?.dragInteraction(source, session: dragSession, didEndWith: operation)
            if dropTarget != nil || transferred { delegate?.dragInteraction(source, sessionDidTransferItems: dragSession) }
        }
        if let dropTarget {
            endLift(dropped: true)
            let landing = preview.map(DropLanding.init)
            dropSession.landing = landing
            dropTarget.performDrop(dropSession)
            if let source { delegate?.dragInteraction(source, session: dragSession, willEndWith: operation) }
            animateDrop(on: dropTarget, landing: landing) { [self] in
                dropSession.landing = nil
                dropTarget.concludeDrop(dropSession)
                dropTarget.sessionDidEnd(dropSession)
                ended()
            }
        } else {
            target?.sessionDidExit(dropSession)
            target?.sessionDidEnd(dropSession)
            if let source { delegate?.dragInteraction(source, session: dragSession, willEndWith: operation) }
            if transferred {
                endLift(dropped: true)
                preview?.removeFromSuperview()
                ended()
            } else {
                endLift(dropped: false)
                animateCancel(then: ended)
            }
        }
        target = nil
    }

    /// The drop target of the view under `point` (window coordinates) that takes `session`: the innermost view with
    /// a drop interaction whose delegate can handle it, or an editable text input when the session has text.
    static func dropTarget(at point: CGPoint, in window: UIWindow, for session: DropSession,
                           current: (any DropTarget)?) -> (any DropTarget)? {
        var view = window.hitTest(point, with: nil)
        while let candidate = view {
            for case let interaction as UIDropInteraction in candidate.interactions {
                if interaction === current || interaction.canHandle(session) { return interaction }
            }
            if let text = TextDropTarget.target(for: candidate, session: session, current: current) { return text }
            view = candidate.superview
        }
        return nil
    }
}
