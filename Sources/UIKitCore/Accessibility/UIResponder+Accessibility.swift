import Foundation

/// The defaults behind UIResponder's UIAccessibility properties: what a standard view says of itself until code sets
/// a property (`StandardAccessibility`), and the container methods' answers from `accessibilityElements`.
extension UIResponder {
    /// The box of set values, made on the first write.
    var accessibilityAttributes: AccessibilityAttributes {
        if let attributes = accessibilityAttributesIfMade { return attributes }
        let attributes = AccessibilityAttributes()
        accessibilityAttributesIfMade = attributes
        return attributes
    }

    private var standard: (any StandardAccessibility)? { self as? any StandardAccessibility }

    var defaultIsAccessibilityElement: Bool { standard?.standardIsAccessibilityElement ?? false }
    var defaultAccessibilityLabel: String? { standard?.standardAccessibilityLabel }
    var defaultAccessibilityValue: String? { standard?.standardAccessibilityValue }
    var defaultAccessibilityViewIsModal: Bool { standard?.standardAccessibilityViewIsModal ?? false }
    var defaultAccessibilityContainerType: UIAccessibilityContainerType { standard?.standardAccessibilityContainerType ?? .none }

    /// The standard traits plus what a control's state says now: `notEnabled` while disabled, `selected` while
    /// selected, as UIKit's controls report.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = standard?.standardAccessibilityTraits ?? .none
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// A view's frame in screen coordinates, as UIKit computes it each time it is asked; other responders have none.
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }

    /// Elements that act: buttons, adjustables, links, keys, text entry, and any enabled control.
    var defaultAccessibilityRespondsToUserInteraction: Bool {
        let acting: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton,
                                             .allowsDirectInteraction]
        if !accessibilityTraits.isDisjoint(with: acting) { return true }
        return (self as? UIControl)?.isEnabled ?? false
    }

    /// Activation without a touch: the standard control's primary action (a button's press, a switch's toggle).
    func defaultAccessibilityActivate() -> Bool {
        guard let standard, (self as? UIControl)?.isEnabled ?? true else { return false }
        return standard.standardAccessibilityActivate()
    }

    /// One step of an adjustable standard control, up (`1`) or down (`-1`).
    func defaultAccessibilityAdjust(by direction: Int) {
        guard let standard, (self as? UIControl)?.isEnabled ?? true else { return }
        standard.standardAccessibilityAdjust(by: direction)
    }

    /// Tells a listening client that this object's children changed.
    func accessibilityChildrenDidChange() { AccessibilityTree.shared.childrenDidChange(of: self) }
}

extension CGRect {
    /// The middle of an accessibility frame: the default activation point.
    var accessibilityMiddle: CGPoint { CGPoint(x: midX, y: midY) }
}

/// The container methods' defaults, from a list of elements (`accessibilityElements`).
enum AccessibilityContainer {
    static func element(at index: Int, in elements: [Any]?) -> Any? {
        guard let elements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    static func index(of element: Any, in elements: [Any]?) -> Int {
        elements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}
