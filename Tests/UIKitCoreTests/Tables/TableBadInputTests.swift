import Testing
import Foundation
@testable import UIKitCore

/// Bad input never crashes: a clear log line and a sensible fallback.
@MainActor @Suite(.serialized) struct TableBadInputTests {
    private func captureLog(_ body: () -> Void) -> [String] { captureTableLog(body) }

    @Test func anUnregisteredIdentifierLogsAndGivesAPlainCell() {
        let source = TableTestSource(rows: 3)
        var rig: TableTestRig?
        let lines = captureLog {
            rig = TableTestRig(source: source, cellClass: UITableViewCell.self)
            rig?.table.register(nil as AnyClass?, forCellReuseIdentifier: "cell")
            rig?.table.reloadData()
            rig?.table.reusableCells.removeAll()
            rig?.table.layoutIfNeeded()
        }
        defer { rig?.tearDown() }
        #expect(lines.first == "UIKit: UITableView: unable to dequeue a cell with identifier cell - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard; using a plain cell")
        #expect(rig?.shownTexts == ["0.0", "0.1", "0.2"])
    }

    @Test func negativeAndNaNHeightsAreRefused() {
        let source = TableTestSource(rows: 3)
        source.fixedHeight = -5
        var rig: TableTestRig?
        var lines = captureLog { rig = TableTestRig(source: source) }
        defer { rig?.tearDown() }
        #expect(lines.contains("UIKit: UITableView: invalid height of row {section 0, row 0}: -5.0; using 44.0"))
        #expect(rig?.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
        source.fixedHeight = .nan
        lines = captureLog {
            rig?.table.reloadData()
            rig?.table.layoutIfNeeded()
        }
        #expect(lines.contains("UIKit: UITableView: invalid height of row {section 0, row 2}: nan; using 44.0"))
        rig?.table.estimatedRowHeight = .nan
        lines = captureLog { rig?.table.layoutIfNeeded() }
        #expect(rig?.table.contentSize.height == 132)
    }

    @Test func indexPathsOutOfRangeLogAndReturnNothing() {
        let rig = TableTestRig(source: TableTestSource(rows: 3))
        defer { rig.tearDown() }
        let bad = IndexPath(row: 9, section: 0)
        let lines = captureLog {
            #expect(rig.table.rectForRow(at: bad) == .zero)
            #expect(rig.table.cellForRow(at: bad) == nil)
            rig.table.scrollToRow(at: bad, at: .top, animated: false)
            rig.table.selectRow(at: IndexPath(row: 0, section: 4), animated: false, scrollPosition: .none)
            #expect(rig.table.rect(forSection: 3) == .zero)
            #expect(rig.table.numberOfRows(inSection: -1) == 0)
            #expect(IndexPath(index: 3).row == 0)
        }
        #expect(lines == [
            "UIKit: UITableView: request for rect at invalid index path ({section 0, row 9})",
            "UIKit: UITableView: attempt to scroll to invalid index path: {section 0, row 9}",
            "UIKit: UITableView: attempt to select invalid index path {section 4, row 0}",
            "UIKit: UITableView: request for rect of invalid section (3); 1 sections",
            "UIKit: UITableView: numberOfRows(inSection: -1) for a table of 1 sections; 0",
            "UIKit: IndexPath: row asked of a path with fewer than two indexes; 0",
        ])
        #expect(rig.table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
    }

    @Test func negativeRowCountsAreZeroAndACellShownTwiceIsReplaced() {
        final class Sloppy: UITableViewDataSource {
            var rows = -3
            let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { shared }
        }
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let sloppy = Sloppy()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        table.rowHeight = 44
        table.dataSource = sloppy
        window.addSubview(table)
        var lines = captureLog { table.layoutIfNeeded() }
        #expect(lines == ["UIKit: UITableView: tableView(_:numberOfRowsInSection: 0) returned -3; using 0"])
        sloppy.rows = 2
        lines = captureLog {
            table.reloadData()
            table.layoutIfNeeded()
        }
        #expect(lines.count == 1 && lines[0].contains("the cell already showing row {section 0, row 0}"))
        #expect(table.visibleCells.count == 2 && table.visibleCells[0] !== table.visibleCells[1])
    }
}
