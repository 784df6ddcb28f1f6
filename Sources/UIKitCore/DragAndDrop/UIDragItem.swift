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
    /// The item's look while dragged, once lifted; nil (or a provider giving nil) keeps the look it lifted with.
    /// Setting it mid-drag changes the preview at once.
    open var previewProvider: (() -> UIDragPreview?)? {
        didSet { DragSessionDriver.itemPreviewDidChange(self) }
    }
}
