/// What storyboards say about tables, navigation items and bar button items. A table's prototype cells and a
/// controller's `<navigationItem key="navigationItem">` are made by the load itself (NibInstantiation+Tables.swift).
extension UINibStandardClasses {
    static let tableStyles: [String: UITableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]

    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    private static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    private static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]

    private static let separatorStyles: [String: UITableViewCell.SeparatorStyle] = [
        "none": .none, "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLineEtched,
    ]

    /// Interface Builder's names for system items, in `UIBarButtonItem.SystemItem` order.
    private static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "close": .close,
    ]

    private static let largeTitleDisplayModes: [String: UINavigationItem.LargeTitleDisplayMode] = [
        "automatic": .automatic, "always": .always, "never": .never, "inline": .inline,
    ]

    /// `<tableView rowHeight=... estimatedRowHeight=... sectionHeaderHeight=... separatorStyle=... allowsSelection=...>`;
    /// a height of -1 is Interface Builder's "automatic".
    static func configureTableView(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let table = object as? UITableView else { return }
        func height(_ name: String) -> CGFloat? {
            attributes.number(name).map { $0 < 0 ? UITableView.automaticDimension : $0 }
        }
        if let value = height("rowHeight") { table.rowHeight = value }
        if let value = height("estimatedRowHeight") { table.estimatedRowHeight = value }
        if let value = height("sectionHeaderHeight") { table.sectionHeaderHeight = value }
        if let value = height("sectionFooterHeight") { table.sectionFooterHeight = value }
        if let value = attributes.enumeration("separatorStyle", separatorStyles) { table.separatorStyle = value }
        if let value = attributes.bool("allowsSelection") { table.allowsSelection = value }
        if let value = attributes.bool("allowsMultipleSelection") { table.allowsMultipleSelection = value }
    }

    /// `<tableViewCell accessoryType=... selectionStyle=...>`; style and reuse identifier are read by
    /// `UITableViewCell.init(coder:)`.
    static func configureTableViewCell(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let cell = object as? UITableViewCell else { return }
        if let value = attributes.enumeration("accessoryType", accessoryTypes) { cell.accessoryType = value }
        if let value = attributes.enumeration("selectionStyle", selectionStyles) { cell.selectionStyle = value }
    }

    /// `<navigationItem title=... prompt=... largeTitleDisplayMode=...>`.
    static func configureNavigationItem(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let item = object as? UINavigationItem else { return }
        if let title = attributes.string("title") { item.title = title }
        if let prompt = attributes.string("prompt") { item.prompt = prompt }
        if let mode = attributes.enumeration("largeTitleDisplayMode", largeTitleDisplayModes) { item.largeTitleDisplayMode = mode }
    }

    /// `<barButtonItem systemItem="add">` is a system item; otherwise a titled or image item.
    static func makeBarButtonItem(_ coder: NibCoder) -> UIBarButtonItem? {
        guard let name = coder.element["systemItem"] else { return UIBarButtonItem(coder: coder) }
        guard let systemItem = systemItems[name] else {
            UIKitLog.error("\(coder.path):\(coder.element.line): unknown systemItem \"\(name)\"; using a plain item")
            return UIBarButtonItem(coder: coder)
        }
        return UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
    }

    /// `<barButtonItem title=... image=... style="done" enabled=...>`.
    static func configureBarButtonItem(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let item = object as? UIBarButtonItem else { return }
        if let title = attributes.string("title") { item.title = title }
        if attributes.string("image") != nil { item.image = attributes.image() }
        if let style = attributes.string("style") { item.style = style == "done" ? .done : .plain }
        if let enabled = attributes.bool("enabled") { item.isEnabled = enabled }
    }
}
