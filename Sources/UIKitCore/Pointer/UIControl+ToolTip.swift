/// `toolTip` on controls (iOS 15): a tooltip interaction the control keeps for it.
extension UIControl {
    /// The control's tooltip; nil removes it.
    public var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let interaction = toolTipInteraction {
                interaction.defaultToolTip = newValue
            } else if let newValue {
                addInteraction(UIToolTipInteraction(defaultToolTip: newValue))
            }
        }
    }

    /// The interaction behind `toolTip`.
    public var toolTipInteraction: UIToolTipInteraction? {
        interactions.lazy.compactMap { $0 as? UIToolTipInteraction }.first
    }
}
