import Foundation

/// A cell the collection view shows at an index path the data source does not know yet (an item whose dropped
/// data is still loading): dequeued with `reuseIdentifier`, configured by `cellUpdateHandler`.
@preconcurrency @MainActor open class UICollectionViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String
    /// Configures the placeholder's cell, when it is made and at `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}
