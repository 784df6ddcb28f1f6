import Testing
import Foundation
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
@testable import QuartzCore

/// A table with a refresh control on a private Xvfb, pulled down by a real mouse drag (XTest): the spinner shows
/// in the gap above the rows while held, stays above them after the release, and is gone after `endRefreshing()`.
@MainActor @Suite(.serialized) struct RefreshControlXvfbTests {
    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Refreshes delivered by the test (the run loop does not turn inside a test).
    final class Ticks: CADisplayTickSource {
        let refreshInterval: CFTimeInterval = 1.0 / 60
        var tick: (@MainActor (CFTimeInterval) -> Void)?
        func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
        func stop() { tick = nil }
    }

    /// Pixels darker than the white background (the spinner's grey spokes) in the 24-point square around `centre`.
    func darkPixels(in shot: Screenshot, around centre: (x: Int, y: Int)) -> Int {
        var count = 0
        for y in centre.y - 12..<centre.y + 12 {
            for x in centre.x - 12..<centre.x + 12 where y >= 0 && y < shot.height {
                let c = shot.rgb(x, y)
                if max(c.r, c.g, c.b) < 215 { count += 1 }
            }
        }
        return count
    }

    @Test func aMouseDragPullsTheTableIntoRefreshingAndTheSpinnerShows() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 400))
        defer { app.close() }
        let ticks = Ticks(), clock = SharedTestClock.shared
        let savedTicks = app.window.screen.displayTickSource
        app.window.screen.displayTickSource = ticks
        app.followsRealTime = false
        let rows = Rows()
        let table = UITableView(frame: app.window.bounds)
        defer {
            table.animator.stop()
            app.window.screen.displayTickSource = savedTicks
        }
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.refreshControl = control
        app.window.addSubview(table)
        CATransaction.flush()
        app.pump()
        func settle() {
            for _ in 0..<120 where ticks.tick != nil {
                clock.advance(by: ticks.refreshInterval)
                ticks.tick?(clock.now)
            }
        }

        // Pulled down 5 pixels at a time until past the threshold, and held.
        app.input.move(to: 200, 20)
        app.input.press()
        var y = 20
        while -table.contentOffset.y < 100, y < 395 {
            y += 5
            app.input.move(to: 200, y)
            app.pump()
        }
        #expect(refreshes == 1 && control.isRefreshing, "pulled \(-table.contentOffset.y) points")
        let pull = Int(-table.contentOffset.y)
        let held = try app.screenshot("refreshcontrol-xvfb-held")
        #expect(darkPixels(in: held, around: (200, pull - 30)) > 15, "the spinner shows above the rows")
        #expect(darkPixels(in: held, around: (60, pull - 30)) == 0, "and nothing else in the gap")

        usleep(150_000)
        app.input.release()
        app.pump()
        settle()
        #expect(table.contentOffset.y == -60 && table.adjustedContentInset.top == 60)
        let refreshing = try app.screenshot("refreshcontrol-xvfb-refreshing")
        #expect(darkPixels(in: refreshing, around: (200, 30)) > 15, "the spinner stays in the 60 points above row 0")
        let text = (0..<60).map { refreshing.rgb(16 + $0, 60 + 22) }.min { $0.r < $1.r }
        #expect((text?.r ?? 255) < 100, "row 0's label shows right under the control")

        control.endRefreshing()
        settle()
        #expect(table.contentOffset.y == 0 && table.adjustedContentInset == .zero)
        let ended = try app.screenshot("refreshcontrol-xvfb-ended")
        #expect(darkPixels(in: ended, around: (200, 30)) == 0, "row 0 is back at the top, no spinner")
        #expect(refreshes == 1)
    }

    /// In dark mode the spinner that `beginRefreshing()` shows is light on the table's dark background.
    @Test func inDarkModeTheSpinnerIsLightOnDark() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        app.window.overrideUserInterfaceStyle = .dark
        let rows = Rows()
        let table = UITableView(frame: app.window.bounds)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.refreshControl = UIRefreshControl()
        table.refreshControl?.beginRefreshing()
        #expect(table.contentOffset.y == -60, "not animated before the table is in a window")
        app.window.addSubview(table)
        CATransaction.flush()
        let shot = try app.screenshot("refreshcontrol-xvfb-dark")
        let background = shot.rgb(60, 30)
        #expect(max(background.r, background.g, background.b) < 40, "a dark background: \(background)")
        var light = 0
        for y in 18..<42 {
            for x in 188..<212 where shot.rgb(x, y).g > background.g + 60 { light += 1 }
        }
        #expect(light > 15, "light spokes around the spinner's centre")
    }
}
