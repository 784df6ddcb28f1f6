import Testing
@testable import UIKitCore

/// A scroll view under a navigation bar adds the bar's share of its safe area to `adjustedContentInset`
/// (`contentInsetAdjustmentBehavior`), so a table's first row starts below the bar and scrolls under it, as on iOS.
@MainActor @Suite(.serialized) struct ContentInsetAdjustmentTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func show(_ rows: Rows) -> UIWindow {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 600))
        window.rootViewController = UINavigationController(rootViewController: rows)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aTableUnderANavigationBarStartsBelowIt() throws {
        let rows = Rows(style: .plain)
        let window = show(rows)
        defer { window.isHidden = true }
        let table = try #require(rows.tableView)
        let bar = try #require(rows.navigationController?.navigationBar)
        let barBottom = bar.convert(bar.bounds, to: window).maxY
        #expect(barBottom > 0)
        #expect(table.safeAreaInsets.top == barBottom)
        #expect(table.adjustedContentInset.top == barBottom && table.contentInset.top == 0)
        #expect(table.contentOffset.y == -barBottom, "content resting at the top sits below the bar")
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: window).minY == barBottom, "row 0 is not under the bar")
        table.setContentOffset(CGPoint(x: 0, y: -barBottom - 100), animated: false)
        table.setContentOffset(table.clampedContentOffset(table.contentOffset), animated: false)
        #expect(table.contentOffset.y == -barBottom, "the top limit is the bar's bottom")
    }

    @Test func neverKeepsTheContentInsetAsItIs() throws {
        let rows = Rows(style: .plain)
        rows.loadViewIfNeeded()
        rows.tableView.contentInsetAdjustmentBehavior = .never
        let window = show(rows)
        defer { window.isHidden = true }
        #expect(rows.tableView.safeAreaInsets.top > 0)
        #expect(rows.tableView.adjustedContentInset == .zero && rows.tableView.contentOffset.y == 0)
        rows.tableView.contentInsetAdjustmentBehavior = .always
        #expect(rows.tableView.adjustedContentInset.top == rows.tableView.safeAreaInsets.top)
        #expect(rows.tableView.contentOffset.y == -rows.tableView.safeAreaInsets.top, "resting at the top follows the inset")
    }

    @Test func scrollableAxesAddsOnlyWhereTheContentScrolls() {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 600))
        defer { window.isHidden = true }
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 10, bottom: 20, right: 10)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        controller.view.addSubview(scroll)
        scroll.contentSize = CGSize(width: 400, height: 2000)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
        scroll.contentSize = CGSize(width: 100, height: 100)
        #expect(scroll.adjustedContentInset == .zero, "nothing scrolls: no axis adds its insets")
    }
}
