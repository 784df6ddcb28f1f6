import Foundation

/// Each layout pass: the rows, headers and footers that intersect the bounds get views (new rows are asked of the
/// data source and measured when their height is an estimate), the rest go back to the reuse piles. The walk
/// starts at the item under the top edge, found in O(log n), and stops past the bottom edge.
extension UITableView {
    static let defaultHeaderFooterIdentifier = "UITableViewDefaultHeaderFooterView"

    func tile() {
        ensureModel()
        guard !isTiling else { return }
        // Scrolling closes open swipe actions.
        if swipe != nil, isDragging || isDecelerating { cancelSwipe(animated: false) }
        isTiling = true
        defer { isTiling = false }
        updateContentSize()
        backgroundView?.frame = bounds
        // A table scrolled to its end stays there while rows measured on the way change the content's height.
        let pinnedToEnd = bounds.minY > 0 && bounds.maxY >= model.contentHeight - 0.5
        var shown = tilePass()
        var addedViews = shown.added
        var passes = 1
        while pinnedToEnd, passes < 4, abs(bounds.maxY - model.contentHeight) > 0.5 {
            bounds.origin.y = max(model.contentHeight - bounds.height, 0)
            shown = tilePass()
            addedViews = addedViews || shown.added
            passes += 1
        }
        let (shownRows, shownHeaders, shownFooters) = (shown.rows, shown.headers, shown.footers)
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: model.top)
        tableFooterView?.frame = CGRect(x: 0, y: model.top + model.heights.total, width: bounds.width,
                                        height: model.bottomViewHeight)
        for (indexPath, cell) in visibleRows where !shownRows.contains(indexPath) {
            visibleRows[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (section, view) in visibleHeaders where !shownHeaders.contains(section) {
            visibleHeaders[section] = nil
            endDisplayingHeaderFooter(view, section: section, header: true)
        }
        for (section, view) in visibleFooters where !shownFooters.contains(section) {
            visibleFooters[section] = nil
            endDisplayingHeaderFooter(view, section: section, header: false)
        }
        // Headers and footers are drawn in front of cells (TV-15); the index in front of all.
        if addedViews {
            for view in visibleHeaders.values { bringSubviewToFront(view) }
            for view in visibleFooters.values { bringSubviewToFront(view) }
        }
        layoutSectionIndex()
        updateContentSize()
        prefetchAround(shownRows)
    }

    /// One walk over the items under the bounds: views for each, measured where their height was an estimate.
    private func tilePass() -> (rows: Set<IndexPath>, headers: Set<Int>, footers: Set<Int>, added: Bool) {
        recycleRowsOutsideBounds()
        var shownRows = Set<IndexPath>(), shownHeaders = Set<Int>(), shownFooters = Set<Int>()
        var addedViews = false
        // A drop's gap moves items by up to its reach: the walk covers the items it slides into or out of the
        // bounds, so they keep their cells and slide rather than pop.
        let gap = dropGap
        let reach = gap?.reach ?? 0
        if model.itemCount > 0, bounds.height > 0 {
            var index = model.heights.index(at: max(bounds.minY - reach - model.top, 0)) ?? 0
            var y = model.top + model.heights.offset(of: index)
            while index < model.itemCount, y < bounds.maxY + reach {
                var height = model.heights.heights[index]
                let gapShift = gap?.shift(ofItem: index) ?? 0
                switch model.item(at: index) {
                case .row(let indexPath):
                    let (cell, isNew) = cellForDisplay(at: indexPath)
                    addedViews = addedViews || isNew
                    if !model.heights.measured[index] {
                        height = rowHeightOnDisplay(at: indexPath, cell: cell)
                        correctHeight(of: index, to: height, top: y)
                        y = model.top + model.heights.offset(of: index)
                    }
                    let offset = swipe?.indexPath == indexPath ? swipe?.offset ?? 0 : 0
                    // The moved row's cell waits hidden in the gap, where the drop lands it.
                    let isGapSource = gap?.source == indexPath
                    let rowY = isGapSource ? gapTop(gap) : y + gapShift
                    cell.frame = CGRect(x: rowInset + offset, y: rowY, width: rowWidth, height: height)
                    if isGapSource { cell.isHidden = true }
                    decorate(cell, at: indexPath)
                    applyDropHighlight(to: cell, at: indexPath)
                    if isNew { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
                    shownRows.insert(indexPath)
                case .header(let section):
                    if height > 0, showHeaderFooter(section: section, header: true, index: index, y: &y, height: &height) {
                        visibleHeaders[section]?.frame.origin.y += gapShift
                        shownHeaders.insert(section)
                        addedViews = true
                    }
                case .footer(let section):
                    if height > 0, showHeaderFooter(section: section, header: false, index: index, y: &y, height: &height) {
                        visibleFooters[section]?.frame.origin.y += gapShift
                        shownFooters.insert(section)
                        addedViews = true
                    }
                }
                y += height
                index += 1
            }
            if style == .plain { pinFloatingHeader(shown: &shownHeaders) }
        }
        return (shownRows, shownHeaders, shownFooters, addedViews)
    }

    /// The top of a drop's gap: where the moved row's cell waits.
    private func gapTop(_ gap: TableDropGap?) -> CGFloat {
        guard let gap else { return 0 }
        return model.span(of: gap.itemIndex).minY - (gap.sourceIndex.map { gap.itemIndex > $0 } == true ? gap.sourceHeight : 0)
    }

    /// Cells of rows now outside the bounds (and a drop's gap's reach) go to the piles before new rows are asked
    /// for, so a jump of a whole screen reuses them rather than making more.
    private func recycleRowsOutsideBounds() {
        let reach = dropGap?.reach ?? 0
        for (indexPath, cell) in visibleRows where swipe?.indexPath != indexPath {
            guard model.contains(indexPath) else { continue }
            let span = model.span(of: model.rowIndex(indexPath))
            if span.minY >= bounds.maxY + reach || span.minY + span.height <= bounds.minY - reach {
                visibleRows[indexPath] = nil
                endDisplaying(cell, at: indexPath)
            }
        }
    }

    /// The row's live cell, or a new one from the data source (second value true).
    private func cellForDisplay(at indexPath: IndexPath) -> (UITableViewCell, Bool) {
        if let cell = visibleRows[indexPath] { return (cell, false) }
        let cell = makeCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self { addSubview(cell) }
        visibleRows[indexPath] = cell
        prefetchedRows.remove(indexPath)
        cell.controlHandler = { [weak self] cell, glyph in self?.cellControlTapped(cell, glyph) }
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        return (cell, true)
    }

    /// The height asked for a row as it shows (TV-20: only now, with estimates): the delegate's, or the cell's
    /// measure for `automaticDimension`.
    private func rowHeightOnDisplay(at indexPath: IndexPath, cell: UITableViewCell) -> CGFloat {
        cell.frame.size.width = rowWidth
        decorate(cell, at: indexPath)
        return exactRowHeight(at: indexPath, cell: cell)
    }

    /// Records a measured height. When the item starts above the visible top (it scrolled in from above), the
    /// content moves by the difference so what is on screen stays put.
    func correctHeight(of index: Int, to height: CGFloat, top: CGFloat) {
        let delta = height - model.heights.heights[index]
        model.heights.setHeight(height, at: index)
        if delta != 0, top < bounds.minY {
            var origin = bounds.origin
            origin.y += delta
            bounds.origin = origin
        }
    }

    /// What the table sets on a displayed cell from its own state: editing, controls, separators, corners.
    func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let delegate = tableDelegate
        cell.tableAllowsMultipleSelection = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if editing {
            let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
            cell.editingStyle = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
            cell.shouldIndentWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        }
        if cell.isEditing != editing { cell.setEditing(editing, animated: false) } else { cell.updateEditingControls() }
        let level = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if level != 0 { cell.indentationLevel = level }
        cell.tableSeparatorInset = separatorInset
        cell.separatorView.backgroundColor = separatorColor
        let isLast = indexPath.row == model.rowCounts[indexPath.section] - 1
        cell.showsSeparator = separatorStyle == .singleLine && !(style != .plain && isLast)
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
        }
        if style != .plain, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
    }

    /// Shows a header or footer: the delegate's view, or a reused title view; measures one whose height was an
    /// estimate. False when the section shows none.
    private func showHeaderFooter(section: Int, header: Bool, index: Int, y: inout CGFloat, height: inout CGFloat) -> Bool {
        let existing = header ? visibleHeaders[section] : visibleFooters[section]
        let view: UIView
        if let existing {
            view = existing
        } else {
            guard let made = makeHeaderFooter(section: section, header: header) else { return false }
            view = made
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
        }
        if !model.heights.measured[index] {
            let measured = view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            let fitted = measured > 0 && measured.isFinite ? measured.rounded(.up) : height
            correctHeight(of: index, to: fitted, top: y)
            y = model.top + model.heights.offset(of: index)
            height = fitted
        }
        view.frame = CGRect(x: rowInset, y: y, width: rowWidth, height: height)
        if existing == nil {
            if header {
                visibleHeaders[section] = view
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                visibleFooters[section] = view
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
        return true
    }

    /// TV-15: `viewFor…` first; the title then becomes a reused header view's text.
    private func makeHeaderFooter(section: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? model.headerTitles[section] : model.footerTitles[section]
        if let custom {
            if let title, let reusable = custom as? UITableViewHeaderFooterView { reusable.textLabel?.text = title }
            return custom
        }
        guard let title else { return nil }
        let view = dequeueReusableHeaderFooterView(withIdentifier: Self.defaultHeaderFooterIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.defaultHeaderFooterIdentifier)
        view.isGroupedStyle = style != .plain
        view.textLabel?.text = style == .plain ? title : title.uppercased()
        if style != .plain {
            view.textLabel?.font = .preferredFont(forTextStyle: .footnote)
            view.textLabel?.textColor = .secondaryLabel
        }
        view.backgroundColor = style == .plain ? .secondarySystemBackground : .clear
        return view
    }

    /// Plain tables keep the header of the section at the top edge pinned there until the section's end pushes
    /// it up (TV-13).
    private func pinFloatingHeader(shown: inout Set<Int>) {
        let topEdge = bounds.minY + adjustedContentInset.top
        guard let index = model.heights.index(at: max(topEdge - model.top, 0)) else { return }
        let section: Int = switch model.item(at: index) {
        case .header(let s), .footer(let s): s
        case .row(let indexPath): indexPath.section
        }
        let headerIndex = model.headerIndex(section)
        var height = model.heights.heights[headerIndex]
        guard height > 0 else { return }
        let span = model.sectionSpan(section)
        var natural = model.span(of: headerIndex).minY
        if visibleHeaders[section] == nil {
            guard showHeaderFooter(section: section, header: true, index: headerIndex, y: &natural, height: &height) else { return }
        }
        shown.insert(section)
        guard let view = visibleHeaders[section] else { return }
        let footerHeight = model.heights.heights[model.footerIndex(section)]
        let pinned = min(max(natural, topEdge), span.maxY - footerHeight - height)
        view.frame.origin.y = max(pinned, natural)
        bringSubviewToFront(view)
    }

    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        recycle(cell)
    }

    func endDisplayingHeaderFooter(_ view: UIView, section: Int, header: Bool) {
        if header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        recycle(headerFooter: view)
    }

    /// Tells the prefetch data source about the rows within a screen past the visible ones (in both directions),
    /// and cancels those that fell out of that range.
    private func prefetchAround(_ shown: Set<IndexPath>) {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, let first = shown.min(), let last = shown.max() else { return }
        let span = max(shown.count, 1)
        var wanted = Set<IndexPath>()
        var index = model.rowIndex(last) + 1, found = 0
        while index < model.itemCount, found < span {
            if case .row(let indexPath) = model.item(at: index) { wanted.insert(indexPath); found += 1 }
            index += 1
        }
        index = model.rowIndex(first) - 1
        found = 0
        while index >= 0, found < span {
            if case .row(let indexPath) = model.item(at: index) { wanted.insert(indexPath); found += 1 }
            index -= 1
        }
        let added = wanted.subtracting(prefetchedRows).subtracting(shown)
        let dropped = prefetchedRows.subtracting(wanted).subtracting(shown)
        prefetchedRows = wanted.subtracting(shown)
        if !dropped.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: dropped.sorted()) }
        if !added.isEmpty { prefetcher.tableView(self, prefetchRowsAt: added.sorted()) }
    }
}
