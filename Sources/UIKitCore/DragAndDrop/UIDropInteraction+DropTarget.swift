/// A drop interaction passes the driver's calls to its delegate.
extension UIDropInteraction: DropTarget {
    func canHandle(_ session: DropSession) -> Bool { delegate?.dropInteraction(self, canHandle: session) ?? false }
    func sessionDidEnter(_ session: DropSession) { delegate?.dropInteraction(self, sessionDidEnter: session) }
    func sessionDidUpdate(_ session: DropSession) -> UIDropProposal {
        delegate?.dropInteraction(self, sessionDidUpdate: session) ?? UIDropProposal(operation: .cancel)
    }
    func sessionDidExit(_ session: DropSession) { delegate?.dropInteraction(self, sessionDidExit: session) }
    func performDrop(_ session: DropSession) { delegate?.dropInteraction(self, performDrop: session) }
    func concludeDrop(_ session: DropSession) { delegate?.dropInteraction(self, concludeDrop: session) }
    func sessionDidEnd(_ session: DropSession) { delegate?.dropInteraction(self, sessionDidEnd: session) }
}
