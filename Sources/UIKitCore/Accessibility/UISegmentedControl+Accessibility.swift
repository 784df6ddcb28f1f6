/// A segmented control is a container of its segments: each a button saying its title, selected when it is the
/// selected segment; activating one selects it as a click does. The control itself is not an element.
extension UISegmentedControl: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { false }
    var standardAccessibilityRole: AccessibilityRole? { .pageTabList }
    var standardAccessibilityParts: [Any]? {
        let attributes = accessibilityAttributes
        let count = numberOfSegments
        if attributes.partElements.count > count { attributes.partElements.removeLast(attributes.partElements.count - count) }
        while attributes.partElements.count < count {
            attributes.partElements.append(SegmentAccessibilityElement(control: self, index: attributes.partElements.count))
        }
        return attributes.partElements
    }
}
