import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item, a custom view or a space. Tapping
/// it performs `primaryAction`, shows `menu` when there is no primary action, or sends `action` to `target`
/// (through the responder chain when `target` is nil). `action` is a `Selector`: a name looked up among the
/// actions registered with `UINibConnections`, as there is no Objective-C runtime to send it.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem, AppearanceRecording {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close
    }

    open var style: Style = .plain { didSet { if style != oldValue { noteChange() } } }
    /// The item's width; 0 sizes it to its content (and, for a fixed space, is the space's width).
    open var width: CGFloat = 0 { didSet { if width != oldValue { noteChange() } } }
    open var possibleTitles: Set<String>?
    open var customView: UIView? { didSet { if customView !== oldValue { noteChange() } } }
    open var action: Selector?
    open weak var target: AnyObject?
    open var primaryAction: UIAction? { didSet { applyPrimaryAction() } }
    open var menu: UIMenu? { didSet { noteChange() } }
    open var isSelected: Bool = false { didSet { if isSelected != oldValue { noteChange() } } }
    open var changesSelectionAsPrimaryAction: Bool = false
    open var isHidden: Bool = false { didSet { if isHidden != oldValue { noteChange() } } }
    open var tintColor: UIColor? {
        didSet {
            noteChange()
            recordAppearance("tintColor") { [tintColor] in $0.tintColor = tintColor }
        }
    }
    /// What a Catalyst toolbar and a tooltip show when the pointer rests on the item (its bar button view's tooltip).
    open var toolTip: String? { didSet { if toolTip != oldValue { noteChange() } } }
    /// A drag resting on the item's view in a bar taps the item (`UISpringLoadedInteractionSupporting`).
    open var isSpringLoaded = false { didSet { if isSpringLoaded != oldValue { noteChange() } } }

    /// The system item this was made as, or nil.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        if systemItem == .done || systemItem == .save { style = .done }
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space of `width` points between items. UIKit returns `Self`. Swift makes an instance of `Self` only
    /// through a `required` initializer, and a required `init()` would break the subclasses written for UIKit
    /// (`override init()` no longer compiles, and one with an initializer of its own must add `init()`), so this,
    /// `fixedSpace()` and `flexibleSpace()` return a `UIBarButtonItem`, which is what callers put in their bars.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space the bar sizes to fit (the platform's standard width in a navigation bar).
    open class func fixedSpace() -> UIBarButtonItem { fixedSpace(0) }

    /// A space that takes what is left of the bar, shared with the other flexible spaces.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Whether the item is a space rather than something to tap.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title and image of a primary action are the item's when it has none of its own (as UIKit does).
    private func applyPrimaryAction() {
        if let primaryAction {
            if title == nil && !primaryAction.title.isEmpty { title = primaryAction.title }
            if image == nil { image = primaryAction.image }
        }
        noteChange()
    }

    open override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        super.setTitleTextAttributes(attributes, for: state)
        recordAppearance("titleTextAttributes.\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    // MARK: Appearance proxies (Appearance/UIAppearance.swift): applied when a bar shows the item.

    let appearanceRecord = AppearanceRecord()
    var existingAppearanceRecord: AppearanceRecord? { appearanceRecord }
    /// The bar showing the item (a navigation bar or toolbar).
    weak var hostingBar: UIView?
    var appearanceContainers: [AnyObject] { hostingBar.map { [$0] + $0.responderAncestors } ?? [] }

    /// The view a bar shows for this item while it is in a bar: popovers and menus anchor to it.
    weak var itemView: UIView?

    /// What a tap does: the primary action; else the target's action (up the responder chain from the item's
    /// view when the target is nil). A menu without a primary action is shown by the bar, not here.
    func performPrimaryAction() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(from: self)
        } else if let action {
            let sender: Any = self
            if !UINibConnections.send(action.name, to: target, from: sender),
               !UINibConnections.send(action.name, to: nil, from: itemView ?? sender) {
                UIKitLog.error("UIBarButtonItem: no target answers \(action.name) (register it with UINibConnections.registerAction)")
            }
        }
    }
}

extension UIBarButtonItem: UIAppearance {
    public static func appearance() -> Self { appearanceProxy(in: []) }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(in: containerTypes)
    }
}
