/// What the tree reads of any element, whether a responder (views) or a `UIAccessibilityElement`: both declare the
/// UIAccessibility members in their class bodies, and this protocol lets the tree call them (and their overrides)
/// without asking which kind it has.
@MainActor protocol AccessibilityDescribing: AnyObject {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityActivationPoint: CGPoint { get }
    var accessibilityLanguage: String? { get }
    var accessibilityElementsHidden: Bool { get }
    var accessibilityViewIsModal: Bool { get }
    var shouldGroupAccessibilityChildren: Bool { get }
    var accessibilityContainerType: UIAccessibilityContainerType { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    var accessibilityRespondsToUserInteraction: Bool { get }
    func accessibilityElementCount() -> Int
    func accessibilityElement(at index: Int) -> Any?
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
}

extension UIResponder: AccessibilityDescribing {}
extension UIAccessibilityElement: AccessibilityDescribing {}
