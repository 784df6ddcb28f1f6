import Foundation

/// A drag leaving its window: outside the window's bounds the window server carries it on to other applications
/// (the in-app preview hides: the window server shows its own beside the pointer), and UIKit's drop targets hear
/// it leave; back over the window UIKit's targets take it again. A release outside drops on the other
/// application, and the drag ends, with `didEndWith`, when the window server reports how that went; meanwhile the
/// application is free to start another drag.
extension DragSessionDriver {
    /// Follows a pointer outside the window (true: UIKit's targets are not asked), or one back from outside.
    func followOutside(to point: CGPoint, in window: UIWindow) -> Bool {
        let outside = !window.bounds.contains(point)
        if outside, outgoing == nil, !dragSession.isRestrictedToDraggingApplication {
            outgoing = window.host?.beginOutgoingDrag(outgoingRequest(at: point, in: window))
        }
        guard let outgoing else { return false }
        if outside != isOutside {
            isOutside = outside
            preview?.isHidden = outside
            if outside {
                target?.sessionDidExit(dropSession)
                target = nil
                proposal = UIDropProposal(operation: .cancel)
            }
        }
        outgoing.move(to: point, isOutside: outside)
        return outside
    }

    private func outgoingRequest(at point: CGPoint, in window: UIWindow) -> OutgoingDragRequest {
        let items = OutgoingDragItems(items: dragSession.items)
        var image: CGImage?
        var hotSpot = CGPoint.zero
        if let preview, let snapshot = preview.snapshotImage(afterScreenUpdates: false) {
            image = snapshot.cgImage
            // From the untransformed picture's corner: the lift's scale is not in the snapshot.
            hotSpot = CGPoint(x: (point.x - preview.center.x + preview.bounds.width / 2) * snapshot.scale,
                              y: (point.y - preview.center.y + preview.bounds.height / 2) * snapshot.scale)
        }
        return OutgoingDragRequest(
            types: items.types, allowsMove: dragSession.allowsMoveOperation, preview: image, previewHotSpot: hotSpot,
            data: { type in items.data(type) },
            ended: { [self] operation in
                outgoing = nil
                let taken = operation == .copy || operation == .move
                finish(dropping: nil, operation: taken ? operation : .cancel, transferred: taken)
            })
    }
}
