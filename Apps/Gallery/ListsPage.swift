import UIKit

/// UITableView: 100,000 rows in 100 sections with floating headers and a section index, subtitle rows through
/// list content configurations, swipe actions (drag a row sideways, or swipe two fingers on a touchpad),
/// selection by click, Shift/Ctrl-click and the arrow keys, and pull to refresh.
final class ListsPage: GalleryPageContent, UITableViewDataSource, UITableViewDelegate {
    static let sections = 100, rowsPerSection = 1_000

    private let table = UITableView(frame: .zero, style: .plain)
    private var flagged = Set<IndexPath>()
    /// Row numbers still shown in each section (deletions remove them).
    private var rows: [[Int]] = (0..<ListsPage.sections).map { _ in Array(0..<ListsPage.rowsPerSection) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(UILabel("100,000 rows in 100 sections: swipe a row left for Flag and Delete",
                           frame: CGRect(x: 32, y: 16, width: 600, height: 22), size: 14, bold: true))
        table.frame = CGRect(x: 32, y: 44, width: min(bounds.width - 64, 520), height: bounds.height - 60)
        table.autoresizingMask = [.flexibleHeight]
        table.layer.cornerRadius = 12
        table.allowsMultipleSelection = true
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refreshRows() }, for: .valueChanged)
        table.refreshControl = refresh
        addSubview(table)
    }

    /// Pulled down: the spinner shows for a second, as a reload from somewhere would take.
    private func refreshRows() {
        appLog("lists refresh")
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(1))
            self?.table.refreshControl?.endRefreshing()
        }
    }

    required init?(coder: NSCoder) { nil }

    func numberOfSections(in tableView: UITableView) -> Int { Self.sections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Rows \(section * Self.rowsPerSection + 1) to \((section + 1) * Self.rowsPerSection)"
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        stride(from: 0, to: Self.sections, by: 10).map { "\($0 / 10)" }
    }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index * 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let number = indexPath.section * Self.rowsPerSection + rows[indexPath.section][indexPath.row] + 1
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Row \(number)"
        content.secondaryText = number % 7 == 0 ? "Every seventh row has a longer note that wraps onto a second line "
            + "when the table is narrow" : "Section \(indexPath.section + 1)"
        content.image = UIImage(systemName: flagged.contains(indexPath) ? "star.fill" : "doc.text")
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.rows[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .left)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: flagged.contains(indexPath) ? "Unflag" : "Flag") { [weak self] _, _, done in
            guard let self else { return done(false) }
            if self.flagged.remove(indexPath) == nil { self.flagged.insert(indexPath) }
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}
