import Foundation

/// The drop's landing, for a drag inside the application and for one from another application alike.
extension DropLanding {
    /// Lands each item where the target says (by default where a drop coordinator sent it, else shrinking away at
    /// the drop point; nil: no animation), with the target's animations, then calls `then`. A view the item becomes
    /// (a row's or item's cell, a placeholder's) is hidden while the preview flies to it, the preview's picture
    /// cross-fades into the view's, and the view shows again in its place when the preview lands, as UIKit does.
    func animate(_ items: [UIDragItem], on dropTarget: any DropTarget, then concluded: @escaping () -> Void) {
        guard let window = preview.window else {
            preview.removeFromSuperview()
            return concluded()
        }
        let preview = self.preview
        let here = UITargetedDragPreview(view: preview, parameters: UIDragPreviewParameters(),
                                         target: UIDragPreviewTarget(container: window, center: preview.center))
        var destination: UITargetedDragPreview?
        for (index, item) in items.enumerated() {
            let fallback = place(of: item) ?? here
            let answer = dropTarget.previewForDropping(item, withDefault: fallback)
            if index == 0 { destination = answer }
            dropTarget.willAnimateDrop(of: item, with: animator)
        }
        close()
        var landingView: UIView?
        if let destination {
            if destination !== here { preview.applyMask(destination.parameters.visiblePath, scaledFrom: destination.size) }
            landingView = Self.viewBecoming(destination, in: window, preview: preview)
            if let landingView, let picture = landingView.snapshotView(afterScreenUpdates: false) {
                preview.prepareCrossFade(to: picture)
                Self.hide(landingView)
            }
            animator.addAnimations {
                if destination === here {
                    preview.showVanished(shrinking: true)
                } else {
                    preview.showResting(at: destination.target, size: destination.size, in: window)
                    preview.finishCrossFade()
                }
            }
        } else {
            preview.removeFromSuperview()
        }
        animator.addCompletion { _ in
            if let landingView { Self.reveal(landingView) }
            preview.removeFromSuperview()
            concluded()
        }
        animator.start()
    }

    /// The view in the window the item becomes, when the destination names one (a cell it lands on), as opposed
    /// to a stand-in of the destination's size (a rectangle, a bare target) or the preview itself.
    private static func viewBecoming(_ destination: UITargetedDragPreview, in window: UIWindow,
                                     preview: DragPreviewView) -> UIView? {
        let view = destination.view
        guard view !== preview, view.window === window, !view.isHidden else { return nil }
        return view
    }

    /// The views hidden while a preview flies to them: a collection view's layout pass keeps them hidden.
    private static var hiddenViews: Set<ObjectIdentifier> = []

    static func isHiding(_ view: UIView) -> Bool { !hiddenViews.isEmpty && hiddenViews.contains(ObjectIdentifier(view)) }

    private static func hide(_ view: UIView) {
        hiddenViews.insert(ObjectIdentifier(view))
        view.isHidden = true
    }

    /// Shows a landed view again, unless its list recycled it meanwhile (a reload during the landing: the cell
    /// waits hidden in the reuse pile).
    private static func reveal(_ view: UIView) {
        hiddenViews.remove(ObjectIdentifier(view))
        var list = view.superview
        while let candidate = list, !(candidate is UITableView), !(candidate is UICollectionView) {
            list = candidate.superview
        }
        if let table = list as? UITableView, let cell = view as? UITableViewCell,
           !table.visibleCells.contains(where: { $0 === cell }) { return }
        if let collection = list as? UICollectionView, let cell = view as? UICollectionViewCell,
           !collection.visibleCells.contains(where: { $0 === cell }) { return }
        view.isHidden = false
    }
}
