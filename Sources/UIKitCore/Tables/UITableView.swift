import Foundation

/// A vertical list of rows in sections, as UIKit draws it: a scroll view that asks its data source for the
/// number of rows and for cells only as rows come into view, and reuses cells that scroll out (TV-1).
///
/// Heights: with estimates (the default), rows are laid out at their estimated height and measured
/// (`heightForRowAt`, or Auto Layout for `automaticDimension`) as they show; their positions live in a prefix-sum
/// tree (`TableRowHeights`), so each frame costs the visible rows only, however long the table.
///
/// `delegate` is the scroll view's property (Swift cannot narrow an inherited property's type): assign an object
/// that conforms to `UITableViewDelegate` and the table finds it there.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// A height that means "measure it": rows through Auto Layout or their content, headers from their title.
    public static let automaticDimension: CGFloat = -1
    public static let indexSearch = "{search}"
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
    /// The estimate used where the estimate is `automaticDimension`.
    static let defaultRowHeight: CGFloat = 44

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsDidChange() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsDidChange() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsDidChange() } }
    /// 0 turns estimates off: every row's height is then asked (and measured) before the first cell (TV-20).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsDidChange() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsDidChange() } }
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsDidChange() } }
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The inset cells without their own adopt (TV-5).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true

    /// Drawn over `backgroundColor`, behind everything, sized to the table (TV-7).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// You set the height; the width follows the table (TV-7).
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    open var sectionIndexColor: UIColor? { didSet { sectionIndex?.setNeedsDisplay() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { sectionIndex?.setNeedsDisplay() } }
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { sectionIndex?.setNeedsDisplay() } }

    open var allowsSelection = true
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelection = false { didSet { selectionModeDidChange() } }
    open var allowsMultipleSelectionDuringEditing = false { didSet { selectionModeDidChange() } }
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    /// Rows drag (with a drag delegate) while this is on; on by default, as on iPad and Mac.
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault { didSet { updateDragAndDropInteractions() } }
    open weak var dragDelegate: (any UITableViewDragDelegate)? { didSet { updateDragAndDropInteractions() } }
    open weak var dropDelegate: (any UITableViewDropDelegate)? { didSet { updateDragAndDropInteractions() } }
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether the table shows what its data source does not hold: a batch update waiting for `endUpdates()`, a
    /// drop placeholder not yet committed or deleted, or the gap a drop that inserts opens among the rows.
    open var hasUncommittedUpdates: Bool { updateDepth > 0 || hasDropPlaceholders || dropGap != nil }

    // MARK: State (the extensions' stores)

    var editing = false
    var model = TableModel()
    var needsReload = true
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var cellRegistrations: [String: TableViewRegistration] = [:]
    var headerFooterRegistrations: [String: TableViewRegistration] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// Cells made by dequeueing since the table was created (tests read it to check reuse, TV-1).
    var cellsCreated = 0
    var selectedRows: Set<IndexPath> = []
    /// Where a Shift range starts and where the keyboard cursor is.
    var selectionAnchor: IndexPath?
    var keyboardCursor: IndexPath?
    var highlightTouch: (touch: UITouch, indexPath: IndexPath, modifiers: UIKeyModifierFlags)?
    var updateDepth = 0
    var pendingUpdates = TableUpdateBatch()
    var prefetchedRows: Set<IndexPath> = []
    var disappearingCells: [UITableViewCell] = []
    /// The cell `reconfigureRows(at:)` hands back from dequeueing.
    var reconfiguringCell: UITableViewCell?
    var swipe: TableSwipeState?
    var swipeStartOffset: CGFloat = 0
    var reorder: TableReorderState?
    /// Drops' placeholder rows, in the order they were put in (UITableView+DropPlaceholders.swift).
    var dropPlaceholders: [TableDropPlaceholderContext] = []
    /// The room a hovering drop that inserts opens, and the row a drop into a row highlights
    /// (UITableView+DropGap.swift).
    var dropGap: TableDropGap?
    var dropHighlightedRow: IndexPath?
    var sectionIndex: TableSectionIndexView?
    lazy var swipePan = TableSwipePanGestureRecognizer(tableView: self)
    lazy var reorderPan = TableReorderGestureRecognizer(tableView: self)
    lazy var contextMenuForwarder = TableContextMenuForwarder(tableView: self)
    lazy var dragDropForwarder = ListDragDropForwarder(host: self)
    lazy var itemDragInteraction = UIDragInteraction(delegate: dragDropForwarder)
    lazy var itemDropInteraction = UIDropInteraction(delegate: dragDropForwarder)
    /// Set while the table itself moves the content (anchoring after a measure) so it does not re-tile twice.
    var isTiling = false

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A storyboard's or nib's table: its `style` attribute (`plain`, `grouped`, `insetGrouped`).
    public required init?(coder: NSCoder) {
        style = UINibStandardClasses.tableStyles[coder.decodeObject(forKey: "style") as? String ?? ""] ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        addGestureRecognizer(swipePan)
        addGestureRecognizer(reorderPan)
        // The scroll view's pan waits for these to fail: a drag on a grip reorders, a sideways drag over a row
        // with actions swipes, anything else scrolls.
        panGestureRecognizer.require(toFail: reorderPan)
        panGestureRecognizer.require(toFail: swipePan)
        addInteraction(UIContextMenuInteraction(delegate: contextMenuForwarder))
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    // MARK: Input (overrides live here; the work is in the extensions)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !handleKey($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    // MARK: Overridable entry points (Swift cannot override what an extension declares; the work is there)

    /// Re-asks everything and deselects every row (see `reloadAllRows`).
    open func reloadData() { reloadAllRows() }

    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowInCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectRowInCode(at: indexPath, animated: animated) }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowInCode(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Overridable queries and updates
    // Swift cannot override what an extension declares, so UIKit's `open` members sit here and call
    // the extension that does the work (named after the member with `InCode` appended).

    // MARK: DragAndDrop (UITableView+DragAndDrop.swift)
    /// A drag from one of the table's rows is in progress.
    open var hasActiveDrag: Bool { hasActiveDragInCode }
    /// A drag is over the table.
    open var hasActiveDrop: Bool { hasActiveDropInCode }

    // MARK: Geometry (UITableView+Geometry.swift)
    open var visibleCells: [UITableViewCell] { visibleCellsInCode }
    open var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRowsInCode }
    /// The row's live cell; nil for a row without one (off screen, TV-18) or outside the table.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cellForRowInCode(at: indexPath) }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { indexPathInCode(for: cell) }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViewInCode(forSection: section)
    }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViewInCode(forSection: section)
    }
    /// The section from its header's top to its footer's bottom.
    open func rect(forSection section: Int) -> CGRect { rectInCode(forSection: section) }
    open func rectForHeader(inSection section: Int) -> CGRect { rectForHeaderInCode(inSection: section) }
    open func rectForFooter(inSection section: Int) -> CGRect { rectForFooterInCode(inSection: section) }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rectForRowInCode(at: indexPath) }
    /// The row under a point (content coordinates); nil over a header, a footer or nothing.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForRowInCode(at: point) }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { indexPathsForRowsInCode(in: rect) }
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToNearestSelectedRowInCode(at: scrollPosition, animated: animated)
    }

    // MARK: Reuse (UITableView+Reuse.swift)
    /// `nil` removes the registration. The class must be a `UITableViewCell` subclass.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerInCode(cellClass, forCellReuseIdentifier: identifier)
    }
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerInCode(nib, forCellReuseIdentifier: identifier)
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerInCode(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerInCode(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }
    /// An idle cell with this identifier, or a new one from the registration; nil when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueReusableCellInCode(withIdentifier: identifier)
    }
    /// Never nil, and already at the row's width and estimated height (TV-8). An identifier never registered is
    /// UIKit's exception: here a log line and a plain cell, so the app keeps running.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCellInCode(withIdentifier: identifier, for: indexPath)
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueReusableHeaderFooterViewInCode(withIdentifier: identifier)
    }

    // MARK: Selection (UITableView+Selection.swift)
    open var indexPathForSelectedRow: IndexPath? { indexPathForSelectedRowInCode }
    open var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedRowsInCode }

    // MARK: Updates (UITableView+Updates.swift)
    open func beginUpdates() { beginUpdatesInCode() }
    open func endUpdates() { endUpdatesInCode() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesInCode(updates, completion: completion)
    }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        insertRowsInCode(at: indexPaths, with: animation)
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        deleteRowsInCode(at: indexPaths, with: animation)
    }
    /// Asks the rows' cells and heights again (not the index, TV-17) and deselects them (TV-23).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRowsInCode(at: indexPaths, with: animation)
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRowInCode(at: indexPath, to: newIndexPath)
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSectionsInCode(sections, with: animation)
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSectionsInCode(sections, with: animation)
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSectionsInCode(sections, with: animation)
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        moveSectionInCode(section, toSection: newSection)
    }
    /// Runs `cellForRowAt` again for the rows' live cells, which the data source gets back from dequeueing
    /// (without `prepareForReuse`), keeping their height unless it is automatic.
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigureRowsInCode(at: indexPaths) }
    /// Only the index is asked again (TV-17).
    open func reloadSectionIndexTitles() { reloadSectionIndexTitlesInCode() }

    // MARK: Counts

    open var numberOfSections: Int {
        ensureModel()
        return model.rowCounts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        ensureModel()
        guard model.rowCounts.indices.contains(section) else {
            UIKitLog.error("UITableView: numberOfRows(inSection: \(section)) for a table of \(model.rowCounts.count) sections; 0")
            return 0
        }
        return model.rowCounts[section]
    }
}
