/// A drop's animation while the drop is performed: the animator its delegates get, and where drop coordinators
/// send items (`drop(_:toRowAt:)` and the like). The driver then asks the drop delegate for each item's preview,
/// with these as the defaults, and starts the animator; concluding waits for it.
@MainActor final class DropLanding {
    let animator = DragAnimator(duration: DragAnimator.dropDuration)
    /// The drag's preview in the window.
    let preview: DragPreviewView
    /// Each item's place, by item; an item without one shrinks away where it was dropped.
    private(set) var places: [ObjectIdentifier: UITargetedDragPreview] = [:]
    /// Whether places may still be set: once the animation started, a coordinator's late call gets an animator
    /// of its own.
    private(set) var isOpen = true

    init(preview: DragPreviewView) { self.preview = preview }

    /// Sends `item` to `target` as `view` (the cell it becomes, whose size it lands at; nil: at the preview's own
    /// size), drawn as `parameters` say; the animator its animations run on.
    func land(_ item: UIDragItem, at target: UIDragPreviewTarget, as view: UIView?,
              parameters: UIDragPreviewParameters?) -> any UIDragAnimating {
        guard isOpen else { return DragAnimator.running() }
        places[ObjectIdentifier(item)] = UITargetedDragPreview(
            view: view ?? UIView(frame: preview.bounds), parameters: parameters ?? UIDragPreviewParameters(),
            target: target)
        return animator
    }

    func place(of item: UIDragItem) -> UITargetedDragPreview? { places[ObjectIdentifier(item)] }

    func close() { isOpen = false }
}

extension DropSession {
    /// Lands `item` at `target` when this drop is animating (the drop coordinators' calls); otherwise (a drop
    /// without a preview) the animations run by themselves.
    func land(_ item: UIDragItem, at target: UIDragPreviewTarget, as view: UIView?,
              parameters: UIDragPreviewParameters?) -> any UIDragAnimating {
        landing?.land(item, at: target, as: view, parameters: parameters) ?? DragAnimator.running()
    }
}

extension ListDragDropHost {
    /// Lands a dropped `item` of `session` in `rect` (the list's coordinates) as `view` (the cell it becomes; nil:
    /// a picture of the rectangle's size), drawn as `parameters` say: what the drop coordinators' calls do.
    func land(_ item: UIDragItem, of session: any UIDropSession, in rect: CGRect, as view: UIView?,
              parameters: UIDragPreviewParameters?) -> any UIDragAnimating {
        guard let session = session as? DropSession else { return DragAnimator.running() }
        let target = UIDragPreviewTarget(container: self, center: CGPoint(x: rect.midX, y: rect.midY))
        return session.land(item, at: target, as: view ?? UIView(frame: CGRect(origin: .zero, size: rect.size)),
                            parameters: parameters)
    }
}
