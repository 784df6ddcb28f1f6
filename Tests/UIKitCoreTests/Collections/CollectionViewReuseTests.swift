import Foundation
import Testing
@testable import UIKitCore

/// Reuse and what shows: only about a screenful of cells is ever made however far the view scrolls; visible
/// items, index paths for points and cells, and scrolling to an item.
@MainActor @Suite(.serialized) struct CollectionViewReuseTests {
    private func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test func scrollingTenThousandItemsMakesAboutAScreenfulOfCells() {
        let (window, _, collectionView) = makeCollectionView(layout: grid(), dataSource: CountingDataSource([10_000]))
        defer { window.isHidden = true }
        let onScreen = collectionView.visibleCells.count
        #expect(onScreen == 15, "three columns of five rows meet a 480-point view")
        var offset: CGFloat = 0
        while offset < collectionView.contentSize.height - 480 {
            offset += 37
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
        #expect(collectionView.createdReusableViewCount <= onScreen + 3, "made \(collectionView.createdReusableViewCount)")
        #expect(collectionView.visibleCells.count <= onScreen)
        let reused = collectionView.visibleCells.compactMap { $0 as? LabelledCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty, "cells on screen at the end went through prepareForReuse")
    }

    @Test func visibleItemsPointsAndCellsAgree() {
        let source = CountingDataSource([30])
        let (window, _, collectionView) = makeCollectionView(layout: grid(), dataSource: source)
        defer { window.isHidden = true }
        #expect(collectionView.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil, "between items")
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect((cell as? LabelledCell)?.title == "0-4")
        #expect(cell.flatMap { collectionView.indexPath(for: $0) } == IndexPath(item: 4, section: 0))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame
                == CGRect(x: 220, y: 990, width: 100, height: 100))
        collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 610)
        collectionView.scrollToItem(at: IndexPath(item: 12, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 250)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil, "scrolled away")
    }

    /// An identifier never registered, an index path beyond the data, a data source with negative counts: one
    /// clear line each and the app goes on.
    @Test func badInputLogsUIKitsMessageAndGoesOn() {
        let source = CountingDataSource([3])
        let (window, _, collectionView) = makeCollectionView(layout: grid(), dataSource: source)
        defer { window.isHidden = true }
        var lines = capturingLog {
            collectionView.scrollToItem(at: IndexPath(item: 7, section: 0), at: .top, animated: false)
        }
        #expect(lines == ["UIKit: Attempted to scroll the collection view to an out-of-bounds item (7) when there are "
                          + "only 3 items in section 0."])
        lines = capturingLog {
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "never", for: IndexPath(item: 0, section: 0))
        }
        #expect(lines.first?.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier never")
                == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 3)) == nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        source.counts = [-4]
        lines = capturingLog {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(lines.count == 1 && collectionView.numberOfItems(inSection: 0) == 0)
    }
}
