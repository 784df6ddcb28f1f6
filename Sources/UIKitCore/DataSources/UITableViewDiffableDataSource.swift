import Foundation

/// A table view data source driven by snapshots (iOS 13): apply a snapshot and the table moves from what it showed
/// to it by one batch update computed from the identifiers (`IdentifierDiff`, as the collection view's data source
/// does), rows sliding by `defaultRowAnimation`. Cells come from the cell provider.
///
/// It becomes the table's data source, which the table holds weakly (as UIKit does): keep a reference to it. The
/// `UITableViewDataSource` methods are open so a subclass can override them, as with UIKit, to give header titles or
/// allow editing and reordering; a row the user moves updates the snapshot.
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                                                    ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// How rows and sections enter and leave in an animated `apply`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the difference from the current one as one batch update of the table (rows that stay keep
    /// their cells and selection). Without animation the same update applies at once (UIKit since iOS 15);
    /// `applySnapshotUsingReloadData` reloads instead.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.withoutReloads()
        guard let tableView else {
            completion?()
            return
        }
        let record = snapshot.batchUpdate(from: old)
        let animation = animatingDifferences && UIView.areAnimationsEnabled ? defaultRowAnimation : .none
        tableView.performBatchUpdates({
            tableView.deleteSections(record.deletedSections, with: animation)
            tableView.insertSections(record.insertedSections, with: animation)
            for move in record.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: record.deletedItems, with: animation)
            tableView.insertRows(at: record.insertedItems, with: animation)
            for move in record.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            tableView.reloadRows(at: record.reloadedItems, with: animation)
        }, completion: { _ in completion?() })
        // Reconfiguration asks the live cells again where the rows are now.
        let reconfigured = record.reconfiguredItems.compactMap { old.itemIdentifier(at: $0).flatMap(current.indexPath(of:)) }
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
    }

    /// Shows `snapshot` by reloading the whole table, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutReloads()
        tableView?.reloadData()
        completion?()
    }

    /// `apply(_:animatingDifferences:completion:)`, returning once the table shows the snapshot (its animation ended).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning once the table reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers and index paths

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            UIKitLog.error("UITableViewDiffableDataSource: no item identifier for index path \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            UIKitLog.error("UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self)) "
                           + "for row at index path \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False, as UIKit's: a subclass allows editing (and swipe to delete) by overriding this and `commit`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// False, as UIKit's: a subclass allows reordering by overriding this.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// The user dropped a reordered row: the snapshot follows (the table already shows the new order).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = current.movingItem(at: sourceIndexPath, to: destinationIndexPath) else { return }
        current = moved
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
