/// Attaching recognizers to views (E-GR-1): the view keeps them; a touch goes to those of its hit-test view and
/// every ancestor.
extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// A recognizer belongs to one view at a time: adding it elsewhere moves it.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// A recognizer removed mid-gesture forgets its touches; touches it held back from views are released.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
        GestureArena.shared.forget(gestureRecognizer)
    }
}
