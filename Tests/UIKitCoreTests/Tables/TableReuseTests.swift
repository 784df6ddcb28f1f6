import Testing
import Foundation
@testable import UIKitCore

/// TV-1, TV-8, TV-11: a table keeps cells for the visible rows only, reusing those that scroll out, however long
/// the table; every row shows its own content.
@MainActor @Suite(.serialized) struct TableReuseTests {
    @Test func aHundredThousandRowTableScrolledEndToEndMakesAboutOneScreenfulOfCells() {
        let source = TableTestSource(rows: 100_000)
        source.logsRows = false
        let rig = TableTestRig(source: source)
        defer { rig.tearDown() }
        // 440 points of 44-point rows: 10 rows, 11 when one is cut at each edge.
        #expect(rig.table.visibleCells.count == 10)
        var y: CGFloat = 0
        let end = rig.table.contentSize.height - rig.table.bounds.height
        #expect(end == CGFloat(100_000 * 44 - 440))
        var checked = 0
        while y < end {
            y = min(y + 397, end)
            rig.scroll(toY: y)
            checked += 1
            if checked % 500 == 0 {
                let first = Int(y / 44)
                #expect(rig.shownTexts.first == "0.\(first)", "each row shows its own text")
            }
        }
        #expect(rig.table.cellsCreated <= 12, "made \(rig.table.cellsCreated) cells")
        #expect(rig.shownTexts.last == "0.99999")
        #expect(rig.table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
    }

    @Test func cellsThatLeaveAreRecycledWithPrepareForReuseAndDidEndDisplaying() {
        final class CountingCell: UITableViewCell {
            nonisolated(unsafe) static var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                CountingCell.prepared += 1
            }
        }
        CountingCell.prepared = 0
        let rig = TableTestRig(source: TableTestSource(rows: 100), cellClass: CountingCell.self)
        defer { rig.tearDown() }
        let first = rig.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first is CountingCell, "the registered class is made")
        rig.scroll(toY: 44 * 20)
        #expect(rig.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "an off-screen row has no cell (TV-18)")
        #expect(CountingCell.prepared == 10, "each reused cell was prepared once")
        #expect(rig.table.visibleCells.contains { $0 === first }, "the first cell came back for another row")
        #expect(first?.reuseIdentifier == "cell")
    }

    @Test func dequeueingGivesACellAtTheRowsWidthAndHeight() {
        let rig = TableTestRig(source: TableTestSource(rows: 5), rowHeight: 60)
        defer { rig.tearDown() }
        let cell = rig.table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 2, section: 0))
        #expect(cell.frame.size == CGSize(width: 320, height: 60))
        #expect(rig.table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test func prefetchingIsToldOfTheRowsAheadAndCancelledForThoseLeftBehind() {
        let source = TableTestSource(rows: 1000)
        let rig = TableTestRig(source: source)
        defer { rig.tearDown() }
        rig.table.prefetchDataSource = source
        rig.table.setNeedsLayout()
        rig.table.layoutIfNeeded()
        #expect(source.prefetched == (10..<20).map { IndexPath(row: $0, section: 0) }, "the next screen")
        rig.scroll(toY: 44 * 100)
        #expect(source.cancelled.contains(IndexPath(row: 10, section: 0)))
        #expect(source.prefetched.contains(IndexPath(row: 115, section: 0)))
        #expect(source.prefetched.contains(IndexPath(row: 95, section: 0)), "and the screen behind")
    }
}
