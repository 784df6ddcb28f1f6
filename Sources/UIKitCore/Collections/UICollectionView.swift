import Foundation

/// An ordered set of items in sections, shown where a layout object says (CV-3), with reusable cells and
/// supplementary views (only about a screenful alive however far it scrolls), selection by touch, mouse and
/// keyboard, animated batch updates, interactive reordering and animated layout changes.
///
/// `delegate` is the scroll view's property: Swift cannot narrow an inherited property's type as Objective-C does,
/// so it stays `UIScrollViewDelegate?`; a `UICollectionViewDelegate` set there is the collection view's delegate.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind cells are registered under (UIKit's name, as its messages print it).
    static let elementKindCell = "UICollectionElementKindCell"

    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The layout in use; setting it swaps layouts without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Shown behind every element, filling the collection view (in front of `backgroundColor`, CV-5).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true {
        didSet { if !allowsSelection { deselectAllItems() } }
    }
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selection.count > 1 { keepOnlyFirstSelection() } }
    }
    open var allowsSelectionDuringEditing = true
    open var allowsMultipleSelectionDuringEditing = false
    /// Editing mode (iOS 14): selection follows the "during editing" settings, and every cell learns of it (list
    /// cells show the accessories for the state).
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }
    /// Kept for code that sets it (UIKit's default, false): on this desktop the arrow keys always select as they
    /// move, as list and grid views on Linux desktops do, since there is no separate focus ring to show.
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    /// Kept for code that sets it: items are asked for as they come into view, without prefetching.
    open var isPrefetchingEnabled = true

    // MARK: State

    var layout: UICollectionViewLayout
    /// The number of items in each section, as last asked of the data source; nil until first asked.
    var sectionCounts: [Int]?
    /// The layout must run `prepare()` at the next layout pass.
    var layoutNeedsPrepare = true
    var lastLaidOutBounds: CGRect = .null
    /// The views showing now, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// Views off screen waiting to be dequeued, by kind and identifier.
    var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]
    var registrations: [ReuseKey: ReusableViewSource] = [:]
    /// Every view ever made for reuse, counted (tests and benchmarks check that reuse keeps it near a screenful).
    var createdReusableViewCount = 0
    var selection = Set<IndexPath>()
    /// Where a Shift-click or Shift-arrow range starts; the last item the user selected without Shift.
    var selectionAnchor: IndexPath?
    /// The item the keyboard is on.
    var keyboardFocusIndexPath: IndexPath?
    var highlightedIndexPath: IndexPath?
    /// The batch update being recorded (`performBatchUpdates` nests: inner calls add to it).
    var pendingUpdate: BatchUpdateRecord?
    var pendingCompletions: [(Bool) -> Void] = []
    /// Cells being reconfigured: a dequeue for their index path hands back the same cell.
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    /// Views on their way out of a batch update or layout change, recycled when their animation ends.
    var departingViews: [UICollectionReusableView] = []
    /// The interactive move under way.
    var interactiveMovement: InteractiveMovement?
    /// The scroll views of orthogonal sections (compositional layouts), by section.
    var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
    /// The cell for which the data source is being asked now, so a dequeue without an index path is caught.
    var dequeueIndexPath: IndexPath?

    // MARK: Drag and drop (UICollectionView+DragAndDrop.swift)
    /// Items drag (with a drag delegate) while this is on; on by default, as on iPad and Mac.
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault { didSet { updateDragAndDropInteractions() } }
    open weak var dragDelegate: (any UICollectionViewDragDelegate)? { didSet { updateDragAndDropInteractions() } }
    open weak var dropDelegate: (any UICollectionViewDropDelegate)? { didSet { updateDragAndDropInteractions() } }
    open var reorderingCadence = ReorderingCadence.immediate
    /// A drag from one of the collection view's items is in progress.
    open var hasActiveDrag: Bool { hasActiveDragInCode }
    /// A drag is over the collection view.
    open var hasActiveDrop: Bool { hasActiveDropInCode }
    lazy var dragDropForwarder = ListDragDropForwarder(host: self)
    lazy var itemDragInteraction = UIDragInteraction(delegate: dragDropForwarder)
    lazy var itemDropInteraction = UIDropInteraction(delegate: dragDropForwarder)
    /// A reorder by drag under way.
    var dropReorder: DropReorder?
    /// Placeholder cells of drops, not yet committed or deleted (UICollectionView+DropPlaceholders.swift).
    var dropPlaceholders: [CollectionDropPlaceholderContext] = []
    /// Placeholders are shown, or a reorder by drag is under way: what is shown is not all the data source's yet.
    open var hasUncommittedUpdates: Bool { hasUncommittedUpdatesInCode }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layout)
    }

    // MARK: Overrides (the machinery lives in the extensions)

    open override func layoutSubviews() {
        super.layoutSubviews()
        runLayoutPass()
    }

    /// Scrolling asks the layout about the new bounds before they take effect (as UIKit does, so layouts may compare
    /// `newBounds` with the collection view's current bounds, CV-10).
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            if newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin, !lastLaidOutBounds.isNull {
                let newBounds = CGRect(origin: newValue, size: bounds.size)
                if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
                    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
                }
            }
            super.contentOffset = newValue
        }
    }

    /// The collection view takes the keys (arrows, Home, End, Space, Return) once an item is clicked.
    open override var canBecomeFirstResponder: Bool { true }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { press in
            guard let key = press.key else { return true }
            return !handleKey(key)
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// A touch on an item highlights it; lifted on the same item (and not turned into a scroll) it selects it, with
    /// the modifier keys held (Ctrl toggles, Shift selects a range).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, interactiveMovement == nil,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        highlight(indexPath)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let highlighted = highlightedIndexPath else { return }
        unhighlight()
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == highlighted else { return }
        keyboardFocusIndexPath = highlighted
        if let row = cellForItem(at: highlighted) as? UICollectionViewListCell, row.clickTogglesOutline {
            return row.toggleOutline()
        }
        userSelect(highlighted, modifiers: InputDispatcher.shared.heldModifierFlags)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        unhighlight()
    }

    /// The delegate as a collection view delegate (see the type's note on `delegate`).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            UIKitLog.error("UICollectionView: the layout \(layout) is already used by another collection view; "
                           + "it now lays out this one")
            previous.layoutNeedsPrepare = true
        }
        layout.collectionView = self
        layoutNeedsPrepare = true
        setNeedsLayout()
    }

    // MARK: Data

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        guard counts.indices.contains(section) else {
            UIKitLog.error("UICollectionView: request for number of items in section \(section) when there are only "
                           + "\(counts.count) sections in the collection view")
            return 0
        }
        return counts[section]
    }

    /// The counts, asked of the data source when not known.
    var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        let counts = askDataSourceForCounts()
        sectionCounts = counts
        return counts
    }

    func askDataSourceForCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else {
            UIKitLog.error("UICollectionView: the data source returned \(sections) sections; using 0")
            return []
        }
        return countsWithPlaceholders((0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard items >= 0 else {
                UIKitLog.error("UICollectionView: the data source returned \(items) items in section \(section); using 0")
                return 0
            }
            return items
        })
    }

    /// Whether `indexPath` names an existing item.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = counts
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    /// UIKit's message for an index path beyond the data.
    func logOutOfRange(_ indexPath: IndexPath, _ action: String) {
        let counts = counts
        if indexPath.count == 2, counts.indices.contains(indexPath.section) {
            UIKitLog.error("UICollectionView: \(action): index path \(indexPath) is out of bounds: item "
                           + "\(indexPath.item) when there are only \(counts[indexPath.section]) items in section "
                           + "\(indexPath.section)")
        } else {
            UIKitLog.error("UICollectionView: \(action): index path \(indexPath) is out of bounds: there are only "
                           + "\(counts.count) sections")
        }
    }

    /// Forgets what it knows of the data: counts, cells and selection are asked for again at the next layout pass.
    open func reloadData() {
        cancelInteractiveMovementQuietly()
        // UIKit's placeholders do not outlive a reload: their contexts' calls return false from now on.
        dropPlaceholders.removeAll()
        sectionCounts = nil
        selection.removeAll()
        selectionAnchor = nil
        highlightedIndexPath = nil
        recycleAllVisibleViews()
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layoutNeedsPrepare = true
        setNeedsLayout()
    }

    /// Called by the layout's `invalidateLayout(with:)`.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { sectionCounts = nil }
        layoutNeedsPrepare = true
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        setNeedsLayout()
    }

    // MARK: Overridable queries and updates
    // Swift cannot override what an extension declares, so UIKit's `open` members sit here and call
    // the extension that does the work (named after the member with `InCode` appended).

    // MARK: LayoutTransition (UICollectionView+LayoutTransition.swift)
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayoutInCode(layout, animated: animated)
    }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        setCollectionViewLayoutInCode(layout, animated: animated, completion: completion)
    }

    // MARK: Queries (UICollectionView+Queries.swift)
    open var visibleCells: [UICollectionViewCell] { visibleCellsInCode }
    open var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleItemsInCode }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryViewsInCode(ofKind: elementKind)
    }
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        indexPathsForVisibleSupplementaryElementsInCode(ofKind: elementKind)
    }
    /// The visible cell for the item; nil when it is off screen or beyond the data.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cellForItemInCode(at: indexPath) }
    open func supplementaryView(forElementKind elementKind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryViewInCode(forElementKind: elementKind, at: indexPath)
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { indexPathInCode(for: cell) }
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        indexPathInCode(forSupplementaryView: supplementaryView)
    }
    /// The item whose frame holds `point` (content coordinates); the frontmost when items overlap.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { indexPathForItemInCode(at: point) }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItemInCode(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryElementInCode(ofKind: kind, at: indexPath)
    }
    /// Scrolls so the item sits at `scrollPosition` (one vertical and one horizontal option at most; none: just into
    /// view), within the content. An index path beyond the data logs UIKit's message and does nothing.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemInCode(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Reordering (UICollectionView+Reordering.swift)
    /// Starts moving the item; false when the data source refuses (`canMoveItemAt`), the index path is beyond the
    /// data, or a movement is under way.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        beginInteractiveMovementForItemInCode(at: indexPath)
    }
    /// The dragged cell follows `targetPosition` (content coordinates); when it is over another place the items
    /// between shift to make room.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        updateInteractiveMovementTargetPositionInCode(targetPosition)
    }
    /// Drops the item where it is now: the data source moves it in its model, and the cell settles into place.
    open func endInteractiveMovement() { endInteractiveMovementInCode() }
    /// Puts the item back where it started.
    open func cancelInteractiveMovement() { cancelInteractiveMovementInCode() }

    // MARK: Reuse (UICollectionView+Reuse.swift)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerInCode(cellClass, forCellWithReuseIdentifier: identifier)
    }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerInCode(nib, forCellWithReuseIdentifier: identifier)
    }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        registerInCode(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String,
                       withReuseIdentifier identifier: String) {
        registerInCode(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    /// A cell for `indexPath`: one waiting for reuse (after `prepareForReuse()`), or a new one of the registered
    /// class. An identifier never registered logs UIKit's message and gives a plain cell rather than a crash.
    open func dequeueReusableCell(withReuseIdentifier identifier: String,
                                  for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueReusableCellInCode(withReuseIdentifier: identifier, for: indexPath)
    }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueReusableSupplementaryViewInCode(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    // MARK: Selection (UICollectionView+Selection.swift)
    open var indexPathsForSelectedItems: [IndexPath]? { indexPathsForSelectedItemsInCode }
    /// Selects the item (and deselects the others unless multiple selection is on), scrolling to it at
    /// `scrollPosition` (none: no scrolling). The delegate hears nothing.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemInCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItemInCode(at: indexPath, animated: animated)
    }

    // MARK: Updates (UICollectionView+Updates.swift)
    /// Runs `updates` (which call the insert, delete, move and reload methods) as one animated change; nested calls
    /// join the outer one. `completion` gets whether the animation ran to its end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesInCode(updates, completion: completion)
    }
    open func insertSections(_ sections: IndexSet) { insertSectionsInCode(sections) }
    open func deleteSections(_ sections: IndexSet) { deleteSectionsInCode(sections) }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        moveSectionInCode(section, toSection: newSection)
    }
    /// A reloaded section is deleted and inserted again at its place.
    open func reloadSections(_ sections: IndexSet) { reloadSectionsInCode(sections) }
    open func insertItems(at indexPaths: [IndexPath]) { insertItemsInCode(at: indexPaths) }
    open func deleteItems(at indexPaths: [IndexPath]) { deleteItemsInCode(at: indexPaths) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItemInCode(at: indexPath, to: newIndexPath)
    }
    /// The items get new cells from the data source (the old cells fade out as the new ones fade in).
    open func reloadItems(at indexPaths: [IndexPath]) { reloadItemsInCode(at: indexPaths) }
    /// The items' existing cells are handed to the data source again (a dequeue for their index path returns the
    /// same cell, without `prepareForReuse`), so it updates them in place (iOS 15).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureItemsInCode(at: indexPaths) }
}

/// A reuse queue's key: the element kind (cells have their own) and the identifier.
struct ReuseKey: Hashable {
    var kind: String
    var identifier: String
}
