/// A button says its title and presses as a click does.
extension UIButton: StandardAccessibility {
    var standardAccessibilityLabel: String? { currentTitle ?? configuration?.title }
    var standardAccessibilityTraits: UIAccessibilityTraits { .button }
    func standardAccessibilityActivate() -> Bool {
        performPrimaryActionFromKeyboard()
        return true
    }
}
