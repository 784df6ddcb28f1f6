import Foundation
import Testing
@testable import UIKitCore

/// Snapshots, their difference (the fewest moves), and the diffable data source applying it.
@MainActor @Suite(.serialized) struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func snapshotsAnswerEveryQuestion() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        snapshot.moveItem(10, afterItem: 11)
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.appendItems([99], toSection: "z")
        snapshot.moveSection("z", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "z"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [11, 10])
        #expect(snapshot.numberOfItems == 8 && snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.indexOfItem(10) == 6 && snapshot.indexOfSection("z") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 99) == "z")
        snapshot.deleteItems([2, 11])
        snapshot.deleteSections(["z"])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([10])
        #expect(snapshot.itemIdentifiers == [0, 1, 3, 4, 10])
        #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reconfiguredItemIdentifiers == [10])
        #expect(snapshot.indexOfItem(99) == nil)
    }

    @Test func duplicateIdentifiersLogUIKitsMessageAndAreLeftOut() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        let lines = capturingLog { snapshot.appendItems([1, 2, 2, 3, 1]) }
        #expect(lines.count == 1 && lines[0].hasPrefix("UIKit: Fatal: supplied item identifiers are not unique."))
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        let more = capturingLog { snapshot.appendItems([3]) }
        #expect(more.count == 1 && snapshot.itemIdentifiers == [1, 2, 3])
        let none = capturingLog { _ = Snapshot().numberOfItems(inSection: "x") }
        #expect(none.count == 1)
    }

    /// Rotating one item to the end is one move, not four; a swap of two is two moves; new and gone items are
    /// inserts and deletes; a section that moved takes its items with it.
    @Test func theDifferenceUsesTheFewestMoves() {
        var record = IdentifierDiff.changes(from: ["s"], [[1, 2, 3, 4, 5]], to: ["s"], [[2, 3, 4, 5, 1]])
        #expect(record.movedItems.map { "\($0.from.item)->\($0.to.item)" } == ["0->4"])
        #expect(record.insertedItems.isEmpty && record.deletedItems.isEmpty)
        record = IdentifierDiff.changes(from: ["s"], [[1, 2, 3, 4]], to: ["s"], [[4, 2, 3, 1]])
        #expect(record.movedItems.count == 2)
        record = IdentifierDiff.changes(from: ["s"], [[1, 2, 3]], to: ["s"], [[2, 3, 7]])
        #expect(record.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(record.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(record.movedItems.isEmpty)
        record = IdentifierDiff.changes(from: ["a", "b"], [[1], [2]], to: ["b", "a"], [[2], [1]])
        #expect(record.movedSections.count == 1 && record.movedItems.isEmpty)
        record = IdentifierDiff.changes(from: ["a", "b"], [[1, 2], [3]], to: ["b", "c"], [[3, 1], [2]])
        #expect(record.deletedSections == IndexSet(integer: 0) && record.insertedSections == IndexSet(integer: 1))
        #expect(record.insertedItems == [IndexPath(item: 1, section: 0)], "1 came from a deleted section")
        #expect(record.deletedItems.isEmpty && record.movedItems.isEmpty)
    }

    /// Every difference, applied as a batch update to the old counts, must give the new counts and put every
    /// surviving item where the new snapshot has it.
    @Test func randomDifferencesMapEveryItemToItsNewPlace() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            let old = (0..<60).shuffled(using: &generator)
            var new = Array(old.filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }.shuffled(using: &generator).prefix(50))
            new += (100..<110).filter { _ in Bool.random(using: &generator) }
            new.shuffle(using: &generator)
            let oldSections = [Array(old[..<30]), Array(old[30...])]
            let newSections = [Array(new[..<(new.count / 2)]), Array(new[(new.count / 2)...])]
            let record = IdentifierDiff.changes(from: ["x", "y"], oldSections, to: ["y", "x"], newSections)
            let plan = try BatchUpdatePlan(record: record, oldCounts: oldSections.map(\.count),
                                           newCounts: newSections.map(\.count))
            for (section, items) in oldSections.enumerated() {
                for (index, item) in items.enumerated() {
                    let expected = newSections.enumerated().lazy.compactMap { newSection, list in
                        list.firstIndex(of: item).map { IndexPath(item: $0, section: newSection) }
                    }.first
                    #expect(plan.newIndexPath(forOld: IndexPath(item: index, section: section)) == expected)
                }
            }
        }
    }

    private func makeDiffable() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([0]))
        let registration = UICollectionView.CellRegistration<LabelledCell, Int> { cell, _, item in cell.title = "\(item)" }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        return (window, collectionView, retained(dataSource))
    }

    private func titles(_ collectionView: UICollectionView) -> [String] {
        collectionView.layoutIfNeeded()
        return collectionView.visibleCells.compactMap { ($0 as? LabelledCell)?.title }
    }

    @Test func applyingSnapshotsAnimatesTheDifferenceAndKeepsCells() {
        let (window, collectionView, dataSource) = makeDiffable()
        defer { window.isHidden = true }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(titles(collectionView) == ["1", "2", "3", "4"])
        let cellFor4 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        snapshot.moveItem(4, beforeItem: 1)
        snapshot.deleteItems([2])
        snapshot.appendItems([5])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(titles(collectionView) == ["4", "1", "3", "5"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellFor4, "a move keeps the cell")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 1)
        #expect(dataSource.indexPath(for: 5) == IndexPath(item: 3, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == [4, 1, 3, 5])
        #expect(dataSource.sectionIdentifier(for: 0) == "main" && dataSource.index(for: "main") == 0)
    }

    /// The async forms return once the collection view shows the snapshot.
    @Test func theAsyncFormsReturnWithTheSnapshotShown() async {
        let (window, collectionView, dataSource) = makeDiffable()
        defer { window.isHidden = true }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2])
        await dataSource.apply(snapshot, animatingDifferences: false)
        #expect(titles(collectionView) == ["1", "2"])
        snapshot.deleteItems([1])
        await dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(titles(collectionView) == ["2"])
        var tree = NSDiffableDataSourceSectionSnapshot<Int>()
        tree.append([7, 8])
        await dataSource.apply(tree, to: "main", animatingDifferences: false)
        #expect(titles(collectionView) == ["7", "8"] && dataSource.snapshot().itemIdentifiers == [7, 8])
    }

    @Test func reconfiguringAnItemReusesItsCell() {
        let (window, collectionView, dataSource) = makeDiffable()
        defer { window.isHidden = true }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelledCell
        cell?.title = "stale"
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.title == "2" && cell?.reuses == 0)
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func reorderingGoesThroughTheHandlers() {
        let (window, collectionView, dataSource) = makeDiffable()
        defer { window.isHidden = true }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no handler: no reorder")
        var transactions: [NSDiffableDataSourceTransaction<String, Int>] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
        dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        UIView.performWithoutAnimation {
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
            collectionView.endInteractiveMovement()
        }
        #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1])
        #expect(transactions.count == 1 && transactions.first?.finalSnapshot.itemIdentifiers == [2, 3, 1])
        #expect(titles(collectionView) == ["2", "3", "1"])
    }

    @Test func sectionSnapshotsShowTheirVisibleItems() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        outline.append([100], to: 10)
        #expect(outline.items == [1, 10, 100, 11, 2])
        #expect(outline.visibleItems == [1, 2] && outline.rootItems == [1, 2])
        outline.expand([1])
        #expect(outline.visibleItems == [1, 10, 11, 2])
        #expect(outline.level(of: 100) == 2 && outline.parent(of: 100) == 10)
        #expect(!outline.isVisible(100))
        let (window, collectionView, dataSource) = makeDiffable()
        defer { window.isHidden = true }
        dataSource.apply(outline, to: "tree", animatingDifferences: false)
        #expect(titles(collectionView) == ["1", "10", "11", "2"])
        outline.collapse([1])
        dataSource.apply(outline, to: "tree", animatingDifferences: false)
        #expect(titles(collectionView) == ["1", "2"])
        #expect(dataSource.snapshot(for: "tree").items == [1, 10, 100, 11, 2])
        outline.delete([10])
        #expect(outline.items == [1, 11, 2] && !outline.contains(100))
    }

    /// Outlines on the keyboard: Right expands the current parent (the handlers asked and told), Left collapses it.
    @Test func rightAndLeftExpandAndCollapseOutlineParents() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let (window, input, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([0]))
        defer { window.isHidden = true }
        let registration = UICollectionView.CellRegistration<LabelledCell, Int> { cell, _, item in cell.title = "\(item)" }
        let dataSource = retained(UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
            view, path, item in view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        })
        var heard: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { heard.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { heard.append("collapse \($0)") }
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        UIView.performWithoutAnimation { dataSource.apply(outline, to: "tree", animatingDifferences: false) }
        #expect(titles(collectionView) == ["1", "2"])
        input.click(at: CGPoint(x: 50, y: 50))
        input.advance(by: 1)
        UIView.performWithoutAnimation { input.key(.keyboardRightArrow, characters: "") }
        #expect(titles(collectionView) == ["1", "10", "11", "2"])
        #expect(dataSource.snapshot(for: "tree").isExpanded(1))
        UIView.performWithoutAnimation { input.key(.keyboardLeftArrow, characters: "") }
        #expect(titles(collectionView) == ["1", "2"])
        #expect(heard == ["expand 1", "collapse 1"])
        UIView.performWithoutAnimation { input.key(.keyboardRightArrow, characters: "") }
        UIView.performWithoutAnimation { input.key(.keyboardRightArrow, characters: "") }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)],
                "on an open parent, Right moves on")
    }
}
