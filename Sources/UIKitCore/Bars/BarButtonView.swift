import Foundation

/// The view a bar shows for a bar button item that has no custom view: its image (tinted, as item images are
/// templates) or its title, the system item's symbol or word, bold for `.done`, dimmed when disabled; a back
/// button leads with the bar's back indicator (the chevron). A tap performs the item's primary action, or shows
/// its menu when it has none.
@MainActor final class BarButtonView: UIControl {
    /// The font of bar button titles (17 pt, as iOS bars use).
    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let doneFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// Room around the content that still takes the tap.
    static let padding: CGFloat = 8
    static let indicatorGap: CGFloat = 4

    let item: UIBarButtonItem
    /// The back indicator when this is a back button.
    var indicator: UIImage? { didSet { invalidateContent() } }
    /// The appearance giving per-state title attributes (from the bar's appearance object).
    var appearance: UIBarButtonItemAppearance? { didSet { invalidateContent() } }
    /// A title standing in for the item's own (a back button's "Back" when the item above's title is too long).
    var titleOverride: String? { didSet { invalidateContent() } }
    /// What a tap does instead of the item's action (the back button pops).
    var tapHandler: (@MainActor () -> Void)?
    private weak var shownMenu: ContextMenuView?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    /// The item changed: enabled state and content again.
    func refresh() {
        isEnabled = item.isEnabled
        if toolTip != item.toolTip { toolTip = item.toolTip }
        if hasSpringLoading != item.isSpringLoaded {
            setSpringLoading(item.isSpringLoaded) { view, _ in
                guard let button = view as? BarButtonView, button.isEnabled else { return }
                button.sendActions(for: .touchUpInside)
            }
        }
        invalidateContent()
    }

    private func invalidateContent() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func stateDidChange() { setNeedsDisplay() }

    // MARK: Content

    /// The title shown: an override, the item's title, or the system item's word; nil when an image shows.
    var shownTitle: String? {
        if let titleOverride { return titleOverride }
        if shownImage != nil, indicator == nil { return nil }
        if let title = item.title { return title }
        return item.systemItem.flatMap(BarButtonView.systemTitle)
    }

    var shownImage: UIImage? {
        if let image = item.image { return image }
        return item.systemItem.flatMap(BarButtonView.systemSymbol).flatMap { UIImage(systemName: $0) }
    }

    /// The words of the system items that are words (iOS's English titles).
    static func systemTitle(_ item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The SF Symbols of the system items that are icons.
    static func systemSymbol(_ item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "bookmark"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop, .close: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        default: nil
        }
    }

    private var isBold: Bool { item.style == .done }

    private var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: isBold ? Self.doneFont : Self.titleFont,
                                                         .foregroundColor: contentColor]
        for (key, value) in appearance?.state(state).titleTextAttributes ?? [:] { attributes[key] = value }
        for (key, value) in item.titleTextAttributes(for: .normal) ?? [:] { attributes[key] = value }
        if state != .normal, let own = item.titleTextAttributes(for: state) {
            for (key, value) in own { attributes[key] = value }
        }
        return attributes
    }

    /// The tint (the item's own, else inherited from the bar), dimmed while disabled or highlighted.
    private var contentColor: UIColor {
        let tint: UIColor = item.tintColor ?? tintColor ?? .systemBlue
        if !isEnabled { return tint.withAlphaComponent(0.35) }
        if isHighlighted { return tint.withAlphaComponent(0.3) }
        return tint
    }

    /// Leading indicator, image and title side by side.
    private var pieces: (indicator: CGSize, image: CGSize, title: CGSize) {
        let indicatorSize = indicator?.size ?? .zero
        let imageSize = indicator == nil ? (shownImage?.size ?? .zero) : .zero
        let titleSize = shownTitle.map { $0.size(withAttributes: titleAttributes) } ?? .zero
        return (indicatorSize, imageSize, titleSize)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if item.width > 0 { return CGSize(width: item.width, height: 44) }
        let p = pieces
        var width = p.indicator.width + p.image.width + ceil(p.title.width)
        if p.indicator.width > 0 && p.title.width > 0 { width += Self.indicatorGap }
        return CGSize(width: width + 2 * Self.padding, height: 44)
    }

    override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    override func draw(_ rect: CGRect) {
        let p = pieces
        let color = contentColor
        let content = p.indicator.width + p.image.width + ceil(p.title.width)
            + (p.indicator.width > 0 && p.title.width > 0 ? Self.indicatorGap : 0)
        var x = indicator == nil ? (bounds.width - content) / 2 : Self.padding
        if let indicator {
            indicator.withTintColor(color).draw(in: CGRect(x: x, y: (bounds.height - p.indicator.height) / 2,
                                                          width: p.indicator.width, height: p.indicator.height))
            x += p.indicator.width + Self.indicatorGap
        } else if let image = shownImage {
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
            drawn.draw(in: CGRect(x: x, y: (bounds.height - p.image.height) / 2, width: p.image.width, height: p.image.height))
            x += p.image.width
        }
        if let title = shownTitle {
            title.draw(at: CGPoint(x: x, y: (bounds.height - p.title.height) / 2), withAttributes: titleAttributes)
        }
    }

    // MARK: Tapping

    private func tapped() {
        if let tapHandler { return tapHandler() }
        if item.primaryAction == nil, item.action == nil, let menu = item.menu {
            showMenu(menu)
        } else {
            item.performPrimaryAction()
        }
    }

    /// Shows `menu` under the button, as a pull-down menu.
    func showMenu(_ menu: UIMenu) {
        guard shownMenu == nil, let window else { return }
        let items = ContextMenuItem.flatten(menu)
        guard items.contains(where: { !$0.isSeparator }) else { return }
        let anchor = convert(CGPoint(x: 0, y: bounds.maxY), to: window)
        shownMenu = ContextMenuView.show(items, at: anchor, in: window) { [weak self] chosen in
            guard let self else { return }
            self.shownMenu?.close()
            self.shownMenu = nil
            self.perform(chosen?.element)
        }
    }

    private func perform(_ element: UIMenuElement?) {
        switch element {
        case let action as UIAction:
            action.perform(from: item)
        case let command as UIKeyCommand:
            if !command.perform(from: UIResponder.currentFirstResponder ?? self) {
                UIKitLog.error("bar button menu: nothing on the responder chain performs the command \"\(command.title)\"")
            }
        default:
            break
        }
    }
}
