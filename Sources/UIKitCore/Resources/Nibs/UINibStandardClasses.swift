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
        "scrollView": UINibClassRegistry.Entry(make: { UIScrollView(coder: $0) }, configure: configureScrollView),
        "textField": UINibClassRegistry.Entry(make: { UITextField(coder: $0) }, configure: configureTextField),
        "textView": UINibClassRegistry.Entry(make: { UITextView(coder: $0) }, configure: configureTextView),
        // A container view is a plain view its embed segue fills with the child controller's view.
        "containerView": UINibClassRegistry.Entry { UIView(coder: $0) },
        // Navigation and tables (UINibStandardClasses+Tables.swift).
        "navigationController": UINibClassRegistry.Entry(make: { UINavigationController(coder: $0) },
                                                         configure: configureNavigationController),
        "tableViewController": UINibClassRegistry.Entry(make: { UITableViewController(coder: $0) },
                                                        configure: configureViewController),
        "tableView": UINibClassRegistry.Entry(make: { UITableView(coder: $0) }, configure: configureTableView),
        "tableViewCell": UINibClassRegistry.Entry(make: { UITableViewCell(coder: $0) }, configure: configureTableViewCell),
        "navigationItem": UINibClassRegistry.Entry(make: { UINavigationItem(coder: $0) }, configure: configureNavigationItem),
        "barButtonItem": UINibClassRegistry.Entry(make: { makeBarButtonItem($0) }, configure: configureBarButtonItem),
        // Tabs (UINibStandardClasses+Tabs.swift).
        "tabBarController": UINibClassRegistry.Entry(make: { UITabBarController(coder: $0) },
                                                     configure: configureTabBarController),
        "tabBarItem": UINibClassRegistry.Entry(make: { makeTabBarItem($0) }, configure: configureTabBarItem),
        "splitViewController": UINibClassRegistry.Entry(make: { UISplitViewController(coder: $0) },
                                                        configure: configureViewController),
        // Collections (UINibStandardClasses+Collections.swift).
        "collectionViewController": UINibClassRegistry.Entry(make: { UICollectionViewController(coder: $0) },
                                                             configure: configureViewController),
        "collectionView": UINibClassRegistry.Entry(make: { UICollectionView(coder: $0) }, configure: configureCollectionView),
        "collectionViewCell": UINibClassRegistry.Entry { UICollectionViewCell(coder: $0) },
        "collectionReusableView": UINibClassRegistry.Entry { UICollectionReusableView(coder: $0) },
        "collectionViewFlowLayout": UINibClassRegistry.Entry(make: { _ in UICollectionViewFlowLayout() },
                                                             configure: configureFlowLayout),
    ]

    /// `<scrollView pagingEnabled=... bounces=... showsHorizontalScrollIndicator=... maximumZoomScale=...>`.
    static func configureScrollView(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let scrollView = object as? UIScrollView else { return }
        if let value = attributes.bool("scrollEnabled") { scrollView.isScrollEnabled = value }
        if let value = attributes.bool("pagingEnabled") { scrollView.isPagingEnabled = value }
        if let value = attributes.bool("bounces") { scrollView.bounces = value }
        if let value = attributes.bool("alwaysBounceVertical") { scrollView.alwaysBounceVertical = value }
        if let value = attributes.bool("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = value }
        if let value = attributes.bool("directionalLockEnabled") { scrollView.isDirectionalLockEnabled = value }
        if let value = attributes.bool("showsHorizontalScrollIndicator") { scrollView.showsHorizontalScrollIndicator = value }
        if let value = attributes.bool("showsVerticalScrollIndicator") { scrollView.showsVerticalScrollIndicator = value }
        if let value = attributes.bool("bouncesZoom") { scrollView.bouncesZoom = value }
        if let value = attributes.number("minimumZoomScale") { scrollView.minimumZoomScale = value }
        if let value = attributes.number("maximumZoomScale") { scrollView.maximumZoomScale = value }
    }

    /// `<textField text=... placeholder=... borderStyle=... textAlignment=... clearsOnBeginEditing=...>` with
    /// `<fontDescription>`, `<color key="textColor">` and `<textInputTraits key="textInputTraits" secureTextEntry=...>`.
    private static func configureTextField(_ object: AnyObject, _ attributes: UINibAttributes) {
        configureControl(object, attributes)
        guard let field = object as? UITextField else { return }
        if let text = attributes.string("text") { field.text = text }
        if let placeholder = attributes.string("placeholder") { field.placeholder = placeholder }
        if let font = attributes.font() { field.font = font }
        if let color = attributes.color("textColor") { field.textColor = color }
        if let alignment = attributes.enumeration("textAlignment", textAlignments) { field.textAlignment = alignment }
        if let style = attributes.enumeration("borderStyle", borderStyles) { field.borderStyle = style }
        if let clears = attributes.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let secure = attributes.child("textInputTraits", key: "textInputTraits")?.bool("secureTextEntry") {
            field.isSecureTextEntry = secure
        }
    }

    /// `<textView text=... editable=... selectable=... textAlignment=...>` (or the text as a `<string key="text">`
    /// child) with `<fontDescription>` and `<color key="textColor">`.
    private static func configureTextView(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let textView = object as? UITextView else { return }
        if let text = attributes.string("text") ?? attributes.text("text") { textView.text = text }
        if let font = attributes.font() { textView.font = font }
        if let color = attributes.color("textColor") { textView.textColor = color }
        if let alignment = attributes.enumeration("textAlignment", textAlignments) { textView.textAlignment = alignment }
        if let editable = attributes.bool("editable") { textView.isEditable = editable }
        if let selectable = attributes.bool("selectable") { textView.isSelectable = selectable }
    }

    private static let borderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]

    static func configureViewController(_ object: AnyObject, _ attributes: UINibAttributes) {
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
        if let font = attributes.font() { button.titleLabel?.font = font }
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
