/// A collection view's drop proposal: the operation, and whether the items go between items or into the item under
/// them.
@preconcurrency @MainActor open class UICollectionViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified = 0
        /// Between items: the destination index path is where the new items go.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path (a folder taking files).
        case insertIntoDestinationIndexPath = 2
    }

    open private(set) var intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
