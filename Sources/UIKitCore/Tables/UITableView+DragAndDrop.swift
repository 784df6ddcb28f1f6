import Foundation

/// Drag and drop of rows: the table carries one drag interaction and one drop interaction, working while
/// `dragInteractionEnabled` is on and a drag (or drop) delegate is set.
extension UITableView {
    var hasActiveDragInCode: Bool { dragDropForwarder.ownDrag != nil }
    var hasActiveDropInCode: Bool { dragDropForwarder.activeDrop != nil }

    /// Whether `session` is a drag of one of this table's rows.
    func isOwnRowDrag(_ session: any UIDropSession) -> Bool { dragDropForwarder.isOwnRowDrag(session) }

    /// Adds or removes the interactions to match the delegates and `dragInteractionEnabled`.
    func updateDragAndDropInteractions() {
        let dragging = dragInteractionEnabled && dragDelegate != nil
        let existingDrag = interactions.first { $0 === rowDragInteraction }
        if dragging, existingDrag == nil {
            addInteraction(rowDragInteraction)
            // A row drag wins over scrolling however far the pointer's first motion goes; where no row gives
            // items the lift fails at once and the pan scrolls.
            panGestureRecognizer.require(toFail: rowDragInteraction.liftRecognizer)
        }
        if !dragging, existingDrag != nil {
            removeInteraction(rowDragInteraction)
            panGestureRecognizer.failureRequirements.removeAll { $0.recognizer === rowDragInteraction.liftRecognizer }
        }
        let existingDrop = interactions.first { $0 === rowDropInteraction }
        if dropDelegate != nil, existingDrop == nil { addInteraction(rowDropInteraction) }
        if dropDelegate == nil, existingDrop != nil { removeInteraction(rowDropInteraction) }
    }
}
