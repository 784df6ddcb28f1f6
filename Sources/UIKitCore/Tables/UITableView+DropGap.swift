import Foundation

/// The room a drop that inserts opens among the rows, as UIKit's tables do. While a drag hovers with a proposal of
/// `.move` or `.copy` and the intent `.insertAtDestinationIndexPath`, the rows from the destination on slide down
/// (animated as row insertions are) by the dragged row's height (the table's own row) or the table's row height
/// (anything else), and follow the destination as it changes; for a move of the table's own row its old place
/// closes too and its cell hides (the drag preview is the row). `.insertIntoDestinationIndexPath` opens no gap:
/// the row under the pointer highlights. `.automatic` does one or the other by where over the row the pointer is.
///
/// The gap is layout only (`TableDropGap`, applied by the tiling): index paths, cells, heights, selection and
/// `indexPathForRow(at:)` stay the data source's. The table's next batch update (the drop's move or insertion, a
/// placeholder) takes the gap over: its rows animate from where the gap put them, so a drop that fills the gap
/// lands without a jump. Leaving the table, a refused proposal or the drop's end with nothing inserted closes it.
extension UITableView {
    /// Shows what `proposal` asks for at `destination` (`point`: the pointer, in the table's coordinates).
    func followDropProposal(_ proposal: UITableViewDropProposal, at destination: IndexPath?, ownSource: IndexPath?,
                            point: CGPoint) {
        ensureModel()
        guard proposal.operation == .move || proposal.operation == .copy, let destination else {
            return showDropGap(nil, highlight: nil)
        }
        var intent = proposal.intent
        if intent == .automatic {
            intent = model.contains(destination) && isOverRowMiddle(point, row: destination)
                ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath
        }
        switch intent {
        case .insertAtDestinationIndexPath:
            let reordering = ownSource.map { isDropReorder(proposal, of: $0) } ?? false
            showDropGap(makeDropGap(at: destination, ownSource: ownSource, reordering: reordering), highlight: nil)
        case .insertIntoDestinationIndexPath:
            showDropGap(nil, highlight: model.contains(destination) ? destination : nil)
        case .unspecified, .automatic:
            showDropGap(nil, highlight: nil)
        }
    }

    /// Closes the gap and the highlight, animated (the drag left, was refused, or ended).
    func closeDropGap() { showDropGap(nil, highlight: nil) }

    /// Forgets the gap at once, for a change that lays the rows out anew itself (a batch update animating from the
    /// rows' frames now, a reload).
    func discardDropGap() {
        revealDropGapSource()
        dropGap = nil
        setDropHighlight(nil)
    }

    /// A move of the table's own row that reorders through the data source (as `performDrop` does it).
    func isDropReorder(_ proposal: UITableViewDropProposal, of source: IndexPath) -> Bool {
        proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath
            && dataSource?.tableView(self, canMoveRowAt: source) == true
    }

    /// The row an external item's gap opens by: the table's row height, else its estimate, else the default.
    var dropGapRowHeight: CGFloat {
        for height in [rowHeight, estimatedRowHeight] where height != UITableView.automaticDimension {
            if height > 0, height.isFinite { return height }
        }
        return UITableView.defaultRowHeight
    }

    /// The cell's highlight for a drop into the row, kept on a cell that shows the row anew while scrolling.
    func applyDropHighlight(to cell: UITableViewCell, at indexPath: IndexPath) {
        if indexPath == dropHighlightedRow, !cell.isHighlighted { cell.setHighlighted(true, animated: false) }
    }

    private func makeDropGap(at destination: IndexPath, ownSource: IndexPath?, reordering: Bool) -> TableDropGap? {
        guard destination.count == 2, model.rowCounts.indices.contains(destination.section), destination.row >= 0,
              destination.row <= model.rowCounts[destination.section] else { return nil }
        let sourceHeight = ownSource.flatMap { model.contains($0) ? model.heights.heights[model.rowIndex($0)] : nil }
        guard reordering, let source = ownSource, let sourceHeight else {
            return TableDropGap(destination: destination, itemIndex: model.rowIndex(destination),
                                height: sourceHeight ?? dropGapRowHeight, source: nil, sourceIndex: nil, sourceHeight: 0)
        }
        // The destination is the row's place after the move: past its old place, the row now there is one further.
        let row = destination.row + (destination.section == source.section && destination.row >= source.row ? 1 : 0)
        guard row <= model.rowCounts[destination.section] else { return nil }
        return TableDropGap(destination: destination,
                            itemIndex: model.rowIndex(IndexPath(row: row, section: destination.section)),
                            height: sourceHeight, source: source, sourceIndex: model.rowIndex(source),
                            sourceHeight: sourceHeight)
    }

    /// The middle half of the row takes an `.automatic` drop into it; its top and bottom quarters insert.
    private func isOverRowMiddle(_ point: CGPoint, row: IndexPath) -> Bool {
        let rect = rectForRow(at: row)
        return point.y >= rect.minY + rect.height / 4 && point.y < rect.maxY - rect.height / 4
    }

    /// Moves to `gap` (rows sliding as row insertions do) and `highlight`.
    private func showDropGap(_ gap: TableDropGap?, highlight: IndexPath?) {
        setDropHighlight(highlight)
        guard gap != dropGap else { return }
        let oldFrames = visibleRows.mapValues(\.frame)
        let oldHeaders = visibleHeaders.mapValues(\.frame), oldFooters = visibleFooters.mapValues(\.frame)
        revealDropGapSource()
        dropGap = gap
        animateToNewLayout(oldFrames: oldFrames, inserted: [], removed: [], animation: .automatic, completion: nil)
        slide(visibleHeaders, from: oldHeaders)
        slide(visibleFooters, from: oldFooters)
    }

    /// Headers and footers past the gap slide with the rows.
    private func slide(_ views: [Int: UIView], from oldFrames: [Int: CGRect]) {
        guard window != nil else { return }
        for (section, view) in views {
            guard let old = oldFrames[section], old != view.frame else { continue }
            let final = view.frame
            view.frame = old
            UIView.animate(withDuration: Self.updateDuration, delay: 0, options: Self.rowAnimationOptions,
                           animations: { view.frame = final })
        }
    }

    private func setDropHighlight(_ highlight: IndexPath?) {
        guard highlight != dropHighlightedRow else { return }
        if let old = dropHighlightedRow { visibleRows[old]?.setHighlighted(false, animated: false) }
        dropHighlightedRow = highlight
        if let highlight, let cell = visibleRows[highlight] { applyDropHighlight(to: cell, at: highlight) }
    }

    /// Shows the moved row's cell again (unless a drop's preview is flying to it).
    private func revealDropGapSource() {
        guard let source = dropGap?.source, let cell = visibleRows[source], !DropLanding.isHiding(cell) else { return }
        cell.isHidden = false
    }
}
