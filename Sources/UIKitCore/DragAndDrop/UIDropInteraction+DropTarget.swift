/// A drop interaction passes the driver's calls to its delegate.
extension UIDropInteraction: DropTarget {
    func canHandle(_ session: DropSession) -> Bool { delegate?.dropInteraction(self, canHandle: session) ?? false }
    func sessionDidEnter(_ session: DropSession) { delegate?.dropInteraction(self, sessionDidEnter: session) }
    func sessionDidUpdate(_ session: DropSession) -> UIDropProposal {
        delegate?.dropInteraction(self, sessionDidUpdate: session) ?? UIDropProposal(operation: .cancel)
    }
    func sessionDidExit(_ session: DropSession) { delegate?.dropInteraction(self, sessionDidExit: session) }
    func performDrop(_ session: DropSession) { delegate?.dropInteraction(self, performDrop: session) }
    func previewForDropping(_ item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview)
        -> UITargetedDragPreview? {
        guard let delegate else { return defaultPreview }
        return delegate.dropInteraction(self, previewForDropping: item, withDefault: defaultPreview)
    }
    func willAnimateDrop(of item: UIDragItem, with animator: any UIDragAnimating) {
        delegate?.dropInteraction(self, item: item, willAnimateDropWith: animator)
    }
    func concludeDrop(_ session: DropSession) { delegate?.dropInteraction(self, concludeDrop: session) }
    func sessionDidEnd(_ session: DropSession) { delegate?.dropInteraction(self, sessionDidEnd: session) }
}
