import Foundation
import Testing
import UIKit

// Every member of UITableView and UICollectionView that UIKit declares `open`, overridden as an iOS subclass would:
// if one drifts back into an extension (where Swift cannot override it) or changes its shape, this file stops
// compiling. No `@testable`: only what an app sees.

/// Overrides every open query, registration, selection and update member of the table, each calling `super`.
final class EveryOverrideTableView: UITableView {
    override var hasActiveDrag: Bool { super.hasActiveDrag }
    override var hasActiveDrop: Bool { super.hasActiveDrop }
    override var visibleCells: [UITableViewCell] { super.visibleCells }
    override var indexPathsForVisibleRows: [IndexPath]? { super.indexPathsForVisibleRows }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { super.cellForRow(at: indexPath) }
    override func indexPath(for cell: UITableViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        super.headerView(forSection: section)
    }
    override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        super.footerView(forSection: section)
    }
    override func rect(forSection section: Int) -> CGRect { super.rect(forSection: section) }
    override func rectForHeader(inSection section: Int) -> CGRect { super.rectForHeader(inSection: section) }
    override func rectForFooter(inSection section: Int) -> CGRect { super.rectForFooter(inSection: section) }
    override func rectForRow(at indexPath: IndexPath) -> CGRect { super.rectForRow(at: indexPath) }
    override func indexPathForRow(at point: CGPoint) -> IndexPath? { super.indexPathForRow(at: point) }
    override func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { super.indexPathsForRows(in: rect) }
    override func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        super.scrollToNearestSelectedRow(at: scrollPosition, animated: animated)
    }
    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        super.register(nib, forCellReuseIdentifier: identifier)
    }
    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        super.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        super.dequeueReusableCell(withIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    override func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        super.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
    override var indexPathForSelectedRow: IndexPath? { super.indexPathForSelectedRow }
    override var indexPathsForSelectedRows: [IndexPath]? { super.indexPathsForSelectedRows }
    override func beginUpdates() { super.beginUpdates() }
    override func endUpdates() { super.endUpdates() }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        super.insertRows(at: indexPaths, with: animation)
    }
    override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        super.deleteRows(at: indexPaths, with: animation)
    }
    override func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        super.reloadRows(at: indexPaths, with: animation)
    }
    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        super.moveRow(at: indexPath, to: newIndexPath)
    }
    override func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        super.insertSections(sections, with: animation)
    }
    override func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        super.deleteSections(sections, with: animation)
    }
    override func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        super.reloadSections(sections, with: animation)
    }
    override func moveSection(_ section: Int, toSection newSection: Int) {
        super.moveSection(section, toSection: newSection)
    }
    override func reconfigureRows(at indexPaths: [IndexPath]) { super.reconfigureRows(at: indexPaths) }
    override func reloadSectionIndexTitles() { super.reloadSectionIndexTitles() }
}

/// Overrides every open query, registration, selection and update member of the collection view.
final class EveryOverrideCollectionView: UICollectionView {
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        super.setCollectionViewLayout(layout, animated: animated)
    }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                          completion: ((Bool) -> Void)? = nil) {
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
    }
    override var visibleCells: [UICollectionViewCell] { super.visibleCells }
    override var indexPathsForVisibleItems: [IndexPath] { super.indexPathsForVisibleItems }
    override func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        super.visibleSupplementaryViews(ofKind: elementKind)
    }
    override func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { super.cellForItem(at: indexPath) }
    override func supplementaryView(forElementKind elementKind: String,
                                    at indexPath: IndexPath) -> UICollectionReusableView? {
        super.supplementaryView(forElementKind: elementKind, at: indexPath)
    }
    override func indexPath(for cell: UICollectionViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        super.indexPath(forSupplementaryView: supplementaryView)
    }
    override func indexPathForItem(at point: CGPoint) -> IndexPath? { super.indexPathForItem(at: point) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
    }
    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    override func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        super.beginInteractiveMovementForItem(at: indexPath)
    }
    override func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        super.updateInteractiveMovementTargetPosition(targetPosition)
    }
    override func endInteractiveMovement() { super.endInteractiveMovement() }
    override func cancelInteractiveMovement() { super.cancelInteractiveMovement() }
    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        super.register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        super.register(nib, forCellWithReuseIdentifier: identifier)
    }
    override func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                           withReuseIdentifier identifier: String) {
        super.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String,
                           withReuseIdentifier identifier: String) {
        super.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    override func dequeueReusableCell(withReuseIdentifier identifier: String,
                                      for indexPath: IndexPath) -> UICollectionViewCell {
        super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    override func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                   for indexPath: IndexPath) -> UICollectionReusableView {
        super.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }
    override var indexPathsForSelectedItems: [IndexPath]? { super.indexPathsForSelectedItems }
    override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func deselectItem(at indexPath: IndexPath, animated: Bool) {
        super.deselectItem(at: indexPath, animated: animated)
    }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func insertSections(_ sections: IndexSet) { super.insertSections(sections) }
    override func deleteSections(_ sections: IndexSet) { super.deleteSections(sections) }
    override func moveSection(_ section: Int, toSection newSection: Int) {
        super.moveSection(section, toSection: newSection)
    }
    override func reloadSections(_ sections: IndexSet) { super.reloadSections(sections) }
    override func insertItems(at indexPaths: [IndexPath]) { super.insertItems(at: indexPaths) }
    override func deleteItems(at indexPaths: [IndexPath]) { super.deleteItems(at: indexPaths) }
    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        super.moveItem(at: indexPath, to: newIndexPath)
    }
    override func reloadItems(at indexPaths: [IndexPath]) { super.reloadItems(at: indexPaths) }
    override func reconfigureItems(at indexPaths: [IndexPath]) { super.reconfigureItems(at: indexPaths) }
}

/// A table that notes the update calls it receives, as apps do to follow what their diffable data source does.
final class UpdateNotingTableView: UITableView {
    private(set) var calls: [String] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("performBatchUpdates")
        super.performBatchUpdates(updates, completion: completion)
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("insertRows \(indexPaths.map(\.row))")
        super.insertRows(at: indexPaths, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("deleteRows \(indexPaths.map(\.row))")
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        calls.append("dequeue \(indexPath.row)")
        return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        calls.append("cellForRow \(indexPath.row)")
        return super.cellForRow(at: indexPath)
    }
}

@MainActor @Suite struct TableAndCollectionOverrideShapes {
    /// The diffable data source updates the table through its public methods, so a subclass's overrides run (as on
    /// iOS, where the data source sends the table `performBatchUpdates` and the row changes).
    @Test func aDiffableDataSourceUpdatesTheTableThroughItsOverrides() {
        let table = UpdateNotingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var first = NSDiffableDataSourceSnapshot<Int, String>()
        first.appendSections([0])
        first.appendItems(["a", "b", "c"])
        dataSource.apply(first, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.calls.contains("dequeue 0"))
        #expect(table.calls.contains("dequeue 2"))

        var second = first
        second.deleteItems(["b"])
        second.appendItems(["d", "e"])
        let before = table.calls.count
        dataSource.apply(second, animatingDifferences: false)
        let updates = Array(table.calls[before...]).filter { !$0.hasPrefix("dequeue") && !$0.hasPrefix("cellForRow") }
        #expect(updates == ["performBatchUpdates", "deleteRows [1]", "insertRows [2, 3]"])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    /// Overrides of the queries answer for the table: code that asks the subclass gets the subclass's answer, and
    /// the class with every member overridden still shows and updates its rows through `super`.
    @Test func everyOverrideCallsSuperAndTheTableStillWorks() {
        let table = EveryOverrideTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) != nil)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = EveryOverrideCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                                     collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var grid = NSDiffableDataSourceSnapshot<Int, Int>()
        grid.appendSections([0])
        grid.appendItems([1, 2, 3])
        items.apply(grid, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.count == 3)
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
    }
}
