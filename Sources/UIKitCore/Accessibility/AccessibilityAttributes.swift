import CoreGraphics

/// What code set on one object's UIAccessibility properties. `nil` means "never set": the property then answers
/// with the object's standard description (`StandardAccessibility`), so a `UISwitch` says its value until an app
/// replaces it. Kept in a box made on the first write, so that views nobody describes carry one empty pointer.
@MainActor final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal: Bool?
    var shouldGroupChildren = false
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    var customActions: [UIAccessibilityCustomAction]?
    var identifier: String?
    /// Elements a standard view makes for its parts (a segmented control's segments), kept so that their ids stay
    /// stable while the parts do.
    var partElements: [UIAccessibilityElement] = []
}
