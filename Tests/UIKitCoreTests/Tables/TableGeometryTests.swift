import Testing
import Foundation
@testable import UIKitCore

/// Where rows, headers and sections are, which rows show, and scrolling to a row (TV-13, TV-23).
@MainActor @Suite(.serialized) struct TableGeometryTests {
    private func sectioned() -> TableTestSource {
        let source = TableTestSource(rows: 5, sections: 3)
        source.headerTitles = ["A", "B", "C"]
        return source
    }

    @Test func rowsFollowTheirSectionHeadersAndRectsAgreeWithIndexPathForRow() {
        let rig = TableTestRig(source: sectioned())
        defer { rig.tearDown() }
        // Plain titled headers are 28 high: section 0 is 28 + 5 * 44 = 248 high.
        #expect(rig.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(rig.table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(rig.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 248))
        #expect(rig.table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 248 + 28 + 88, width: 320, height: 44))
        #expect(rig.table.contentSize.height == CGFloat(3 * 248))
        #expect(rig.table.indexPathForRow(at: CGPoint(x: 10, y: 248 + 28 + 88 + 43)) == IndexPath(row: 2, section: 1))
        #expect(rig.table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil, "a header is no row")
        #expect(rig.table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        #expect(rig.table.indexPathsForRows(in: CGRect(x: 0, y: 200, width: 10, height: 100))
                == [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0), IndexPath(row: 0, section: 1)])
    }

    @Test func visibleRowsAreThoseIntersectingTheBoundsWithHeadersInFront() throws {
        let rig = TableTestRig(source: sectioned())
        defer { rig.tearDown() }
        #expect(rig.table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) }
                + (0..<4).map { IndexPath(row: $0, section: 1) })
        let header = try #require(rig.table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "B")
        let cell = try #require(rig.table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let subviews = rig.table.subviews
        #expect(try #require(subviews.firstIndex { $0 === header }) > #require(subviews.firstIndex { $0 === cell }),
                "headers are drawn in front of cells (TV-15)")
    }

    @Test func plainHeadersFloatUntilTheirSectionEndsPushesThemUp() throws {
        let rig = TableTestRig(source: sectioned())
        defer { rig.tearDown() }
        rig.scroll(toY: 100)
        let header = try #require(rig.table.headerView(forSection: 0))
        #expect(header.frame.minY == 100, "pinned at the top edge (TV-13)")
        rig.scroll(toY: 230)
        // Section 0 ends at 248: its 28-point header is pushed up to 220.
        #expect(rig.table.headerView(forSection: 0)?.frame.minY == 220)
        #expect(rig.table.headerView(forSection: 1)?.frame.minY == 248)
    }

    @Test func groupedTablesDoNotFloatHeadersAndInsetGroupedRowsAreInsetAndRounded() throws {
        let source = sectioned()
        let grouped = TableTestRig(source: source, style: .grouped)
        defer { grouped.tearDown() }
        grouped.scroll(toY: 100)
        #expect(grouped.table.headerView(forSection: 0)?.frame.minY ?? 0 < 100 || grouped.table.headerView(forSection: 0) == nil)
        let inset = TableTestRig(source: sectioned(), style: .insetGrouped)
        defer { inset.tearDown() }
        let first = try #require(inset.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(inset.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(first.frame.minX == 16 && first.frame.width == 288)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
    }

    @Test func scrollToRowPutsTheRowAtTopMiddleOrBottomAndNoneScrollsAsLittleAsNeeded() {
        let rig = TableTestRig(source: TableTestSource(rows: 1000))
        defer { rig.tearDown() }
        rig.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(rig.table.contentOffset.y == 4400)
        rig.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        #expect(rig.table.contentOffset.y == CGFloat(4400 + 44 - 440))
        rig.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(rig.table.contentOffset.y == CGFloat(4422 - 220))
        rig.table.scrollToRow(at: IndexPath(row: 101, section: 0), at: .none, animated: false)
        #expect(rig.table.contentOffset.y == CGFloat(4422 - 220), "already visible: no scroll")
        rig.table.scrollToRow(at: IndexPath(row: 200, section: 0), at: .none, animated: false)
        #expect(rig.table.contentOffset.y == CGFloat(201 * 44 - 440), "just enough to show it at the bottom")
        rig.table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(rig.table.contentOffset.y == CGFloat(1000 * 44 - 440), "clamped to the end")
        rig.table.layoutIfNeeded()
        #expect(rig.shownTexts.last == "0.999")
    }

    @Test func aTableHeaderViewSitsAboveTheRowsAtTheTablesWidth() {
        let rig = TableTestRig(source: TableTestSource(rows: 3))
        defer { rig.tearDown() }
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        rig.table.tableHeaderView = header
        rig.table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(rig.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(rig.table.contentSize.height == CGFloat(50 + 3 * 44))
    }
}
