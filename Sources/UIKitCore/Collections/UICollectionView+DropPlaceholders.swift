import Foundation

/// Placeholder cells of drops: items the collection view shows before the data source has them. The counts are
/// the data source's plus the placeholders; cells of other items are asked of the data source at their index path
/// without the placeholders before them in their section. Committing takes the placeholder out and the data
/// source's new item in at once (a reload of that index path); deleting takes it out (a deletion).
extension UICollectionView {
    /// Whether the collection view shows what its data source does not hold yet: placeholders, or a reorder by drag
    /// not yet dropped.
    var hasUncommittedUpdatesInCode: Bool { !dropPlaceholders.isEmpty || dropReorder != nil }

    /// Puts `placeholder` in for `dragItem`; while `session`'s drop animates, its preview lands on the
    /// placeholder's cell (drawn as `previewParametersProvider` says) and the context's animations run with it.
    func insertDropPlaceholder(_ placeholder: UICollectionViewPlaceholder, for dragItem: UIDragItem,
                               of session: any UIDropSession) -> CollectionDropPlaceholderContext {
        let context = CollectionDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: self)
        guard let path = [CollectionDropPlaceholderContext].insertionIndexPath(
            for: placeholder.insertionIndexPath, counts: counts, list: "UICollectionView", noun: "collection view",
            things: "items")
        else { return context }
        context.indexPath = path
        dropPlaceholders.insertPlaceholder(context)
        // While the drop lands on it the cell is hidden and the preview takes on its picture: it must not fade in
        // (a snapshot of a cell fading in is blank). Without a landing it appears as inserted items do.
        if (session as? DropSession)?.landing?.isOpen == true {
            UIView.performWithoutAnimation { insertItemsInCode(at: [context.indexPath]) }
        } else {
            insertItemsInCode(at: [context.indexPath])
        }
        layoutIfNeeded()
        if let cell = cellForItem(at: context.indexPath),
           let frame = layoutAttributesForItem(at: context.indexPath)?.frame {
            let parameters = (placeholder as? UICollectionViewDropPlaceholder)?.previewParametersProvider?(cell)
            context.lifecycle.animator = land(dragItem, of: session, in: frame, as: cell, parameters: parameters)
        }
        return context
    }

    func commitDropPlaceholder(_ context: CollectionDropPlaceholderContext,
                               dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard dropPlaceholders.removePlaceholder(context) else { return false }
        dataSourceUpdates(context.indexPath)
        reloadItemsInCode(at: [context.indexPath])
        return true
    }

    func deleteDropPlaceholder(_ context: CollectionDropPlaceholderContext) -> Bool {
        guard dropPlaceholders.removePlaceholder(context) else { return false }
        deleteItemsInCode(at: [context.indexPath])
        return true
    }

    /// The data source's counts with the placeholders added.
    func countsWithPlaceholders(_ counts: [Int]) -> [Int] { dropPlaceholders.countsWithPlaceholders(counts) }

    /// The cell for an item: a placeholder's own, or the data source's at the item's index path in its terms.
    func cellFromDataSource(_ dataSource: any UICollectionViewDataSource, at indexPath: IndexPath) -> UICollectionViewCell {
        if let context = dropPlaceholders.placeholder(at: indexPath) {
            let cell = dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
            context.placeholder.cellUpdateHandler?(cell)
            return cell
        }
        return dataSource.collectionView(self, cellForItemAt: dropPlaceholders.dataSourceIndexPath(indexPath))
    }
}
