/// Text fields and text views take dropped text without a drop interaction of their own, as on iOS: the drop
/// puts the caret where it lands and inserts the text there (a copy; the source keeps its text).
@MainActor final class TextDropTarget: DropTarget {
    private weak var input: (any UIView & UITextInput)?

    private init(input: any UIView & UITextInput) { self.input = input }

    /// The target for `view` when it is an editable text input and the session carries text.
    static func target(for view: UIView, session: DropSession, current: (any DropTarget)?) -> TextDropTarget? {
        if let current = current as? TextDropTarget, current.input === view { return current }
        guard let input = view as? any UIView & UITextInput, isEditable(view),
              session.canLoadObjects(ofClass: String.self) else { return nil }
        return TextDropTarget(input: input)
    }

    private static func isEditable(_ view: UIView) -> Bool {
        switch view {
        case let textView as UITextView: textView.isEditable
        case let field as UITextField: field.isEnabled
        default: false
        }
    }

    func canHandle(_ session: DropSession) -> Bool { true }
    func sessionDidEnter(_ session: DropSession) {}

    func sessionDidUpdate(_ session: DropSession) -> UIDropProposal {
        let proposal = UIDropProposal(operation: .copy)
        proposal.isPrecise = true
        return proposal
    }

    func sessionDidExit(_ session: DropSession) {}

    func performDrop(_ session: DropSession) {
        guard let input else { return }
        let location = session.location(in: input)
        session.loadObjects(ofClass: String.self) { [weak input] strings in
            guard let input, !strings.isEmpty else { return }
            if let position = input.closestPosition(to: location) {
                input.selectedTextRange = input.textRange(from: position, to: position)
            }
            input.insertText(strings.joined(separator: "\n"))
        }
    }

    /// The text goes in at the caret: the preview shrinks away there.
    func previewForDropping(_ item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview)
        -> UITargetedDragPreview? { defaultPreview }
    func willAnimateDrop(of item: UIDragItem, with animator: any UIDragAnimating) {}
    func concludeDrop(_ session: DropSession) {}
    func sessionDidEnd(_ session: DropSession) {}
}
