/// A button of an alert or action sheet: its title, style and the handler run when the user chooses it (after the
/// alert is dismissed). A disabled action is drawn dimmed and cannot be chosen.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    open private(set) var title: String?
    open private(set) var style: Style
    open var isEnabled = true { didSet { if isEnabled != oldValue { owner?.actionsChanged() } } }
    let handler: ((UIAlertAction) -> Void)?
    weak var owner: UIAlertController?

    init(title: String?, style: Style, actionHandler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        handler = actionHandler
        super.init()
    }

    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, actionHandler: handler)
    }
}
