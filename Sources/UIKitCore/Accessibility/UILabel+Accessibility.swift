/// A label is static text that says its text; a navigation bar's title is also a header.
extension UILabel: StandardAccessibility {
    var standardIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    var standardAccessibilityLabel: String? { text }
    var standardAccessibilityTraits: UIAccessibilityTraits {
        var ancestor = superview
        while let view = ancestor, !(view is UINavigationBar) { ancestor = view.superview }
        if let bar = ancestor as? UINavigationBar, bar.titleLabel === self { return [.staticText, .header] }
        return .staticText
    }
}
