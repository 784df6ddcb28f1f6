import Foundation

/// Batch updates (TV-30): changes between `beginUpdates()` and `endUpdates()` (or in `performBatchUpdates`) are
/// applied together against the counts before the batch; the data source is asked only for the new counts, and for
/// cells and heights of the inserted or reloaded rows that show. Rows that stay keep their cells and measured
/// heights and slide to their new places; inserted and deleted rows animate in and out by `RowAnimation`.
/// Counts that do not add up get UIKit's message and a full reload (UIKit raises).
extension UITableView {
    static let updateDuration: TimeInterval = 0.3
    /// Rows stay usable while they move: a click on a row or a swipe button mid-animation counts.
    static let rowAnimationOptions: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState]

    func beginUpdatesInCode() { updateDepth += 1 }

    func endUpdatesInCode() {
        guard updateDepth > 0 else {
            return UIKitLog.error("UITableView: endUpdates() without beginUpdates(); ignored")
        }
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates(completion: nil) }
    }

    func performBatchUpdatesInCode(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates(completion: completion) } else { completion?(true) }
    }

    func insertRowsInCode(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertedRows.formUnion(indexPaths) }
    }

    func deleteRowsInCode(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletedRows.formUnion(indexPaths) }
    }

    func reloadRowsInCode(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloadedRows.formUnion(indexPaths) }
    }

    func moveRowInCode(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    func insertSectionsInCode(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    func deleteSectionsInCode(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    func reloadSectionsInCode(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    func moveSectionInCode(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    func reconfigureRowsInCode(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visibleRows[indexPath], let dataSource else { continue }
            reconfiguringCell = cell
            let returned = cellFromDataSource(dataSource, at: indexPath)
            reconfiguringCell = nil
            if returned !== cell {
                visibleRows[indexPath] = returned
                if returned.superview !== self { addSubview(returned) }
                returned.isHidden = false
                recycle(cell)
            }
        }
        setNeedsLayout()
    }

    func reloadSectionIndexTitlesInCode() {
        sectionIndex?.titles = currentIndexTitles()
        setNeedsLayout()
    }

    private func record(_ animation: RowAnimation, _ change: (inout TableUpdateBatch) -> Void) {
        change(&pendingUpdates)
        if animation != .automatic { pendingUpdates.animation = animation }
        if updateDepth == 0 { commitUpdates(completion: nil) }
    }

    func commitUpdates(completion: ((Bool) -> Void)?) {
        let batch = pendingUpdates
        pendingUpdates = TableUpdateBatch()
        cancelSwipe(animated: false)
        if needsReload {
            // Nothing shown yet: the next layout asks the data source for its current state anyway.
            ensureModel()
            completion?(true)
            return
        }
        guard !batch.isEmpty else { return refreshHeights(completion: completion) }
        // The update lays the rows out itself, animating them from where a drop's gap put them.
        discardDropGap()
        let oldModel = model
        switch batch.mapping(old: oldModel.rowCounts, new: askCounts()) {
        case .failure(let error):
            UIKitLog.error("UITableView: " + error.message + " Reloading the whole table instead.")
            reloadData()
            completion?(false)
        case .success(let mapping):
            apply(mapping, batch: batch, oldModel: oldModel, completion: completion)
        }
    }

    /// An empty batch: structure and every height asked again, no cells requested (TV-18); rows on screen
    /// with automatic heights are measured again at the next layout (a cell whose content grew).
    private func refreshHeights(completion: ((Bool) -> Void)?) {
        let oldFrames = visibleRows.mapValues(\.frame)
        model = buildModel(counts: model.rowCounts, rowHeights: nil)
        updateContentSize()
        animateToNewLayout(oldFrames: oldFrames, inserted: [], removed: [], animation: .automatic, completion: completion)
    }

    private func apply(_ mapping: TableUpdateMapping, batch: TableUpdateBatch, oldModel: TableModel,
                       completion: ((Bool) -> Void)?) {
        let oldToNew = mapping.oldToNew()
        model = buildModel(counts: mapping.newCounts) { newPath in
            guard let old = mapping.sources[newPath.section][newPath.row] else { return nil }
            let index = oldModel.rowIndex(old)
            return (oldModel.heights.heights[index], oldModel.heights.measured[index])
        }
        var kept: [IndexPath: UITableViewCell] = [:]
        var oldFrames: [IndexPath: CGRect] = [:]
        var removed: [(IndexPath, UITableViewCell)] = []
        for (oldPath, cell) in visibleRows {
            if let newPath = oldToNew[oldPath] {
                kept[newPath] = cell
                oldFrames[newPath] = cell.frame
            } else {
                removed.append((oldPath, cell))
            }
        }
        visibleRows = kept
        selectedRows = Set(selectedRows.compactMap { oldToNew[$0] })
        selectionAnchor = selectionAnchor.flatMap { oldToNew[$0] }
        keyboardCursor = keyboardCursor.flatMap { oldToNew[$0] }
        prefetchedRows.removeAll()
        // Headers and footers are cheap to ask again; their sections may have moved.
        for (section, view) in visibleHeaders { endDisplayingHeaderFooter(view, section: section, header: true) }
        for (section, view) in visibleFooters { endDisplayingHeaderFooter(view, section: section, header: false) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        updateContentSize()
        let inserted = Set(mapping.sources.enumerated().flatMap { section, rows in
            rows.enumerated().compactMap { row, source in source == nil ? IndexPath(row: row, section: section) : nil }
        })
        animateToNewLayout(oldFrames: oldFrames, inserted: inserted, removed: removed, animation: batch.animation,
                           completion: completion)
    }

    /// Lays out the new state at once, then animates: kept rows from their old frames, new rows in, removed
    /// rows out (recycled when their animation ends).
    func animateToNewLayout(oldFrames: [IndexPath: CGRect], inserted: Set<IndexPath>,
                                    removed: [(IndexPath, UITableViewCell)], animation: RowAnimation,
                                    completion: ((Bool) -> Void)?) {
        UIView.performWithoutAnimation { tile() }
        let animated = animation != .none && window != nil
        guard animated else {
            for (indexPath, cell) in removed { endDisplaying(cell, at: indexPath) }
            completion?(true)
            return
        }
        var moves: [(UITableViewCell, CGRect)] = []
        for (indexPath, cell) in visibleRows {
            if let old = oldFrames[indexPath], old != cell.frame {
                moves.append((cell, cell.frame))
                cell.frame = old
            } else if inserted.contains(indexPath) {
                let final = cell.frame
                moves.append((cell, final))
                cell.frame = displaced(final, by: animation, entering: true)
                if animation == .fade || animation == .automatic || animation == .middle { cell.alpha = 0 }
            }
        }
        for (_, cell) in removed { disappearingCells.append(cell) }
        UIView.animate(withDuration: Self.updateDuration, delay: 0, options: Self.rowAnimationOptions, animations: {
            for (cell, frame) in moves {
                cell.frame = frame
                cell.alpha = 1
            }
            for (_, cell) in removed {
                cell.frame = self.displaced(cell.frame, by: animation, entering: false)
                if animation == .fade || animation == .automatic || animation == .middle { cell.alpha = 0 }
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (indexPath, cell) in removed {
                self.disappearingCells.removeAll { $0 === cell }
                cell.alpha = 1
                self.endDisplaying(cell, at: indexPath)
            }
            completion?(finished)
        })
    }

    /// Where a row slides from (entering) or to (leaving): `.left` and `.right` off that side, `.top` and
    /// `.bottom` by its height, `.middle` collapsed to its centre line.
    private func displaced(_ frame: CGRect, by animation: RowAnimation, entering: Bool) -> CGRect {
        var result = frame
        let sign: CGFloat = entering ? -1 : 1
        switch animation {
        case .left: result.origin.x -= frame.width
        case .right: result.origin.x += frame.width
        case .top: result.origin.y += sign * frame.height
        case .bottom: result.origin.y -= sign * frame.height
        case .middle: result = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .fade, .none, .automatic: break
        }
        return result
    }
}
