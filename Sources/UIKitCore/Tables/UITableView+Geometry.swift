import Foundation

/// Where rows and sections are, which rows show, and scrolling to a row. Rectangles are in the table's (content)
/// coordinates; rows not yet measured are at their estimated place.
extension UITableView {
    var visibleCellsInCode: [UITableViewCell] {
        layoutIfNeeded()
        return visibleRows.sorted { $0.key < $1.key }.map(\.value).filter { $0.frame.intersects(bounds) }
    }

    var indexPathsForVisibleRowsInCode: [IndexPath]? {
        layoutIfNeeded()
        return visibleRows.filter { $0.value.frame.intersects(bounds) }.keys.sorted()
    }

    func cellForRowInCode(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleRows[indexPath]
    }

    func indexPathInCode(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    func headerViewInCode(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    func footerViewInCode(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    func rectInCode(forSection section: Int) -> CGRect {
        ensureModel()
        guard model.rowCounts.indices.contains(section) else {
            UIKitLog.error("UITableView: request for rect of invalid section (\(section)); \(model.rowCounts.count) sections")
            return .zero
        }
        let span = model.sectionSpan(section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.maxY - span.minY)
    }

    func rectForHeaderInCode(inSection section: Int) -> CGRect {
        itemRect(section: section) { self.model.headerIndex($0) }
    }

    func rectForFooterInCode(inSection section: Int) -> CGRect {
        itemRect(section: section) { self.model.footerIndex($0) }
    }

    private func itemRect(section: Int, _ index: (Int) -> Int) -> CGRect {
        ensureModel()
        guard model.rowCounts.indices.contains(section) else {
            UIKitLog.error("UITableView: request for rect of invalid section (\(section)); \(model.rowCounts.count) sections")
            return .zero
        }
        let span = model.span(of: index(section))
        return CGRect(x: rowInset, y: span.minY, width: rowWidth, height: span.height)
    }

    func rectForRowInCode(at indexPath: IndexPath) -> CGRect {
        ensureModel()
        guard model.contains(indexPath) else {
            UIKitLog.error("UITableView: request for rect at invalid index path (\(describe(indexPath)))")
            return .zero
        }
        let span = model.span(of: model.rowIndex(indexPath))
        return CGRect(x: rowInset, y: span.minY, width: rowWidth, height: span.height)
    }

    func indexPathForRowInCode(at point: CGPoint) -> IndexPath? {
        ensureModel()
        guard point.x.isFinite, point.y.isFinite, point.y >= model.top, point.y < model.top + model.heights.total,
              let index = model.heights.index(at: point.y - model.top),
              case .row(let indexPath) = model.item(at: index) else { return nil }
        return indexPath
    }

    func indexPathsForRowsInCode(in rect: CGRect) -> [IndexPath]? {
        ensureModel()
        guard !rect.isNull, rect.minY.isFinite, rect.maxY.isFinite, model.itemCount > 0 else { return [] }
        var result: [IndexPath] = []
        var index = model.heights.index(at: max(rect.minY - model.top, 0)) ?? 0
        while index < model.itemCount, model.span(of: index).minY < rect.maxY {
            if case .row(let indexPath) = model.item(at: index) { result.append(indexPath) }
            index += 1
        }
        return result
    }

    /// Scrolls so the row is at the top, middle or bottom; `.none` scrolls as little as shows it. The row is
    /// measured first when its height is an estimate, so it lands where it is asked to.
    func scrollToRowInCode(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        ensureModel()
        guard model.contains(indexPath) else {
            return UIKitLog.error("UITableView: attempt to scroll to invalid index path: \(describe(indexPath))")
        }
        scrollTo(rect: measuredRowRect(at: indexPath), position: scrollPosition, animated: animated)
    }

    func scrollToNearestSelectedRowInCode(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }

    func scrollTo(rect: CGRect, position: ScrollPosition, animated: Bool) {
        var offset = contentOffset
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let pinnedHeader: CGFloat = style == .plain ? pinnedHeaderHeight(at: rect) : 0
        switch position {
        case .top:
            offset.y = rect.minY - adjustedContentInset.top - pinnedHeader
        case .middle:
            offset.y = rect.midY - adjustedContentInset.top - visibleHeight / 2
        case .bottom:
            offset.y = rect.maxY - bounds.height + adjustedContentInset.bottom
        case .none:
            let top = offset.y + adjustedContentInset.top + pinnedHeader
            let bottom = offset.y + bounds.height - adjustedContentInset.bottom
            if rect.minY < top {
                offset.y = rect.minY - adjustedContentInset.top - pinnedHeader
            } else if rect.maxY > bottom {
                offset.y = rect.maxY - bounds.height + adjustedContentInset.bottom
            } else {
                return
            }
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// A plain table's floating header covers the top of its section's rows.
    private func pinnedHeaderHeight(at rect: CGRect) -> CGFloat {
        guard let indexPath = indexPathForRow(at: CGPoint(x: rect.midX, y: rect.midY)) else { return 0 }
        return model.heights.heights[model.headerIndex(indexPath.section)]
    }

    /// The row's rectangle after asking its height (an automatic height off screen: a cell is made, measured and
    /// recycled), so scrolling to it lands exactly.
    func measuredRowRect(at indexPath: IndexPath) -> CGRect {
        let index = model.rowIndex(indexPath)
        if !model.heights.measured[index] {
            let height = exactRowHeight(at: indexPath, cell: visibleRows[indexPath])
            model.heights.setHeight(height, at: index)
            updateContentSize()
        }
        return rectForRow(at: indexPath)
    }
}
