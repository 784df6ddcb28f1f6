import Foundation

/// Every view is a focus environment and item; whether it can hold focus is `canBecomeFocused`.
extension UIView: UIFocusItem {
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { superview }

    /// Focus moves at once here (Tab, `requestFocusUpdate(to:)`), so a request for an update finds nothing to do
    /// but refresh the ring of a focused view that changed shape or colour.
    public func setNeedsFocusUpdate() {
        if isFocused { UIFocusSystem.focusSystem(for: self)?.showRing() }
    }

    public func updateFocusIfNeeded() {}

    /// The view gained or lost focus: controls show it in their state.
    func focusStateDidChange() {
        (self as? UIControl)?.stateDidChange()
        AccessibilityTree.shared.focusStateDidChange(of: self)
    }
}
