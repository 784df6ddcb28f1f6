/// The Interface Builder elements UIKit itself makes (R-NIB-4 step 2): each element name, the class it makes and
/// how that class's own attributes apply. Apps add to these through `UINibClassRegistry`.
@MainActor enum UINibStandardClasses {
    static let entries: [String: UINibClassRegistry.Entry] = [
        "view": UINibClassRegistry.Entry { UIView(coder: $0) },
        "window": UINibClassRegistry.Entry { UIWindow(coder: $0) },
        "viewController": UINibClassRegistry.Entry(make: { UIViewController(coder: $0) }, configure: configureViewController),
        "label": UINibClassRegistry.Entry(make: { UILabel(coder: $0) }, configure: configureLabel),
        "imageView": UINibClassRegistry.Entry(make: { UIImageView(coder: $0) }, configure: configureImageView),
        "button": UINibClassRegistry.Entry(make: { makeButton($0) }, configure: configureButton),
        "control": UINibClassRegistry.Entry(make: { UIControl(coder: $0) }, configure: configureControl),
        // A container view is a plain view its embed segue fills with the child controller's view.
        "containerView": UINibClassRegistry.Entry { UIView(coder: $0) },
    ]

    private static func configureViewController(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let controller = object as? UIViewController else { return }
        if let title = attributes.string("title") { controller.title = title }
    }

    /// `<label text=... textAlignment=... lineBreakMode=... numberOfLines=...>` with `<fontDescription>`,
    /// `<color key="textColor">`, `<color key="highlightedColor">`, or the text as a `<string key="text">` child.
    private static func configureLabel(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let label = object as? UILabel else { return }
        if let text = attributes.string("text") ?? attributes.text("text") { label.text = text }
        if let font = attributes.font() { label.font = font }
        if let color = attributes.color("textColor") { label.textColor = color }
        if let color = attributes.color("highlightedColor") { label.highlightedTextColor = color }
        if let lines = attributes.integer("numberOfLines") { label.numberOfLines = lines }
        if let alignment = attributes.enumeration("textAlignment", textAlignments) { label.textAlignment = alignment }
        if let mode = attributes.enumeration("lineBreakMode", lineBreakModes) { label.lineBreakMode = mode }
        if let highlighted = attributes.bool("highlighted") { label.isHighlighted = highlighted }
    }

    /// `<imageView image="Name" highlightedImage="Name">`: images by name from the nib's bundle (R-IMG-2).
    private static func configureImageView(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let imageView = object as? UIImageView else { return }
        if let image = attributes.image("image") { imageView.image = image }
        if let image = attributes.image("highlightedImage") { imageView.highlightedImage = image }
        if let highlighted = attributes.bool("highlighted") { imageView.isHighlighted = highlighted }
    }

    /// A plain `<button>` is made with its `buttonType` (which a button cannot change after it is made); a custom
    /// subclass gets `init(coder:)` like every other class (R-NIB-4).
    private static func makeButton(_ coder: NibCoder) -> AnyObject? {
        let type = (coder.decodeObject(forKey: "buttonType") as? String).flatMap { buttonTypes[$0] } ?? .custom
        return UIButton(type: type)
    }

    /// `<state key="normal|highlighted|selected|disabled" title=... image=... backgroundImage=...>` with
    /// `<color key="titleColor">`, and the title's `<fontDescription>`.
    private static func configureButton(_ object: AnyObject, _ attributes: UINibAttributes) {
        configureControl(object, attributes)
        guard let button = object as? UIButton else { return }
        if let font = attributes.font() { button.titleFont = font }
        for (key, state) in attributes.states() {
            guard let controlState = controlStates[key] else {
                attributes.warn("unknown button state \"\(key)\"")
                continue
            }
            if let title = state.string("title") { button.setTitle(title, for: controlState) }
            if let color = state.color("titleColor") { button.setTitleColor(color, for: controlState) }
            if let image = state.image("image") { button.setImage(image, for: controlState) }
            if let image = state.image("backgroundImage") { button.setBackgroundImage(image, for: controlState) }
        }
    }

    private static func configureControl(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let control = object as? UIControl else { return }
        if let enabled = attributes.bool("enabled") { control.isEnabled = enabled }
        if let selected = attributes.bool("selected") { control.isSelected = selected }
        if let highlighted = attributes.bool("highlighted") { control.isHighlighted = highlighted }
    }

    private static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    private static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
    private static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]
    private static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    /// Interface Builder's names for control events (`<action eventType="touchUpInside">`).
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}

/// Nib actions on controls are `UIAction`s for the Interface Builder event (R-NIB-4 step 3: "actions use
/// addTarget:action:forControlEvents:"); the handler gets the control as sender.
extension UIControl: UINibActionSource {
    public func connectNibAction(eventType: String, handler: @escaping @MainActor (_ sender: Any) -> Void) -> Bool {
        guard let events = UINibStandardClasses.controlEvents[eventType] else { return false }
        addAction(UIAction { [unowned self] _ in handler(self) }, for: events)
        return true
    }
}
