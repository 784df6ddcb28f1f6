import Foundation

/// A collection view data source driven by snapshots (iOS 13): apply a snapshot and the collection view animates
/// from what it showed to it, by a batch update computed from the identifiers (`IdentifierDiff`: linear-time
/// matching, the fewest moves). Cells come from the cell provider, supplementary views from
/// `supplementaryViewProvider`; reordering and outline sections go through the handlers.
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                                         ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, OutlineExpanding {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Whether and how the user may reorder items, and what happens around a reorder.
    public struct ReorderingHandlers {
        /// Nil (the default): items cannot be reordered.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// Expansion and collapse of outline items in section snapshots (the user expands with Right and collapses with
    /// Left on the current item).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
                                                -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    open var supplementaryViewProvider: SupplementaryViewProvider?
    open var reorderingHandlers = ReorderingHandlers()
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Sections applied as section snapshots (outlines): their trees, whose visible items the section shows.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the difference from the current one as one batch update, animated unless asked not to.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.withoutReloads()
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        guard let collectionView, collectionView.sectionCounts != nil else {
            collectionView?.reloadData()
            completion?()
            return
        }
        let record = snapshot.batchUpdate(from: old)
        collectionView.applyUpdate(record, newCounts: current.items.map(\.count),
                                   animated: animatingDifferences && UIView.areAnimationsEnabled) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading everything, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutReloads()
        sectionSnapshots.removeAll()
        collectionView?.reloadData()
        completion?()
    }

    /// Replaces one section's items with a tree: the section shows the tree's visible items.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
        refreshOutlineStates()
    }

    /// Whether the item is an expanded parent of its section's tree (a cell's `configurationState.isExpanded`).
    private func isExpandedOutlineItem(_ item: ItemIdentifierType, inSectionAt index: Int) -> Bool {
        guard let section = sectionIdentifier(for: index), let tree = sectionSnapshots[section] else { return false }
        return tree.isExpanded(item)
    }

    /// The cells on screen learn their items' expansion (a parent that expands or collapses keeps its cell).
    private func refreshOutlineStates() {
        guard let collectionView else { return }
        for cell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell), let item = itemIdentifier(for: indexPath) else {
                continue
            }
            cell.isExpandedInOutline = isExpandedOutlineItem(item, inSectionAt: indexPath.section)
        }
    }

    /// `apply(_:animatingDifferences:completion:)`, returning once the collection view shows the snapshot (its
    /// animation ended).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning once the collection view reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// `apply(_:to:animatingDifferences:completion:)`, returning once the section shows the tree.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// The section's tree (a flat list when it was not applied as one).
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    // MARK: Identifiers and index paths

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            UIKitLog.error("UICollectionViewDiffableDataSource: no item identifier for index path \(indexPath)")
            return UICollectionViewCell(collectionViewReuseIdentifier: nil)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitLog.error("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), "
                           + "dataSource: \(self)")
            return UICollectionViewCell(collectionViewReuseIdentifier: nil)
        }
        cell.isExpandedInOutline = isExpandedOutlineItem(item, inSectionAt: indexPath.section)
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            UIKitLog.errorOnce("UICollectionViewDiffableDataSource: no supplementary view for kind \(kind) "
                               + "(set supplementaryViewProvider); showing an empty view")
            return UICollectionReusableView(collectionViewReuseIdentifier: nil)
        }
        return view
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The user dropped a reordered item: the snapshot follows, the handlers hear of it (the collection view
    /// already shows the new order).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        let initial = current
        guard let final = current.movingItem(at: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = Self.transaction(from: initial, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        sectionSnapshots.removeAll()
        reorderingHandlers.didReorder?(transaction)
    }

    /// The outline handlers decide; `snapshotForExpandingParent` may replace the parent's children as it opens.
    func setOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var tree = sectionSnapshots[section], tree.contains(item),
              !tree.snapshot(of: item).items.isEmpty || sectionSnapshotHandlers.snapshotForExpandingParent != nil,
              tree.isExpanded(item) != expanded else { return false }
        let handlers = sectionSnapshotHandlers
        if expanded {
            guard handlers.shouldExpandItem?(item) ?? true else { return true }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return true }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        }
        apply(tree, to: section, animatingDifferences: UIView.areAnimationsEnabled)
        return true
    }

    private static func transaction(from initial: Snapshot, to final: Snapshot)
        -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
        let sections = final.sections.filter { initial.indexOfSection($0) != nil }.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil as NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>? }
            var start = SectionSnapshot(), end = SectionSnapshot()
            start.append(before)
            end.append(after)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: start,
                                                          finalSnapshot: end, difference: after.difference(from: before))
        }
        return NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                               difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                               sectionTransactions: sections)
    }
}
