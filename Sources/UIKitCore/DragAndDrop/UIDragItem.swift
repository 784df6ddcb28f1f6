import Foundation

/// One thing being dragged: its data (the item provider), an object for drops inside the application, and how it
/// looks while it moves.
@preconcurrency @MainActor open class UIDragItem: NSObject {
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }

    open private(set) var itemProvider: NSItemProvider
    /// The source's own object for the item, seen only by drop targets of the same application.
    open var localObject: Any?
    /// The item's look while dragged; nil keeps the look it lifted with.
    open var previewProvider: (() -> UIDragPreview?)?
}
