import Foundation
import Testing
@testable import UIKitCore

/// A diffable data source over a table that allows reordering and gives section titles, as an app's subclass does.
@MainActor private final class ReorderableDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// `UITableViewDiffableDataSource`: the table shows the snapshot; applying another one is one batch update of the
/// table (kept rows keep their cells); identifiers map to index paths and back; a row the user drags moves in the
/// snapshot; bad identifiers log and do not stop the app.
@MainActor @Suite(.serialized) struct TableDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// A table rig whose data source is replaced by a diffable one counting the cells it is asked for.
    @MainActor private final class Fixture {
        let rig: TableTestRig
        var dataSource: UITableViewDiffableDataSource<String, String>!
        var provided: [String] = []
        var cellsMade = Set<ObjectIdentifier>()

        init(reorderable: Bool = false) {
            _ = AnimationTestClock.shared
            rig = TableTestRig(source: TableTestSource([]))
            typealias Make = (UITableView, @escaping UITableViewDiffableDataSource<String, String>.CellProvider)
                -> UITableViewDiffableDataSource<String, String>
            let make: Make = reorderable ? { ReorderableDataSource(tableView: $0, cellProvider: $1) }
                : { UITableViewDiffableDataSource(tableView: $0, cellProvider: $1) }
            dataSource = make(rig.table) { [unowned self] tableView, indexPath, item in
                self.provided.append(item)
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                self.cellsMade.insert(ObjectIdentifier(cell))
                cell.textLabel?.text = item
                return cell
            }
        }

        var shown: [String] {
            rig.table.layoutIfNeeded()
            return rig.shownTexts
        }

        func finishAnimations() {
            for _ in 0..<30 { advanceAnimationFrame(by: 1.0 / 60) }
            CATransaction.flush()
        }
    }

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func theTableShowsTheSnapshotAndTheDataSourceIsTheTables() {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        #expect(fixture.rig.table.dataSource === fixture.dataSource)
        fixture.dataSource.apply(snapshot([("fruit", ["apple", "pear"]), ("veg", ["leek", "kale", "okra"])]),
                                 animatingDifferences: false)
        #expect(fixture.shown == ["apple", "pear", "leek", "kale", "okra"])
        #expect(fixture.rig.table.numberOfSections == 2 && fixture.rig.table.numberOfRows(inSection: 1) == 3)
        #expect(fixture.provided == ["apple", "pear", "leek", "kale", "okra"])
    }

    @Test func animatedApplyInsertsDeletesAndMovesRowsKeepingTheirCells() throws {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        let table = fixture.rig.table
        let items = (0..<6).map { "item \($0)" }
        fixture.dataSource.apply(snapshot([("main", items)]), animatingDifferences: false)
        #expect(fixture.shown == items)
        let cell3 = try #require(table.cellForRow(at: path(3)))
        let cell5 = try #require(table.cellForRow(at: path(5)))
        fixture.provided.removeAll()
        var completed = false
        var next = fixture.dataSource.snapshot()
        next.deleteItems(["item 1"])
        next.insertItems(["new"], beforeItem: "item 0")
        next.moveItem("item 5", beforeItem: "item 2")
        fixture.dataSource.apply(next, animatingDifferences: true) { completed = true }
        let expected = ["new", "item 0", "item 5", "item 2", "item 3", "item 4"]
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(fixture.provided == ["new"], "only the inserted row's cell is asked for")
        #expect(table.cellForRow(at: path(4)) === cell3, "item 3 slid from row 3 to row 4 with its cell")
        #expect(table.cellForRow(at: path(2)) === cell5, "the moved row keeps its cell")
        #expect(cell5.layer.animationKeys()?.isEmpty == false, "and the move is animated")
        #expect(!completed, "the completion waits for the animation")
        fixture.finishAnimations()
        #expect(completed)
        #expect(fixture.shown == expected)
        // The deleted row's cell went back to the reuse pool: the next inserted row gets it, no new cell is made.
        let made = fixture.cellsMade.count
        next.appendItems(["another"])
        fixture.dataSource.apply(next, animatingDifferences: true)
        fixture.finishAnimations()
        #expect(fixture.shown == expected + ["another"])
        #expect(fixture.cellsMade.count == made, "the inserted row reuses a cell")
    }

    @Test func sectionsAreInsertedDeletedAndMovedWithTheirRows() throws {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        let table = fixture.rig.table
        fixture.dataSource.apply(snapshot([("a", ["a1", "a2"]), ("b", ["b1"])]), animatingDifferences: false)
        let b1 = try #require(table.cellForRow(at: path(0, 1)))
        fixture.dataSource.apply(snapshot([("new", ["n1"]), ("b", ["b1", "a2"]), ("a", ["a1"])]))
        #expect(table.numberOfSections == 3)
        #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [1, 2, 1])
        #expect(table.cellForRow(at: path(0, 1)) === b1, "section b moved to 1 with its row")
        fixture.finishAnimations()
        #expect(fixture.shown == ["n1", "b1", "a2", "a1"])
        fixture.dataSource.apply(snapshot([("b", ["b1"])]))
        fixture.finishAnimations()
        #expect(table.numberOfSections == 1 && fixture.shown == ["b1"])
        #expect(table.cellForRow(at: path(0)) === b1)
    }

    /// Random snapshots one after another (sections and rows inserted, deleted and moved, rows across sections):
    /// every difference is a batch the table accepts (no mismatch message, no fallback reload) and leaves every
    /// row showing its item.
    @Test func randomSnapshotsAreBatchesTheTableAccepts() {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        let table = fixture.rig.table
        var generator = SystemRandomNumberGenerator()
        for round in 0..<40 {
            let sections = ["s0", "s1", "s2", "s3", "s4"].filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
                .shuffled(using: &generator)
            let items = (0..<24).filter { _ in Bool.random(using: &generator) }.map { "i\($0)" }.shuffled(using: &generator)
            var next = Snapshot()
            next.appendSections(sections)
            for (index, item) in items.enumerated() where !sections.isEmpty {
                next.appendItems([item], toSection: sections[index % sections.count])
            }
            let lines = captureTableLog { fixture.dataSource.apply(next, animatingDifferences: round % 2 == 0) }
            #expect(lines.isEmpty, "round \(round): \(lines)")
            fixture.finishAnimations()
            #expect(table.numberOfSections == next.numberOfSections)
            for (index, section) in next.sectionIdentifiers.enumerated() {
                #expect(table.numberOfRows(inSection: index) == next.numberOfItems(inSection: section))
            }
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                #expect(table.cellForRow(at: indexPath)?.textLabel?.text == fixture.dataSource.itemIdentifier(for: indexPath),
                        "round \(round), row \(indexPath)")
            }
        }
    }

    @Test func identifiersAndIndexPathsMapBothWays() {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        let dataSource = fixture.dataSource!
        dataSource.apply(snapshot([("x", ["x0", "x1"]), ("y", ["y0"])]), animatingDifferences: false)
        #expect(dataSource.itemIdentifier(for: path(1, 0)) == "x1")
        #expect(dataSource.itemIdentifier(for: path(0, 1)) == "y0")
        #expect(dataSource.itemIdentifier(for: path(5, 0)) == nil && dataSource.itemIdentifier(for: path(0, 9)) == nil)
        #expect(dataSource.indexPath(for: "y0") == path(0, 1) && dataSource.indexPath(for: "nope") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "y" && dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: "y") == 1 && dataSource.index(for: "z") == nil)
    }

    @Test func reloadingAndReconfiguringAskForTheRowAgain() throws {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
        let cellB = try #require(fixture.rig.table.cellForRow(at: path(1)))
        cellB.textLabel?.text = "stale"
        fixture.provided.removeAll()
        var next = fixture.dataSource.snapshot()
        next.reconfigureItems(["b"])
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.provided == ["b"] && fixture.rig.table.cellForRow(at: path(1)) === cellB)
        #expect(cellB.textLabel?.text == "b")
        next = fixture.dataSource.snapshot()
        next.reloadItems(["c"])
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.provided == ["b", "c"] && fixture.shown == ["a", "b", "c"])
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func applyingUsingReloadDataAsksForEveryRow() {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        fixture.dataSource.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
        fixture.provided.removeAll()
        var completed = false
        fixture.dataSource.applySnapshotUsingReloadData(snapshot([("main", ["b", "c"])])) { completed = true }
        #expect(completed && fixture.shown == ["b", "c"] && fixture.provided == ["b", "c"])
    }

    /// The async forms return once the table shows the snapshot.
    @Test func theAsyncFormsReturnWithTheSnapshotShown() async {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        await fixture.dataSource.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
        #expect(fixture.shown == ["a", "b"])
        await fixture.dataSource.applySnapshotUsingReloadData(snapshot([("main", ["c"])]))
        #expect(fixture.shown == ["c"] && fixture.dataSource.snapshot().itemIdentifiers == ["c"])
    }

    @Test func draggingARowMovesItInTheSnapshot() throws {
        let fixture = Fixture(reorderable: true)
        defer { fixture.rig.tearDown() }
        let table = fixture.rig.table
        fixture.dataSource.apply(snapshot([("main", (0..<6).map { "r\($0)" })]), animatingDifferences: false)
        #expect(table.headerView(forSection: 0)?.textLabel?.text?.lowercased() == "main", "the subclass's title shows")
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: path(1)))
        cell.layoutIfNeeded()
        let grip = try #require(cell.reorderControl, "canMoveRowAt comes from the subclass")
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: fixture.rig.window)
        fixture.rig.input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 44 * 3), steps: 6)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["r0", "r2", "r3", "r4", "r1", "r5"])
        #expect(fixture.dataSource.itemIdentifier(for: path(4)) == "r1")
        #expect(fixture.shown == ["r0", "r2", "r3", "r4", "r1", "r5"])
    }

    @Test func theDefaultsRefuseEditingAndMoving() {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        let table = fixture.rig.table, dataSource = fixture.dataSource!
        dataSource.apply(snapshot([("main", ["a"])]), animatingDifferences: false)
        #expect(!dataSource.tableView(table, canEditRowAt: path(0)) && !dataSource.tableView(table, canMoveRowAt: path(0)))
        #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == nil)
        #expect(dataSource.tableView(table, titleForFooterInSection: 0) == nil)
    }

    @Test func badIdentifiersAndIndexPathsLogAndDoNotStopTheApp() {
        let fixture = Fixture()
        defer { fixture.rig.tearDown() }
        let table = fixture.rig.table, dataSource = fixture.dataSource!
        var lines = capturingLog {
            var bad = Snapshot()
            bad.appendSections(["main"])
            bad.appendItems(["a", "b", "a"])
            dataSource.apply(bad)
        }
        #expect(lines.contains { $0.hasPrefix("UIKit: Fatal: supplied item identifiers are not unique.") })
        fixture.finishAnimations()
        #expect(fixture.shown == ["a", "b"])
        lines = capturingLog {
            var bad = dataSource.snapshot()
            bad.insertItems(["x"], beforeItem: "not there")
            dataSource.apply(bad)
            _ = dataSource.tableView(table, cellForRowAt: path(7))
            dataSource.tableView(table, moveRowAt: path(9), to: path(0))
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first?.contains("invalid item identifier") == true)
        fixture.finishAnimations()
        #expect(fixture.shown == ["a", "b"] && dataSource.snapshot().itemIdentifiers == ["a", "b"])
    }

    @Test func aCellProviderReturningNilLogsAndTheTableGoesOn() {
        let rig = TableTestRig(source: TableTestSource([]))
        defer { rig.tearDown() }
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: rig.table) { _, _, _ in nil }
        let lines = capturingLog {
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["a"])
            dataSource.apply(snapshot, animatingDifferences: false)
            rig.table.layoutIfNeeded()
        }
        #expect(lines.contains { $0.contains("failed to obtain a cell from its dataSource") })
        #expect(rig.table.numberOfRows(inSection: 0) == 1)
    }
}
