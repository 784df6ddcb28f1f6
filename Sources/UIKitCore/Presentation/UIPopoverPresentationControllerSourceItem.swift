/// Something a popover can point at: a view or a bar button item (iOS 16's `sourceItem`).
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates; `nil` when it is not on screen there.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return referenceView.convert(bounds, from: self)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view the bar shows the item with.
    public func frame(in referenceView: UIView) -> CGRect? { itemView?.frame(in: referenceView) }
}
