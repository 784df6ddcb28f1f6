import Testing
import Foundation
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
@testable import QuartzCore

/// A table on a private Xvfb: a real click (XTest) selects a row and the pixels show the grey selection; the Down
/// arrow then moves the selection, on screen too. A real mouse drag sideways opens a row's swipe actions, drawn at
/// its trailing edge, and a click on one runs it.
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

    final class SwipeRows: UITableViewDataSource, UITableViewDelegate {
        var performed: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView,
                       trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                self?.performed.append("delete \(indexPath.row)")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
                self?.performed.append("flag \(indexPath.row)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    @Test func aMouseDragSidewaysShowsTheSwipeActionsAndAClickRunsOne() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        let rows = SwipeRows()
        let table = UITableView(frame: app.window.bounds)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        app.window.addSubview(table)
        CATransaction.flush()
        app.pump()
        let y = 44 + 22
        #expect(try app.screenshot("table-xvfb-swipe-before").matches(392, y, Self.white))

        app.input.move(to: 300, y)
        app.input.press()
        app.pump()
        for x in stride(from: 290, through: 160, by: -10) {
            app.input.move(to: x, y)
            app.pump()
        }
        app.input.release()
        #expect(app.pump(until: { table.swipe.map { $0.offset == -$0.actionsView.restingWidth } ?? false }),
                "the drag leaves row 1 open at its buttons' width")
        let open = try app.screenshot("table-xvfb-swipe-open")
        // Delete (system red) at the trailing edge, Flag (grey) inside it, read above their titles; the rows
        // around stay white.
        let red = open.rgb(392, y - 16), grey = open.rgb(270, y - 16)
        #expect(red.r > 220 && red.g < 90 && red.b < 90, "Delete is drawn at the row's trailing edge: \(red)")
        #expect(abs(grey.r - grey.g) < 12 && grey.r > 110 && grey.r < 180, "Flag is grey beside it: \(grey)")
        #expect(open.matches(392, y + 44, Self.white) && open.matches(392, y - 44, Self.white))

        let flag = try #require(table.swipe?.actionsView.buttons.first { $0.action.title == "Flag" })
        let centre = flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: app.window)
        app.input.click(at: Int(centre.x), Int(centre.y))
        #expect(app.pump(until: { rows.performed == ["flag 1"] }))
        #expect(app.pump(until: { table.swipe == nil }), "the row closes after the action")
    }
}
