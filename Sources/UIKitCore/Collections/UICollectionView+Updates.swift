import Foundation

/// Batch updates: the app changes its model, announces the changes, and the collection view checks them against
/// the data source's new counts (UIKit's message and a full reload when they do not add up, never a crash), then
/// animates the elements on screen from their old places to their new ones; inserted items fade in, deleted items
/// fade out, unless the layout supplies other start and end attributes (CV-4, CV-6).
extension UICollectionView {
    func performBatchUpdatesInCode(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        pendingUpdate = BatchUpdateRecord()
        pendingCompletions = completion.map { [$0] } ?? []
        updates?()
        let record = pendingUpdate ?? BatchUpdateRecord()
        let completions = pendingCompletions
        pendingUpdate = nil
        pendingCompletions = []
        applyUpdate(record, newCounts: nil, animated: UIView.areAnimationsEnabled) { finished in
            completions.forEach { $0(finished) }
        }
    }

    func insertSectionsInCode(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    func deleteSectionsInCode(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    func moveSectionInCode(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
    func reloadSectionsInCode(_ sections: IndexSet) {
        record {
            $0.deletedSections.formUnion(sections)
            $0.insertedSections.formUnion(sections)
        }
    }
    func insertItemsInCode(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    func deleteItemsInCode(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    func moveItemInCode(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    func reloadItemsInCode(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    func reconfigureItemsInCode(at indexPaths: [IndexPath]) { record { $0.reconfiguredItems += indexPaths } }

    /// Adds to the update being recorded, or makes one of its own (a call outside `performBatchUpdates`).
    private func record(_ change: (inout BatchUpdateRecord) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            var update = BatchUpdateRecord()
            change(&update)
            applyUpdate(update, newCounts: nil, animated: UIView.areAnimationsEnabled, completion: { _ in })
        }
    }

    /// Checks and shows an update. `newCounts` nil asks the data source; interactive moves pass the old counts.
    func applyUpdate(_ update: BatchUpdateRecord, newCounts givenCounts: [Int]?, animated: Bool,
                     completion: @escaping (Bool) -> Void) {
        guard let oldCounts = sectionCounts else {
            // Nothing was shown yet: the next layout pass asks for everything anyway.
            sectionCounts = nil
            layoutNeedsPrepare = true
            setNeedsLayout()
            return completion(true)
        }
        let newCounts = givenCounts ?? askDataSourceForCounts()
        let plan: BatchUpdatePlan
        do {
            plan = try BatchUpdatePlan(record: update, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            guard case .invalid(let message) = error else { return }
            UIKitLog.error("UICollectionView: \(message) The collection view reloads all its data instead.")
            reloadData()
            return completion(false)
        }
        sectionCounts = newCounts
        remapSelection(plan)
        layout.prepare(forCollectionViewUpdates: plan.updateItems)
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        sectionCounts = newCounts
        prepareLayoutIfNeeded()
        animateVisibleElements(plan, animated: animated) { [weak self] finished in
            self?.layout.finalizeCollectionViewUpdates()
            completion(finished)
        }
        reconfigure(update.reconfiguredItems.compactMap(plan.newIndexPath(forOld:)))
    }

    private func remapSelection(_ plan: BatchUpdatePlan) {
        selection = Set(selection.compactMap(plan.newIndexPath(forOld:)))
        selectionAnchor = selectionAnchor.flatMap(plan.newIndexPath(forOld:))
        keyboardFocusIndexPath = keyboardFocusIndexPath.flatMap(plan.newIndexPath(forOld:))
        highlightedIndexPath = highlightedIndexPath.flatMap(plan.newIndexPath(forOld:))
        if let movement = interactiveMovement, let current = plan.newIndexPath(forOld: movement.currentIndexPath) {
            interactiveMovement?.currentIndexPath = current
        }
    }

    /// Moves each view on screen to its element's new place, fades in what appears and out what leaves.
    private func animateVisibleElements(_ plan: BatchUpdatePlan, animated: Bool,
                                        completion: @escaping (Bool) -> Void) {
        var kept: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [(key: ElementKey, view: UICollectionReusableView, end: UICollectionViewLayoutAttributes)] = []
        for (key, view) in visibleViews {
            var newKey = key
            switch key.category {
            case .cell: newKey.indexPath = plan.newIndexPath(forOld: key.indexPath) ?? IndexPath()
            case .supplementaryView: newKey.indexPath = plan.newSupplementaryIndexPath(forOld: key.indexPath) ?? IndexPath()
            case .decorationView: newKey.indexPath = IndexPath()
            }
            if newKey.indexPath.isEmpty {
                leaving.append((key, view, disappearingAttributes(key, view)))
            } else {
                kept[newKey] = view
            }
        }
        let wanted = visibleAttributes(in: bounds)
        var arriving: [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var movingAway: [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, view) in kept {
            if let attributes = wanted[key] {
                arriving.append((key, view, attributes))
            } else if let attributes = attributes(for: key) {
                movingAway.append((key, view, attributes))
            } else {
                leaving.append((key, view, disappearingAttributes(key, view)))
            }
        }
        visibleViews = [:]
        for (key, _, _) in arriving { visibleViews[key] = kept[key] }
        for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where visibleViews[key] == nil {
            guard let view = makeView(for: attributes) else { continue }
            let start = appearingAttributes(key, attributes, appearing: key.category != .cell || plan.isAppearing(key.indexPath))
            apply(start, to: view)
            visibleViews[key] = view
            arriving.append((key, view, attributes))
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
        }
        let changes = {
            for (_, view, attributes) in arriving + movingAway { self.apply(attributes, to: view) }
            for item in leaving { self.apply(item.end, to: item.view) }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for item in leaving { self.endDisplaying(item.view, item.key) }
            for (key, view, _) in movingAway where self.visibleViews[key] !== view { self.endDisplaying(view, key) }
            completion(finished)
        }
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState], animations: changes,
                           completion: finish)
        } else {
            UIView.performWithoutAnimation(changes)
            finish(true)
        }
    }

    /// The current attributes of an element after the update (off screen ones included).
    private func attributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: key.kind.flatMap { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: key.indexPath) }
        case .decorationView: key.kind.flatMap { layout.layoutAttributesForDecorationView(ofKind: $0, at: key.indexPath) }
        }
    }

    /// Where a leaving element ends: the layout's final attributes, else its place, transparent.
    private func disappearingAttributes(_ key: ElementKey, _ view: UICollectionReusableView)
        -> UICollectionViewLayoutAttributes {
        let fromLayout: UICollectionViewLayoutAttributes? = switch key.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            key.kind.flatMap { layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
        case .decorationView: nil
        }
        if let fromLayout { return fromLayout }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: key.indexPath)
        attributes.center = view.center
        attributes.size = view.bounds.size
        attributes.transform3D = view.transform3D
        attributes.zIndex = Int(view.layer.zPosition)
        attributes.alpha = 0
        return attributes
    }

    /// Where an arriving element starts: for an inserted one the layout's initial attributes, else its place,
    /// transparent; an existing item that scrolls into view starts at its place.
    private func appearingAttributes(_ key: ElementKey, _ final: UICollectionViewLayoutAttributes, appearing: Bool)
        -> UICollectionViewLayoutAttributes {
        guard appearing else { return final }
        let fromLayout: UICollectionViewLayoutAttributes? = switch key.category {
        case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            key.kind.flatMap { layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
        case .decorationView: nil
        }
        if let fromLayout { return fromLayout }
        let start = final.copy() as! UICollectionViewLayoutAttributes
        start.alpha = 0
        return start
    }

    /// Hands the visible cells of `indexPaths` back to the data source to update in place.
    private func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            let key = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
            guard let existing = visibleViews[key] as? UICollectionViewCell else { continue }
            reconfiguringCells[indexPath] = existing
            let cell = cellFromDataSource(dataSource, at: indexPath)
            reconfiguringCells[indexPath] = nil
            if cell !== existing {
                // The data source made another cell (another identifier): it replaces the old one.
                visibleViews[key] = cell
                if let attributes = layout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
                cell.isSelected = selection.contains(indexPath)
                enqueueForReuse(existing, kind: Self.elementKindCell)
            }
        }
    }
}
