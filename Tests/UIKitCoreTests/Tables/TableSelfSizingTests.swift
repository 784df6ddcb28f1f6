import Testing
import Foundation
@testable import UIKitCore

/// Estimated and automatic heights (TV-20, TV-21): with estimates, only rows that show are measured, through
/// their Auto Layout constraints or their content configuration; without, every row's height is asked first.
@MainActor @Suite(.serialized) struct TableSelfSizingTests {
    /// A cell whose label, pinned to the content view's margins by constraints, sets its height.
    final class WrappingCell: UITableViewCell {
        let label = UILabel()
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Source: UITableViewDataSource, UITableViewDelegate {
        var lines: (Int) -> Int
        var asked: [Int] = []
        init(lines: @escaping (Int) -> Int) { self.lines = lines }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
            cell.label.text = Array(repeating: "line", count: lines(indexPath.row)).joined(separator: "\n")
            return cell
        }
    }

    private func makeTable(_ source: Source) -> (UIWindow, UITableView) {
        let (window, _) = EventTestEnvironment.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    @Test func autoLayoutCellsSizeThemselvesAndOnlyVisibleRowsAreMeasured() throws {
        let source = Source { $0 % 3 + 1 }
        let (window, table) = makeTable(source)
        defer { window.isHidden = true }
        let line = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? WrappingCell).label.font.lineHeight
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let three = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
        #expect(one == (line + 20).rounded(.up))
        #expect(three == (3 * line + 20).rounded(.up))
        #expect(source.asked.count < 20, "only the rows on screen were made: \(source.asked.count)")
        #expect(table.rectForRow(at: IndexPath(row: 50_000, section: 0)).height == 44, "the rest keep the estimate")
        #expect(table.contentSize.height > 99_000 * 44)
    }

    @Test func scrollingToTheEndMeasuresRowsAsTheyArriveAndMemoryOfCellsStaysFlat() {
        let source = Source { _ in 2 }
        let (window, table) = makeTable(source)
        defer { window.isHidden = true }
        table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
        let rect = table.rectForRow(at: IndexPath(row: 99_999, section: 0))
        #expect(rect.maxY == table.contentSize.height, "the last row ends the content")
        #expect(abs(rect.maxY - (table.contentOffset.y + table.bounds.height)) < 0.5)
        #expect(table.cellsCreated < 16)
    }

    @Test func withoutEstimatesEveryHeightIsAskedBeforeTheFirstCell() {
        let source = TableTestSource(rows: 50)
        source.fixedHeight = 30
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.estimatedRowHeight = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let firstCell = source.log.firstIndex { $0.hasPrefix("cell") } ?? 0
        #expect(source.log[..<firstCell].filter { $0.hasPrefix("height") }.count == 50, "TV-20")
        #expect(table.contentSize.height == 1500)
    }

    @Test func listContentConfigurationCellsSizeToTheirText() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        let single = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        content.secondaryText = "Detail\nand more\nand more"
        cell.contentConfiguration = content
        let taller = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        #expect(single > 44 && taller > single + 20)
    }
}
