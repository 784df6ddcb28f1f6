/// A table's drop proposal: the operation, and whether the items go between rows or into the row under them.
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified = 0
        /// Between rows: the destination index path is where the new rows go.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination index path (a folder taking files).
        case insertIntoDestinationIndexPath = 2
        /// Between rows or into one, by where over the row the drag is.
        case automatic = 3
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
