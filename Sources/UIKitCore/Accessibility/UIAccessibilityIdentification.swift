/// A string that identifies an element to UI tests and automation, never spoken to the user.
@preconcurrency @MainActor public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
