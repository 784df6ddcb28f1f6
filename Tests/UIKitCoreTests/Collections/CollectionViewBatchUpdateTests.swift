import Foundation
import Testing
@testable import UIKitCore

/// Batch updates: the data source is asked what UIKit asks, the counts must add up (else UIKit's message and a
/// full reload), and the cells on screen move to their new places.
@MainActor @Suite(.serialized) struct CollectionViewBatchUpdateTests {
    private func make(_ counts: [Int]) -> (UIWindow, UICollectionView, CountingDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let source = CountingDataSource(counts)
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: source)
        return (window, collectionView, source)
    }

    @Test func anInsertionAsksForTheNewCountsThenOnlyTheNewCell() {
        let (window, collectionView, source) = make([4])
        defer { window.isHidden = true }
        let oldSecond = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        source.reset()
        source.counts = [5]
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 1, section: 0)]) })
        }
        #expect(source.calls == ["sections", "items(0)", "cell(0,1)"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === oldSecond, "the old item 1 moved on")
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 220)
    }

    @Test func deletionsMovesAndSectionChangesAddUp() {
        let (window, collectionView, source) = make([4, 2])
        defer { window.isHidden = true }
        let item3 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        let item0 = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        source.counts = [2, 1, 3]
        var finished: Bool?
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates({
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 2))
                collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertSections(IndexSet(integer: 1))
            }, completion: { finished = $0 })
        }
        #expect(finished == true)
        #expect(collectionView.numberOfSections == 3)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === item3, "3 slid to 0")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) === item0, "moved into the old section 1")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "the selection followed")
    }

    @Test func countsThatDoNotAddUpLogUIKitsMessageAndReloadEverything() {
        let (window, collectionView, source) = make([4])
        defer { window.isHidden = true }
        source.counts = [6]
        var finished: Bool?
        let lines = capturingLog {
            collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) },
                                               completion: { finished = $0 })
            collectionView.layoutIfNeeded()
        }
        #expect(lines == ["UIKit: UICollectionView: Invalid update: invalid number of items in section 0. The number of "
                          + "items contained in an existing section after the update (6) must be equal to the number of "
                          + "items contained in that section before the update (4), plus or minus the number of items "
                          + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number "
                          + "of items moved into or out of that section (0 moved in, 0 moved out). The collection view "
                          + "reloads all its data instead."])
        #expect(finished == false)
        #expect(collectionView.visibleCells.count == 6, "the reload shows the data source's truth")
        source.counts = [6, 1]
        let sectionLines = capturingLog { collectionView.insertItems(at: [IndexPath(item: 6, section: 0)]) }
        #expect(sectionLines.first?.contains("Invalid update: invalid number of sections.") == true)
    }

    /// A reload gives the item a new cell; a reconfigure hands the data source the same cell again.
    @Test func reloadMakesANewCellAndReconfigureKeepsIt() {
        let (window, collectionView, source) = make([3])
        defer { window.isHidden = true }
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        UIView.performWithoutAnimation { collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect((cell as? LabelledCell)?.reuses == 0, "no prepareForReuse for a reconfigured cell")
        source.reset()
        UIView.performWithoutAnimation { collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(source.calls.contains("cell(0,1)"))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
    }

    /// Interactive reordering: the items make room as the dragged one moves, and the data source hears one move.
    @Test func interactiveMovementMovesOnceAtTheEnd() {
        let (window, collectionView, source) = make([6])
        defer { window.isHidden = true }
        let dragged = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        UIView.performWithoutAnimation {
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 50))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 160))
            #expect(dragged?.center == CGPoint(x: 270, y: 160), "the cell follows the pointer")
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0, "item 1 slid back")
            collectionView.endInteractiveMovement()
        }
        #expect(source.moves.map { "\($0.0.item)->\($0.1.item)" } == ["0->5"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === dragged)
    }
}
