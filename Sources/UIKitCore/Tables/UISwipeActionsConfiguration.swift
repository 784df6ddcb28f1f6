import Foundation

/// The actions a swipe reveals on one side of a row, the first nearest the edge the swipe starts from; a swipe
/// across most of the row performs the first one when `performsFirstActionWithFullSwipe`.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    open private(set) var actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public convenience init(actions: [UIContextualAction]) {
        self.init(actionList: actions)
    }

    private init(actionList: [UIContextualAction]) {
        actions = actionList
        super.init()
    }
}
