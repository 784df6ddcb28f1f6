import Foundation

/// Shows a short text about a view when the pointer rests on it, after the desktop's delay; moving off it, a key
/// or a click takes the tooltip away.
@preconcurrency @MainActor open class UIToolTipInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?
    public weak var delegate: (any UIToolTipInteractionDelegate)?
    open var isEnabled = true
    open var defaultToolTip: String?

    public override init() { super.init() }

    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
        ToolTips.interactionMoved(self)
    }

    /// What to show with the pointer at `point` (the view's coordinates): the delegate's answer, else the default.
    func configuration(at point: CGPoint) -> UIToolTipConfiguration? {
        guard isEnabled, view != nil else { return nil }
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        return defaultToolTip.flatMap { $0.isEmpty ? nil : UIToolTipConfiguration(toolTip: $0) }
    }
}

/// Chooses a tooltip by where the pointer is in the view.
@preconcurrency @MainActor public protocol UIToolTipInteractionDelegate: AnyObject {
    func toolTipInteraction(_ interaction: UIToolTipInteraction,
                            configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    public func toolTipInteraction(_ interaction: UIToolTipInteraction,
                                   configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        interaction.defaultToolTip.map(UIToolTipConfiguration.init(toolTip:))
    }
}
