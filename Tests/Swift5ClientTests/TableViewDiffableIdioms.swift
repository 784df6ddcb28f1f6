import Testing
import UIKit

// A diffable table data source as iOS apps write it, in Swift 5 mode: a subclass that gives section titles and
// allows reordering, a view controller that keeps it and applies snapshots.

class ContactsDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

class ContactsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: ContactsDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        dataSource = ContactsDataSource(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["Ada", "Alan"], toSection: "A")
        snapshot.appendItems(["Barbara"], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite struct TableViewDiffableIdiomTests {
    @Test func theIdiomsBuildAndShowTheSnapshot() {
        let controller = ContactsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Ada", "Alan", "Barbara"])
        #expect(controller.dataSource.indexPath(for: "Barbara") == IndexPath(row: 0, section: 1))
        #expect(controller.dataSource.tableView(controller.tableView, titleForHeaderInSection: 1) == "B")
    }
}
