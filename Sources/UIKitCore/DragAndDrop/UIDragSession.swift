/// A drag, as its source sees it.
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    /// The source's own information about the drag, seen by drop targets of the same application.
    var localContext: Any? { get set }
}
