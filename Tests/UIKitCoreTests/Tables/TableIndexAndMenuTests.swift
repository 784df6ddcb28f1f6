import Foundation
import Testing
@testable import UIKitCore

/// The section index (TV-16) and context menus on rows: clicking an index title scrolls its section to the top
/// and a title naming no section is logged; a secondary click on a row asks the delegate with that row and shows
/// the menu it gives, and a secondary click on a section header shows none.
@MainActor @Suite(.serialized) struct TableIndexAndMenuTests {
    final class IndexedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        let titles = (0..<10).map { String(UnicodeScalar(UInt8(65 + $0))) }
        var asked: [(String, Int)] = []
        var sectionForTitle: ((Int) -> Int)?
        var menuRows: [IndexPath] = []
        var chosen: [String] = []

        func numberOfSections(in tableView: UITableView) -> Int { titles.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(titles[indexPath.section])\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            asked.append((title, index))
            return sectionForTitle?(index) ?? index
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            menuRows.append(indexPath)
            return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
                UIMenu(children: [UIAction(title: "Share \(indexPath.row)") { _ in self.chosen.append("share \(indexPath.row)") }])
            })
        }
    }

    private func makeTable(_ source: IndexedSource) -> (UIWindow, EventSynthesizer, UITableView) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 500))
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.sectionHeaderHeight = 28
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        input.advance(by: 1)
        return (window, input, table)
    }

    /// The window point over index title `index` (the titles sit 14 points apart, centred in the index).
    private func point(ofTitle index: Int, in table: UITableView, count: Int) -> CGPoint {
        let indexView = table.sectionIndex!
        let top = (indexView.bounds.height - CGFloat(count) * 14) / 2
        return indexView.convert(CGPoint(x: indexView.bounds.midX, y: top + CGFloat(index) * 14 + 7), to: nil)
    }

    @Test func clickingAnIndexTitleScrollsItsSectionToTheTopAndTheRowsMakeRoom() throws {
        let source = IndexedSource()
        let (window, input, table) = makeTable(source)
        defer { window.isHidden = true }
        let index = try #require(table.sectionIndex)
        #expect(!index.isHidden && index.titles == source.titles)
        #expect(index.frame.maxX == table.bounds.maxX && index.frame.width == TableSectionIndexView.width)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.width == 320 - TableSectionIndexView.width, "rows narrow to make room for the index")

        input.click(at: point(ofTitle: 6, in: table, count: source.titles.count))
        #expect(source.asked.map(\.0) == ["G"] && source.asked.map(\.1) == [6])
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 6).minY)
        #expect(table.indexPathsForVisibleRows?.first?.section == 6)
        #expect(index.frame.minY == table.bounds.minY, "the index stays in place while the rows scroll")
    }

    @Test func anIndexTitleNamingNoSectionIsLoggedAndTheTableStays() {
        let source = IndexedSource()
        source.sectionForTitle = { _ in 99 }
        let (window, input, table) = makeTable(source)
        defer { window.isHidden = true }
        let lines = captureTableLog {
            input.click(at: point(ofTitle: 3, in: table, count: source.titles.count))
        }
        #expect(lines.contains { $0.contains("sectionForSectionIndexTitle returned section 99") })
        #expect(table.contentOffset.y == 0)
    }

    @Test func fewerRowsThanTheMinimumHideTheIndex() {
        let source = IndexedSource()
        let (window, _, table) = makeTable(source)
        defer { window.isHidden = true }
        table.sectionIndexMinimumDisplayRowCount = 500
        table.layoutIfNeeded()
        #expect(table.sectionIndex?.isHidden == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.width == 320)
    }

    @Test func aSecondaryClickOnARowShowsTheDelegatesMenuForThatRow() throws {
        let source = IndexedSource()
        let (window, input, table) = makeTable(source)
        defer { window.isHidden = true }
        let rect = table.rectForRow(at: IndexPath(row: 2, section: 0))
        input.click(at: table.convert(CGPoint(x: 100, y: rect.midY), to: nil), buttons: .secondary)
        #expect(source.menuRows == [IndexPath(row: 2, section: 0)])
        let interaction = try #require(table.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.items.map(\.title) == ["Share 2"])
        input.advance(by: 1)
        let row = menu.panels[0].rowFrames[0]
        input.click(at: CGPoint(x: row.midX, y: row.midY))
        #expect(source.chosen == ["share 2"] && interaction.presentedMenu == nil)

        // A section header is no row: no menu, and the delegate is not asked.
        input.advance(by: 1)
        source.menuRows = []
        let header = table.rectForHeader(inSection: 0)
        input.click(at: table.convert(CGPoint(x: 100, y: header.midY), to: nil), buttons: .secondary)
        #expect(source.menuRows.isEmpty && interaction.presentedMenu == nil)
    }
}
