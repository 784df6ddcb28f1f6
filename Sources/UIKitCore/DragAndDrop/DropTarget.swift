/// Something under a drag that may take the drop: a view's `UIDropInteraction`, or a text input that takes text
/// by itself. The session driver talks to both the same way.
@MainActor protocol DropTarget: AnyObject {
    func canHandle(_ session: DropSession) -> Bool
    func sessionDidEnter(_ session: DropSession)
    func sessionDidUpdate(_ session: DropSession) -> UIDropProposal
    func sessionDidExit(_ session: DropSession)
    func performDrop(_ session: DropSession)
    func concludeDrop(_ session: DropSession)
    func sessionDidEnd(_ session: DropSession)
}
