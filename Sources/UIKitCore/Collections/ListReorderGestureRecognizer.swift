import Foundation

/// The pan on a list cell's reorder grip: it moves the row through the collection view's interactive movement, and
/// the collection view's own scrolling pan waits for it to fail, so a drag that starts on the grip moves the row
/// instead of scrolling the list.
@MainActor final class ListReorderGestureRecognizer: UIPanGestureRecognizer {
    /// Where the grabbed point sat relative to the row's centre, so the row follows the pointer without jumping.
    private var grabOffset: CGFloat = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        hysteresis = 0
        maximumNumberOfTouches = 1
        addClosure { recognizer in
            (recognizer as? ListReorderGestureRecognizer)?.moveRow()
        }
    }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer
    }

    private var cell: UICollectionViewCell? {
        var view = self.view?.superview
        while let current = view, !(current is UICollectionViewCell) { view = current.superview }
        return view as? UICollectionViewCell
    }

    private func moveRow() {
        guard let cell, let collectionView = cell.enclosingCollectionView else { return }
        let location = self.location(in: collectionView)
        switch state {
        case .began:
            guard let indexPath = collectionView.indexPath(for: cell),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else {
                state = .failed
                return
            }
            grabOffset = cell.center.y - location.y
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: cell.center.x, y: location.y + grabOffset))
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: cell.center.x, y: location.y + grabOffset))
        case .ended:
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }
}
