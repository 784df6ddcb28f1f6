/// A drag that started in this application, as its source sees it.
@MainActor final class LocalDragSession: DragDropSessionBase, UIDragSession {
    var localContext: Any?
}
