import Foundation
import Testing
import QuartzCore
@testable import UIKitCore

/// Animated changes on the shared manual media clock: batch updates slide moved cells from their old places,
/// fade inserted ones in and deleted ones out (removed when the animation ends), and a layout change moves every
/// cell to its new place.
@MainActor @Suite(.serialized) struct CollectionViewAnimationTests {
    let clock = AnimationTestClock.shared

    private func make(_ counts: [Int]) -> (UIWindow, UICollectionView, CountingDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let source = CountingDataSource(counts)
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: source)
        CATransaction.flush()
        return (window, collectionView, source)
    }

    @Test func aBatchUpdateSlidesFadesAndRemovesWhenItEnds() throws {
        let (window, collectionView, source) = make([3])
        defer { window.isHidden = true }
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let last = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        source.counts = [3]
        var finished: Bool?
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        CATransaction.flush()
        let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.center == CGPoint(x: 160, y: 50), "the model is at the new place at once")
        #expect(first.layer.animationKeys()?.contains("position") == true, "and slides there")
        #expect(inserted.alpha == 1 && inserted.layer.animationKeys()?.contains("opacity") == true, "fades in")
        #expect(last.alpha == 0 && last.superview === collectionView, "the deleted cell fades out in place")
        advanceAnimationFrame(by: 0.15)
        let halfway = try #require(first.layer.presentation()).position.x
        #expect(halfway > 50 && halfway < 160, "halfway: \(halfway)")
        #expect(finished == nil)
        advanceAnimationFrame(by: 0.3)
        #expect(finished == true)
        #expect(last.superview == nil, "the deleted cell left when the animation ended")
        #expect(collectionView.visibleCells.count == 3)
    }

    @Test func anAnimatedLayoutChangeMovesEveryCell() throws {
        let (window, collectionView, _) = make([4])
        defer { window.isHidden = true }
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 320, height: 50)
        wide.minimumLineSpacing = 0
        var finished: Bool?
        collectionView.setCollectionViewLayout(wide, animated: true) { finished = $0 }
        CATransaction.flush()
        #expect(collectionView.collectionViewLayout === wide && wide.collectionView === collectionView)
        #expect(second.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(second.layer.animationKeys()?.isEmpty == false, "it moves there over time")
        advanceAnimationFrame(by: 0.5)
        #expect(finished == true)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 200))
    }
}
