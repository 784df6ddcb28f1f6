import Foundation

/// A row the table shows at an index path its data source does not know yet (a dropped item whose data is still
/// loading): `rowHeight` tall, its cell dequeued with `reuseIdentifier` and configured by `cellUpdateHandler`.
@preconcurrency @MainActor open class UITableViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String
    let rowHeight: CGFloat
    /// Configures the placeholder's cell each time the table makes it.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}
