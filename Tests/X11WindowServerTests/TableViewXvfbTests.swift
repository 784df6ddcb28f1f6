import Testing
import Foundation
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
@testable import QuartzCore

/// A table on a private Xvfb: a real click (XTest) selects a row and the pixels show the grey selection; the Down
/// arrow then moves the selection, on screen too.
@MainActor @Suite(.serialized) struct TableViewXvfbTests {
    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    static let grey = (r: 0xD1, g: 0xD1, b: 0xD6), white = (r: 255, g: 255, b: 255)

    @Test func aClickSelectsTheRowOnScreenAndDownMovesIt() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        let rows = Rows()
        let table = UITableView(frame: app.window.bounds)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        app.window.addSubview(table)
        CATransaction.flush()
        app.pump()
        let before = try app.screenshot("table-xvfb-before")
        #expect(before.matches(300, 2 * 44 + 22, Self.white))

        app.input.click(at: 300, 2 * 44 + 22)
        #expect(app.pump { table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) })
        CATransaction.flush()
        let selected = try app.screenshot("table-xvfb-selected")
        #expect(selected.matches(300, 2 * 44 + 22, Self.grey), "row 2 shows the selection grey: \(selected.rgb(300, 110))")
        #expect(selected.matches(300, 3 * 44 + 22, Self.white) && selected.matches(300, 44 + 22, Self.white))
        // The text stays dark on the grey.
        let text = (0..<60).map { selected.rgb(16 + $0, 2 * 44 + 22) }.min { $0.r < $1.r }
        #expect((text?.r ?? 255) < 100, "the label is drawn over the selection")

        #expect(table.isFirstResponder, "the click gave the table the keys")
        app.input.key(0xFF54, press: true)  // Down
        app.input.key(0xFF54, press: false)
        #expect(app.pump { table.indexPathForSelectedRow == IndexPath(row: 3, section: 0) })
        CATransaction.flush()
        let moved = try app.screenshot("table-xvfb-moved")
        #expect(moved.matches(300, 3 * 44 + 22, Self.grey) && moved.matches(300, 2 * 44 + 22, Self.white))
    }
}
