import Foundation

/// An element that is not a view: a part of a view that draws its parts itself (a chart's bars, a segment), given
/// to assistive technologies through the container's `accessibilityElements`.
@preconcurrency @MainActor open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    private let attributes = AccessibilityAttributes()

    /// The view or element that lists this element. Weak, as UIKit's: the container owns its elements.
    open weak var accessibilityContainer: AnyObject?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in the container view's coordinates; it follows the container as it moves, unlike
    /// `accessibilityFrame` (screen coordinates) when that is set.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    open var accessibilityIdentifier: String? {
        get { attributes.identifier } set { attributes.identifier = newValue }
    }

    // The UIAccessibility informal protocol, as UIResponder's (an element is an element unless told otherwise).
    open var isAccessibilityElement: Bool { get { attributes.isElement ?? true } set { attributes.isElement = newValue } }
    open var accessibilityLabel: String? { get { attributes.label } set { attributes.label = newValue } }
    open var accessibilityHint: String? { get { attributes.hint } set { attributes.hint = newValue } }
    open var accessibilityValue: String? { get { attributes.value } set { attributes.value = newValue } }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { attributes.traits ?? .none } set { attributes.traits = newValue }
    }
    /// The set frame, else the container-space frame converted to the screen through the container view.
    open var accessibilityFrame: CGRect {
        get {
            if let frame = attributes.frame { return frame }
            guard let view = containerView else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
        }
        set { attributes.frame = newValue }
    }
    open var accessibilityPath: UIBezierPath? { get { attributes.path } set { attributes.path = newValue } }
    open var accessibilityActivationPoint: CGPoint {
        get { attributes.activationPoint ?? accessibilityFrame.accessibilityMiddle } set { attributes.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? { get { attributes.language } set { attributes.language = newValue } }
    open var accessibilityElementsHidden: Bool { get { attributes.elementsHidden } set { attributes.elementsHidden = newValue } }
    open var accessibilityViewIsModal: Bool { get { attributes.viewIsModal ?? false } set { attributes.viewIsModal = newValue } }
    open var shouldGroupAccessibilityChildren: Bool {
        get { attributes.shouldGroupChildren } set { attributes.shouldGroupChildren = newValue }
    }
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { attributes.navigationStyle } set { attributes.navigationStyle = newValue }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { attributes.respondsToUserInteraction ?? !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable]) }
        set { attributes.respondsToUserInteraction = newValue }
    }
    open var accessibilityUserInputLabels: [String]! {
        get { attributes.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] } set { attributes.userInputLabels = newValue }
    }
    open var accessibilityElements: [Any]? {
        get { attributes.elements }
        set { attributes.elements = newValue; AccessibilityTree.shared.childrenDidChange(of: self) }
    }
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? { AccessibilityContainer.element(at: index, in: accessibilityElements) }
    open func index(ofAccessibilityElement element: Any) -> Int { AccessibilityContainer.index(of: element, in: accessibilityElements) }
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { attributes.containerType ?? .none } set { attributes.containerType = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { attributes.customActions } set { attributes.customActions = newValue }
    }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The nearest view up the chain of containers.
    var containerView: UIView? {
        var container = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}
