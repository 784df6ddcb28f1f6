import Foundation
import Testing
@testable import UIKitCore

@MainActor private final class CountingTableController: UITableViewController {
    var asked = 0
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        asked += 1
        return 3
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// UITableViewController made in code: its view is a table of its style that it is the data source and delegate
/// of, and it clears the selection when its view appears again.
@MainActor @Suite(.serialized) struct TableViewControllerTests {
    @Test func itsViewIsATableOfItsStyleItServes() throws {
        let controller = CountingTableController(style: .insetGrouped)
        let table = try #require(controller.tableView)
        #expect(controller.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        #expect(controller.asked > 0 && table.numberOfRows(inSection: 0) == 3)
    }

    @Test func theDefaultsAreTheProtocolsDefaults() {
        let controller = UITableViewController(style: .plain)
        let table = controller.tableView!
        #expect(controller.tableView(table, numberOfRowsInSection: 0) == 0)
        #expect(controller.numberOfSections(in: table) == 1)
        #expect(controller.tableView(table, willSelectRowAt: IndexPath(row: 1, section: 0)) == IndexPath(row: 1, section: 0))
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == table.rowHeight)
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsUnlessItShouldStay() throws {
        let controller = CountingTableController(style: .plain)
        let table = try #require(controller.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        let row = IndexPath(row: 1, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == row)
    }
}
