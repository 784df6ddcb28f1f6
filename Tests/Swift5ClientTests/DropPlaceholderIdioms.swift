import Testing
import UIKit

// Drop placeholders as iOS apps write them, in Swift 5 mode: a table view controller that inserts a placeholder
// row for each dropped item, loads its text, and commits it (or deletes the placeholder when the load fails); a
// collection view delegate doing the same with a placeholder cell; the context's animator used as UIKit's.

class DropInboxViewController: UITableViewController, UITableViewDropDelegate {
    var messages = ["Welcome"]
    var placeholderContexts: [UITableViewDropPlaceholderContext] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        tableView.dropDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(row: messages.count, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destinationIndexPath,
                                                         reuseIdentifier: "Loading", rowHeight: 44)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
            placeholder.previewParametersProvider = { _ in UIDragPreviewParameters() }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            context.addCompletion { _ in }
            placeholderContexts.append(context)
            _ = item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                DispatchQueue.main.async {
                    if let text = text {
                        _ = context.commitInsertion(dataSourceUpdates: { indexPath in
                            self.messages.insert(text, at: indexPath.row)
                        })
                    } else {
                        _ = context.deletePlaceholder()
                    }
                }
            }
        }
    }
}

class PhotoDropDelegate: NSObject, UICollectionViewDropDelegate {
    var contexts: [UICollectionViewDropPlaceholderContext] = []

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        for item in coordinator.items {
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0),
                                                              reuseIdentifier: "Photo")
            placeholder.cellUpdateHandler = { cell in cell.contentView.backgroundColor = .lightGray }
            placeholder.previewParametersProvider = { cell in
                let parameters = UIDragPreviewParameters()
                parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 8)
                return parameters
            }
            contexts.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }
}

@MainActor @Suite struct DropPlaceholderIdiomTests {
    @Test func theIdiomsBuildAndAPlaceholderRowCounts() {
        let controller = DropInboxViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
        #expect(!controller.tableView.hasUncommittedUpdates)
        #expect(controller.tableView.dropDelegate === controller)
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0),
                                                     reuseIdentifier: "Loading", rowHeight: UITableView.automaticDimension)
        #expect(placeholder.cellUpdateHandler == nil && placeholder.previewParametersProvider == nil)
        let cellPlaceholder = UICollectionViewPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0),
                                                          reuseIdentifier: "Photo")
        #expect(cellPlaceholder.cellUpdateHandler == nil)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(PhotoDropDelegate().contexts.isEmpty)
    }
}
