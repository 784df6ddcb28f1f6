/// A switch is a toggle button whose value is "1" when on and "0" when off; activating it toggles.
extension UISwitch: StandardAccessibility {
    var standardAccessibilityValue: String? { isOn ? "1" : "0" }
    var standardAccessibilityTraits: UIAccessibilityTraits { [.button, .toggleButton] }
    func standardAccessibilityActivate() -> Bool {
        toggleByUser()
        return true
    }
}
