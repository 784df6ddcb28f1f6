import Foundation

/// What the table knows of its data: rows per section, section titles, and every item's height in one flat
/// sequence (per section: header, rows, footer) after the table header. Built from the data source on reload,
/// rebuilt (keeping measured heights) by batch updates.
struct TableModel {
    enum Item: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    var rowCounts: [Int] = []
    /// The flat index of each section's header; rows follow it, then the footer.
    var sectionStarts: [Int] = []
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var heights = TableRowHeights(heights: [], measured: [])
    /// The table header's height: items start below it.
    var top: CGFloat = 0
    var bottomViewHeight: CGFloat = 0

    var itemCount: Int { heights.count }
    var contentHeight: CGFloat { top + heights.total + bottomViewHeight }

    func headerIndex(_ section: Int) -> Int { sectionStarts[section] }
    func rowIndex(_ indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }
    func footerIndex(_ section: Int) -> Int { sectionStarts[section] + 1 + rowCounts[section] }

    /// The row's place counting rows only, across sections.
    func flatRow(_ indexPath: IndexPath) -> Int { rowCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < rowCounts[indexPath.section]
    }

    /// The item at a flat index: the section by binary search over the section starts.
    func item(at index: Int) -> Item {
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        let offset = index - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if offset == rowCounts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The item's rectangle's vertical extent, in content coordinates.
    func span(of index: Int) -> (minY: CGFloat, height: CGFloat) {
        (top + heights.offset(of: index), heights.heights[index])
    }

    /// Section `section`'s vertical extent from its header's top to its footer's bottom.
    func sectionSpan(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let start = top + heights.offset(of: headerIndex(section))
        return (start, top + heights.offset(of: footerIndex(section) + 1))
    }
}
