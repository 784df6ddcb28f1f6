import Foundation

/// One placeholder row in a table (UITableView+DropPlaceholders.swift).
@MainActor final class TableDropPlaceholderContext: UITableViewDropPlaceholderContext, DropPlaceholderPosition {
    let dragItem: UIDragItem
    let placeholder: UITableViewPlaceholder
    /// Where the placeholder is now, in the table's rows (placeholders counted).
    var indexPath: IndexPath
    private weak var tableView: UITableView?
    let lifecycle = DropPlaceholderLifecycle(list: "UITableView")

    init(dragItem: UIDragItem, placeholder: UITableViewPlaceholder, tableView: UITableView?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        indexPath = placeholder.insertionIndexPath
        self.tableView = tableView
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let tableView else { return lifecycle.refuse("commitInsertion(dataSourceUpdates:)", listGone: true) }
        guard tableView.commitDropPlaceholder(self, dataSourceUpdates: dataSourceUpdates) else {
            return lifecycle.refuse("commitInsertion(dataSourceUpdates:)", listGone: false)
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let tableView else { return lifecycle.refuse("deletePlaceholder()", listGone: true) }
        guard tableView.deleteDropPlaceholder(self) else { return lifecycle.refuse("deletePlaceholder()", listGone: false) }
        return true
    }

    func addAnimations(_ animations: @escaping () -> Void) { lifecycle.animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        lifecycle.animator.addCompletion(completion)
    }
}
