import Foundation

/// Interactive reordering (iOS 9): the app starts a movement for an item (typically from a long press or a drag
/// gesture), feeds it the pointer's position, and ends or cancels it. While it moves, the other items make room
/// (animated internal moves, the counts unchanged); at the end the data source hears `moveItemAt` once, from the
/// original index path to the final one.
extension UICollectionView {
    func beginInteractiveMovementForItemInCode(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        guard isValidItem(indexPath) else {
            logOutOfRange(indexPath, "beginInteractiveMovementForItem")
            return false
        }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) else { return false }
        unhighlight()
        interactiveMovement = InteractiveMovement(originalIndexPath: indexPath, currentIndexPath: indexPath, cell: cell)
        bringSubviewToFront(cell)
        return true
    }

    func updateInteractiveMovementTargetPositionInCode(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.currentIndexPath,
                                              withPosition: targetPosition)
        var target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath,
            atCurrentIndexPath: movement.currentIndexPath, toProposedIndexPath: proposed) ?? proposed
        if !isValidItem(target) { target = movement.currentIndexPath }
        if target != movement.currentIndexPath {
            moveInternally(from: movement.currentIndexPath, to: target)
        }
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(
            at: interactiveMovement?.currentIndexPath ?? target, withTargetPosition: targetPosition)
        apply(attributes, to: movement.cell)
    }

    func endInteractiveMovementInCode() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.originalIndexPath != movement.currentIndexPath {
            dataSource?.collectionView(self, moveItemAt: movement.originalIndexPath, to: movement.currentIndexPath)
        }
        settle(movement.cell, at: movement.currentIndexPath)
    }

    func cancelInteractiveMovementInCode() {
        guard let movement = interactiveMovement else { return }
        if movement.currentIndexPath != movement.originalIndexPath {
            moveInternally(from: movement.currentIndexPath, to: movement.originalIndexPath)
        }
        interactiveMovement = nil
        settle(movement.cell, at: movement.originalIndexPath)
    }

    /// Ends a movement without telling the data source (a reload discards it).
    func cancelInteractiveMovementQuietly() {
        interactiveMovement = nil
    }

    /// Shows the item at `from` at `to` without asking the data source (its counts do not change).
    private func moveInternally(from: IndexPath, to: IndexPath) {
        var update = BatchUpdateRecord()
        update.movedItems = [(from, to)]
        applyUpdate(update, newCounts: sectionCounts, animated: UIView.areAnimationsEnabled) { _ in }
    }

    private func settle(_ cell: UICollectionReusableView, at indexPath: IndexPath) {
        guard let attributes = layout.layoutAttributesForItem(at: indexPath) else { return setNeedsLayout() }
        let move = { self.apply(attributes, to: cell) }
        if UIView.areAnimationsEnabled {
            UIView.animate(withDuration: 0.25, animations: move)
        } else {
            move()
        }
        setNeedsLayout()
    }
}
