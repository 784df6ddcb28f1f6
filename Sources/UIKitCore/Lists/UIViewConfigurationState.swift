import Foundation

/// A view's state for its configurations: traits, and whether it is disabled, highlighted, selected, focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
