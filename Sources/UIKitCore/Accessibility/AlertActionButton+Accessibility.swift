/// An alert's button says its action's title and chooses it when activated, as a click does.
extension AlertActionButton: StandardAccessibility {
    var standardAccessibilityLabel: String? { action.title }
    var standardAccessibilityTraits: UIAccessibilityTraits { action.isEnabled ? .button : [.button, .notEnabled] }
    func standardAccessibilityActivate() -> Bool {
        guard action.isEnabled, let onChoose else { return false }
        onChoose(action)
        return true
    }
}
