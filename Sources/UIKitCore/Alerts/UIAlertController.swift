/// An alert or an action sheet, presented like any controller. An alert is a 270-point rounded card centred over
/// the dimmed window with its title, message, text fields and buttons (two side by side, cancel on the left; more
/// stacked, cancel last; destructive red, cancel and the preferred action bold), as iPadOS and Mac Catalyst draw
/// it. An action sheet shows as a popover from its bar button item or source view (without its cancel button,
/// as on iPad); without a source, or in a compact window, as a card like an alert. Keys: Return performs the
/// focused button or the preferred action (else the only default one), Escape the cancel action, Tab and Shift+Tab
/// move between the text fields and buttons, Space presses the focused button; focus starts on the preferred action
/// with a visible ring.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    open override var title: String? { didSet { contentChanged() } }
    open var message: String? { didSet { contentChanged() } }
    open private(set) var preferredStyle: Style = .alert
    open private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []

    /// The action Return performs and drawn bold; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) {
                UIKitLog.error("UIAlertController preferredAction must be one of its actions; ignored")
                preferredAction = oldValue
                return
            }
            focusedIndex = nil
            contentChanged()
        }
    }

    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Adds an action (only one may be `.cancel`: a second is logged and ignored, where UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitLog.error("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; "
                           + "ignoring \"\(action.title ?? "")\"")
            return
        }
        if actions.contains(where: { $0 === action }) {
            UIKitLog.error("UIAlertController already has the action \"\(action.title ?? "")\"; ignored")
            return
        }
        action.owner = self
        actions.append(action)
        contentChanged()
    }

    /// Adds a text field, configured by the handler before the alert appears (alerts only: an action sheet logs
    /// and ignores it, where UIKit raises).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitLog.error("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 238, height: AlertView.fieldHeight))
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 13)
        fields.append(field)
        configurationHandler?(field)
        contentChanged()
    }

    /// The card's preferred size, which a popover showing the action sheet takes.
    open override var preferredContentSize: CGSize {
        get {
            let own = super.preferredContentSize
            guard own == .zero else { return own }
            return alertView.fittingSize(width: cardWidth)
        }
        set { super.preferredContentSize = newValue }
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        alertView.refreshButtons()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let first = fields.first { _ = first.becomeFirstResponder() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
    }

    // MARK: Content

    var alertView: AlertView {
        loadViewIfNeeded()
        return view as! AlertView
    }

    /// 270 points for an alert, 304 for an action sheet (iPad's widths).
    var cardWidth: CGFloat { preferredStyle == .alert ? 270 : 304 }

    /// True while shown as a popover, where the cancel button is left out (a click outside cancels).
    var isInPopover: Bool { activePresentationController is UIPopoverPresentationController }

    func contentChanged() {
        guard isViewLoaded else { return }
        alertView.rebuild()
        presentationControllerStorage?.preferredContentSizeDidChange()
    }

    func actionsChanged() {
        guard isViewLoaded else { return }
        alertView.refreshButtons()
    }

    /// The buttons in the order shown: the others in the order added, the cancel action last (first when two
    /// sit side by side), left out in a popover.
    var displayedActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }), !isInPopover else { return others }
        let sideBySide = AlertView.buttonsSideBySide(others + [cancel], style: preferredStyle, width: cardWidth)
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    /// The action Return performs: the preferred one, else the only non-cancel default one.
    var returnAction: UIAlertAction? {
        if let preferredAction { return preferredAction }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    /// Dismisses the alert and runs the action's handler once it is gone (a disabled action does nothing).
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    // MARK: Focus (UIAlertController+Keyboard.swift)

    /// The focused item among the text fields and the buttons (`nil`: the return action's button).
    var focusedIndex: Int?
}
