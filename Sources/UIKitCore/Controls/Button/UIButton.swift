import Foundation

/// A push button: a title, an image and colours per control state, shown centred (image, then title) by its
/// `imageView` and `titleLabel`, with the normal state's values used wherever a state has none of its own. It takes
/// single-finger single taps from recognizers on its ancestors (UIKit's overlapping-gesture rule).
@preconcurrency @MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static var roundedRect: ButtonType { .system }
    }

    /// Set once, by `init(type:)` (a convenience initializer as in UIKit, so subclasses that override
    /// `init(frame:)` still inherit it); `init(frame:)` makes a custom button.
    public private(set) var buttonType = ButtonType.custom
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]

    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Space between the image and the title (UIKit's fixed gap; not public there).
    var imageTitleSpacing: CGFloat = 4 { didSet { setNeedsLayout() } }
    /// The views that show the title and the image, made when first needed (see UIButton+ContentViews.swift).
    var titleLabelIfMade: UILabel?
    var imageViewIfMade: UIImageView?

    /// The label showing the current title: set its `font`, `numberOfLines` or `lineBreakMode` to change how the
    /// title is drawn. The button sets its text and colour from the per-state values. A button with a
    /// `configuration` draws the configuration's title instead and keeps this label hidden.
    open var titleLabel: UILabel? { madeTitleLabel() }
    /// The image view showing the current image.
    open var imageView: UIImageView? { madeImageView() }
    /// The label showing a configuration's subtitle (iOS 15): nil while the button has no configuration with a
    /// subtitle. The button sets its text, font and colour from the configuration.
    open var subtitleLabel: UILabel? { configuredSubtitleLabel() }
    var subtitleLabelIfMade: UILabel?

    /// The look as a value (iOS 15); nil: the per-state titles, colours and images above.
    open var configuration: Configuration? { didSet { configurationDidChange() } }
    /// Called whenever the state changes (and on `setNeedsUpdateConfiguration()`) to adjust `configuration`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesConfiguration = true
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    /// The spinner a configuration with `showsActivityIndicator` shows.
    var configurationSpinner: UIActivityIndicatorView?

    /// The menu a secondary click or long press shows, and a primary click too with `showsMenuAsPrimaryAction`.
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// A click toggles `isSelected` before the actions are sent.
    open var changesSelectionAsPrimaryAction = false
    var menuPresenter: ButtonMenuPresenter?
    open override var contextMenuInteraction: UIContextMenuInteraction? { menuPresenter?.interaction }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .system { contentEdgeInsets = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        // The title is drawn by the button itself: drawn again at a new size rather than stretched.
        contentMode = .redraw
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        // Property observers do not run inside the class's own initializers.
        configurationDidChange()
        frame.size = sizeThatFits(.zero)
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        adopt(primaryAction)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the action's title and image and sends it on `primaryActionTriggered`.
    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Per-state values

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        updateContentViews()
        invalidateIntrinsicContentSize() // a new title changes the size Auto Layout gives the button (AL-28)
        AccessibilityTree.shared.nameDidChange(of: self)
    }
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state] = color; updateContentViews() }
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor(for: state)
    }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        updateContentViews()
        invalidateIntrinsicContentSize()
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        setNeedsDisplay()
    }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// A system button's title is the tint colour, dimmed while highlighted, grey when disabled; a custom
    /// button's is white.
    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType == .system else { return .white }
        if state.contains(.disabled) { return UIColor(white: 0.5, alpha: 0.5) }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.3) }
        return tintColor
    }

    override func stateDidChange() {
        setNeedsDisplay()
        updateContentViews()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open override func tintColorDidChange() {
        setNeedsDisplay()
        updateContentViews()
        updateSubtitleLabel()
    }

    /// Runs the update handler now; subclasses override this to adjust `configuration` themselves.
    open func updateConfiguration() { runConfigurationUpdateHandler() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { updateConfiguration() }
        layoutContentViews()
        layoutConfigurationSpinner()
        updateSubtitleLabel()
    }

    // MARK: Size and drawing

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configurationSize(configuration) }
        let widthLimit = size.width > 0 ? size.width - contentEdgeInsets.left - contentEdgeInsets.right : 0
        let content = contentViewsSize(widthLimit: widthLimit)
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The background image and a configuration's look; the title and image are the subviews'.
    open override func draw(_ rect: CGRect) {
        if let configuration { return drawConfiguration(configuration.updated(for: self)) }
        currentBackgroundImage?.draw(in: bounds)
    }

    /// A click released inside a button whose menu is its primary action opens the menu (instead of the primary
    /// action); with `changesSelectionAsPrimaryAction` it toggles the selection before the actions go out.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        if showsMenuAsPrimaryAction, menu != nil {
            presentMenuAsPrimaryAction()
        } else if changesSelectionAsPrimaryAction {
            isSelected.toggle()
        }
    }

    override var sendsPrimaryActionOnTouchUp: Bool { !(showsMenuAsPrimaryAction && menu != nil) }

    /// Space and Return press a focused button: its Touch Up Inside and primary action, as a click would.
    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        guard !isRepeat, KeyboardOperation(key) == .activate || KeyboardOperation(key) == .confirm else { return false }
        if showsMenuAsPrimaryAction, menu != nil { presentMenuAsPrimaryAction(); return true }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        performPrimaryActionFromKeyboard()
        return true
    }

    /// A single-finger single tap belongs to the button, not to a tap recognizer of another view.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
