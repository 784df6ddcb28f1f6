import Foundation

/// How bar button items of one style look, per state (normal, highlighted, disabled, focused).
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject {
    public private(set) var normal = UIBarButtonItemStateAppearance()
    public private(set) var highlighted = UIBarButtonItemStateAppearance()
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    public private(set) var focused = UIBarButtonItemStateAppearance()
    private let style: UIBarButtonItem.Style

    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
        configureWithDefault(for: style)
    }

    public override convenience init() { self.init(style: .plain) }

    init(copying other: UIBarButtonItemAppearance) {
        style = other.style
        normal = UIBarButtonItemStateAppearance(copying: other.normal)
        highlighted = UIBarButtonItemStateAppearance(copying: other.highlighted)
        disabled = UIBarButtonItemStateAppearance(copying: other.disabled)
        focused = UIBarButtonItemStateAppearance(copying: other.focused)
        super.init()
    }

    /// Resets every state to the system look for `style` (no attributes of its own: the bar's tint and fonts).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// The state appearance for a control state (highlighted and disabled win over normal).
    func state(_ state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }
}
