import Testing
import Foundation
@testable import UIKitCore

/// Batch updates (TV-17, TV-18, TV-30): the data source is asked only for the counts after the batch and the cells
/// of new rows that show; rows that stay keep their cells; counts that do not add up log UIKit's message and
/// reload everything.
@MainActor @Suite(.serialized) struct TableUpdateTests {
    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    private func captureLog(_ body: () -> Void) -> [String] { captureTableLog(body) }

    @Test func insertingAndDeletingAsksOnlyTheCountsAndTheNewVisibleCells() throws {
        let rig = TableTestRig(source: TableTestSource(rows: 20))
        defer { rig.tearDown() }
        let kept = try #require(rig.table.cellForRow(at: path(5)))
        rig.source.log.removeAll()
        rig.table.performBatchUpdates({
            rig.source.sections[0].remove(at: 1)
            rig.source.sections[0].insert("new", at: 3)
            rig.table.deleteRows(at: [path(1)], with: .none)
            rig.table.insertRows(at: [path(3)], with: .none)
        })
        #expect(rig.source.log == ["sections", "rows(0)", "cell(0,3)", "height(0,3)"], "\(rig.source.log)")
        #expect(rig.table.cellForRow(at: path(5)) === kept, "row 5 stays row 5 (one out above, one in above)")
        #expect(rig.shownTexts == ["0.0", "0.2", "0.3", "new", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9"])
    }

    @Test func movesAndSectionChangesMapRowsAndKeepTheSelection() {
        let source = TableTestSource(rows: 4, sections: 2)
        let rig = TableTestRig(source: source)
        defer { rig.tearDown() }
        rig.table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
        source.sections.insert(["x"], at: 0)
        let moved = source.sections[1].remove(at: 0)
        source.sections[2].append(moved)
        rig.table.beginUpdates()
        rig.table.insertSections(IndexSet(integer: 0), with: .none)
        rig.table.moveRow(at: path(0, 0), to: path(4, 2))
        rig.table.endUpdates()
        #expect(rig.table.numberOfSections == 3)
        #expect(rig.table.numberOfRows(inSection: 2) == 5)
        #expect(rig.table.indexPathForSelectedRow == path(0, 2), "the selected row moved with its section")
        #expect(rig.shownTexts.prefix(5) == ["x", "0.1", "0.2", "0.3", "1.0"])
    }

    @Test func aBatchWhoseCountsDoNotAddUpLogsUIKitsMessageAndReloads() {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        rig.source.sections[0].append("extra")
        rig.source.sections[0].append("another")
        let lines = captureLog {
            rig.table.insertRows(at: [path(10)], with: .fade)
        }
        #expect(lines == ["UIKit: UITableView: Invalid update: invalid number of rows in section 0. The number of rows contained "
            + "in an existing section after the update (12) must be equal to the number of rows contained in that section "
            + "before the update (10), plus or minus the number of rows inserted or deleted from that section (1 inserted, "
            + "0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). "
            + "Reloading the whole table instead."])
        #expect(rig.table.numberOfRows(inSection: 0) == 12, "reloaded from the data source")
    }

    @Test func wrongSectionCountsAndOutOfRangeRowsAreRefusedToo() {
        let rig = TableTestRig(source: TableTestSource(rows: 3))
        defer { rig.tearDown() }
        rig.source.sections.append(["a"])
        var lines = captureLog { rig.table.deleteSections(IndexSet(integer: 0), with: .none) }
        #expect(lines.first?.contains("Invalid update: invalid number of sections. The number of sections contained in the "
            + "table view after the update (2) must be equal to the number of sections contained in the table view before "
            + "the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).") == true)
        lines = captureLog { rig.table.deleteRows(at: [path(7)], with: .none) }
        #expect(lines.first?.contains("attempt to delete row 7 from section 0, which only contains 3 rows before the update") == true)
    }

    @Test func reloadRowsAsksTheRowAgainAndDeselectsIt() throws {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        rig.table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        rig.source.sections[0][2] = "changed"
        rig.source.log.removeAll()
        rig.table.reloadRows(at: [path(2)], with: .none)
        #expect(rig.source.log == ["sections", "rows(0)", "cell(0,2)", "height(0,2)"])
        #expect(rig.table.cellForRow(at: path(2))?.textLabel?.text == "changed")
        #expect(rig.table.indexPathForSelectedRow == nil, "TV-23")
    }

    @Test func anEmptyBatchAsksHeightsButNoCells() {
        let rig = TableTestRig(source: TableTestSource(rows: 5))
        defer { rig.tearDown() }
        rig.source.log.removeAll()
        rig.source.fixedHeight = 60
        rig.table.beginUpdates()
        rig.table.endUpdates()
        #expect(rig.source.entries("cell").isEmpty, "TV-18")
        #expect(rig.source.entries("height").count == 5)
        #expect(rig.table.rectForRow(at: path(4)) == CGRect(x: 0, y: 240, width: 320, height: 60))
    }

    @Test func animatedInsertionSlidesKeptRowsFromTheirOldPlaces() throws {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        let second = try #require(rig.table.cellForRow(at: path(1)))
        rig.source.sections[0].insert("new", at: 0)
        rig.table.insertRows(at: [path(0)], with: .left)
        #expect(second.frame.minY == 88, "the model frame is the new place")
        let slide = second.layer.animationKeys() ?? []
        #expect(!slide.isEmpty, "and the move is animated")
        let inserted = try #require(rig.table.cellForRow(at: path(0)))
        #expect(inserted.frame.minX == 0 && inserted.layer.animationKeys()?.isEmpty == false)
    }
}
