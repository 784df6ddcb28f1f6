import Foundation

/// Building the model from the data source: counts, titles, and each item's first height (an estimate, or the
/// exact height when estimates are off, TV-20).
extension UITableView {
    /// Re-asks everything: counts, titles, heights, the index; deselects every row (TV-17, TV-23). Cells on screen
    /// go back to the reuse piles and visible rows are asked for again at the next layout.
    func reloadAllRows() {
        cancelSwipe(animated: false)
        selectedRows.removeAll()
        // UIKit's placeholders do not outlive a reload: their contexts' calls return false from now on.
        dropPlaceholders.removeAll()
        setNeedsReload()
        ensureModel()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func heightsDidChange() { setNeedsReload() }

    func ensureModel() {
        guard needsReload else { return }
        needsReload = false
        // The gap's places were the old model's; the drag's next move opens it again.
        discardDropGap()
        for (indexPath, cell) in visibleRows { endDisplaying(cell, at: indexPath) }
        visibleRows.removeAll()
        for (section, view) in visibleHeaders { endDisplayingHeaderFooter(view, section: section, header: true) }
        for (section, view) in visibleFooters { endDisplayingHeaderFooter(view, section: section, header: false) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        prefetchedRows.removeAll()
        model = buildModel(rowHeights: nil)
        updateContentSize()
        sectionIndex?.titles = currentIndexTitles()
    }

    /// The counts the data source gives now, refusing negative ones (logged, as 0).
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            UIKitLog.error("UITableView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        // TV-12: zero sections stop all further questions.
        return countsWithPlaceholders((0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                UIKitLog.error("UITableView: tableView(_:numberOfRowsInSection: \(section)) returned \(rows); using 0")
                return 0
            }
            return rows
        })
    }

    var usesEstimates: Bool { estimatedRowHeight != 0 }

    /// A model for the data source's current counts. `rowHeights` gives a known height (and whether it was
    /// measured) for rows that keep theirs across an update; other rows get an estimate (or their exact height).
    func buildModel(counts: [Int]? = nil, rowHeights: ((IndexPath) -> (CGFloat, Bool)?)?) -> TableModel {
        var model = TableModel()
        model.rowCounts = counts ?? askCounts()
        model.top = tableHeaderView?.frame.height ?? 0
        model.bottomViewHeight = tableFooterView?.frame.height ?? 0
        let total = model.rowCounts.reduce(0) { $0 + $1 + 2 }
        var heights = [CGFloat](repeating: 0, count: total)
        var measured = [Bool](repeating: true, count: total)
        model.sectionStarts.reserveCapacity(model.rowCounts.count)
        var index = 0
        let delegate = tableDelegate
        for (section, rows) in model.rowCounts.enumerated() {
            model.sectionStarts.append(index)
            let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
            model.headerTitles.append(headerTitle)
            model.footerTitles.append(footerTitle)
            (heights[index], measured[index]) = headerFooterHeight(section: section, header: true, title: headerTitle)
            index += 1
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                if let known = rowHeights?(indexPath) {
                    (heights[index], measured[index]) = known
                } else if let placeholder = dropPlaceholders.placeholder(at: indexPath)?.placeholder,
                          placeholder.rowHeight != UITableView.automaticDimension {
                    heights[index] = validHeight(placeholder.rowHeight, what: "height of the drop placeholder at row "
                                                 + describe(indexPath))
                } else if usesEstimates {
                    heights[index] = estimatedHeight(delegate?.tableView(self, estimatedHeightForRowAt:
                                                                             dataSourceIndexPath(indexPath))
                                                     ?? estimatedRowHeight, at: indexPath)
                    measured[index] = false
                } else {
                    heights[index] = exactRowHeight(at: indexPath)
                }
                index += 1
            }
            (heights[index], measured[index]) = headerFooterHeight(section: section, header: false, title: footerTitle)
            index += 1
        }
        model.heights = TableRowHeights(heights: heights, measured: measured)
        return model
    }

    /// A header's or footer's height: the delegate's (default: `sectionHeaderHeight`); automatic means the
    /// title's height when there is a title, a custom view's measured height when an estimate is given, else
    /// the style's spacing. Measured false when the view is to be measured as it shows.
    func headerFooterHeight(section: Int, header: Bool, title: String?) -> (CGFloat, Bool) {
        let delegate = tableDelegate
        let asked = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
                           : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if asked != UITableView.automaticDimension {
            return (validHeight(asked, what: "\(header ? "header" : "footer") of section \(section)"), true)
        }
        if title != nil { return (titleHeight(header: header), true) }
        let estimate = header ? (delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight)
                              : (delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight)
        if estimate > 0, estimate.isFinite { return (estimate, false) }
        return (styleSpacing(header: header), true)
    }

    func titleHeight(header: Bool) -> CGFloat {
        switch style {
        case .plain: 28
        case .grouped, .insetGrouped: header ? 38 : 30
        }
    }

    /// The gap between sections with no title: none in plain tables, grouped tables keep their sections apart.
    func styleSpacing(header: Bool) -> CGFloat {
        switch style {
        case .plain: 0
        case .grouped, .insetGrouped: header ? 18 : 8
        }
    }

    func estimatedHeight(_ estimate: CGFloat, at indexPath: IndexPath) -> CGFloat {
        if estimate == UITableView.automaticDimension { return UITableView.defaultRowHeight }
        return validHeight(estimate, what: "estimated height of row \(describe(indexPath))")
    }

    /// The row's height from `heightForRowAt`, measuring the cell when it is `automaticDimension`.
    func exactRowHeight(at indexPath: IndexPath, cell: UITableViewCell? = nil) -> CGFloat {
        let asked = dropPlaceholders.placeholder(at: indexPath)?.placeholder.rowHeight
            ?? tableDelegate?.tableView(self, heightForRowAt: dataSourceIndexPath(indexPath)) ?? rowHeight
        guard asked == UITableView.automaticDimension else {
            return validHeight(asked, what: "height of row \(describe(indexPath))")
        }
        if let cell { return measure(cell) }
        // Estimates off and automatic heights: the cell has to be made to be measured (the slowest way, TV-21).
        guard let made = makeCell(at: indexPath) else { return UITableView.defaultRowHeight }
        let height = measure(made)
        recycle(made)
        return height
    }

    /// A cell's self-sized height at the table's width (its separator included, TV-20).
    func measure(_ cell: UITableViewCell) -> CGFloat {
        let size = cell.systemLayoutSizeFitting(CGSize(width: rowWidth, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite, size.height > 0 else {
            UIKitLog.errorOnce("UITableView: a cell measured \(size.height) points high; using \(UITableView.defaultRowHeight). "
                               + "Its constraints should determine its height.")
            return UITableView.defaultRowHeight
        }
        return size.height.rounded(.up)
    }

    /// Negative or non-finite heights are refused with a log line (UIKit would raise); 0 or the default instead.
    func validHeight(_ height: CGFloat, what: String) -> CGFloat {
        guard height.isFinite, height >= 0 else {
            let fallback = height.isNaN || height < 0 ? UITableView.defaultRowHeight : 0
            UIKitLog.error("UITableView: invalid \(what): \(height); using \(fallback)")
            return fallback
        }
        return height
    }

    func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "{section \(indexPath[0]), row \(indexPath[1])}" : "\(indexPath)"
    }

    /// The width rows are laid out at: the table's, less the insets of inset-grouped tables and the index.
    var rowWidth: CGFloat { max(bounds.width - 2 * rowInset - sectionIndexWidth, 0) }

    var rowInset: CGFloat { style == .insetGrouped ? 16 : 0 }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: model.contentHeight)
        if contentSize != size { contentSize = size }
    }
}
