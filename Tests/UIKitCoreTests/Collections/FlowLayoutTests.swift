import Foundation
import Testing
@testable import UIKitCore

/// The flow layout's frames (CV-7, CV-8 and the book's lesson grid, scenario 1).
@MainActor @Suite(.serialized) struct FlowLayoutTests {
    /// Scenario 1: insets (10, 20, 10, 20), header height 40, items 70 x 45 in a 320-wide view: three per line,
    /// full-justified (x = 20, 125, 230), lines 10 apart below the header and the top inset; the last line packed.
    @Test func theLessonGridPlacesItemsAtExactFrames() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.itemSize = CGSize(width: 70, height: 45)
        let source = CountingDataSource([5, 3])
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: source)
        defer { window.isHidden = true }
        let frames = visibleFrames(collectionView)
        #expect(frames[0] == CGRect(x: 20, y: 50, width: 70, height: 45))
        #expect(frames[1] == CGRect(x: 125, y: 50, width: 70, height: 45))
        #expect(frames[2] == CGRect(x: 230, y: 50, width: 70, height: 45))
        #expect(frames[3] == CGRect(x: 20, y: 105, width: 70, height: 45))
        #expect(frames[4] == CGRect(x: 100, y: 105, width: 70, height: 45), "the last line is packed at the leading edge")
        // Section 1 starts after section 0's bottom inset: 150 + 10, then its header.
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 160, width: 320, height: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 20, y: 210, width: 70, height: 45))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 265))
    }

    final class LessonDelegate: UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            indexPath.section == 0 ? CGSize(width: 150, height: 45) : CGSize(width: 70, height: 45)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForHeaderInSection section: Int) -> CGSize {
            section == 0 ? .zero : CGSize(width: 0, height: 40)
        }
    }

    /// The delegate's per-item sizes and per-section header sizes replace the layout's; what it does not answer
    /// (the insets) stays the layout's.
    @Test func theFlowDelegateOverridesSizesPerItemAndSection() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let delegate = retained(LessonDelegate())
        let source = CountingDataSource([2, 1])
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: source)
        defer { window.isHidden = true }
        collectionView.delegate = delegate
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        let frames = visibleFrames(collectionView)
        #expect(frames[0] == CGRect(x: 85, y: 10, width: 150, height: 45), "no header; alone on its line, centred")
        #expect(frames[1] == CGRect(x: 20, y: 65, width: 150, height: 45), "the last line is packed")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 20, y: 170, width: 70, height: 45))
    }

    /// A line of one item that is not the last is centred; items of different heights are centred across the line.
    @Test func aLoneItemIsCentredAndItemsAreCentredAcrossTheirLine() {
        final class Sizes: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                [CGSize(width: 250, height: 40), CGSize(width: 100, height: 20), CGSize(width: 100, height: 40)][indexPath.item]
            }
        }
        let layout = UICollectionViewFlowLayout()
        let sizes = retained(Sizes())
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([3]))
        defer { window.isHidden = true }
        collectionView.delegate = sizes
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        let frames = visibleFrames(collectionView)
        #expect(frames[0] == CGRect(x: 35, y: 0, width: 250, height: 40))
        #expect(frames[1] == CGRect(x: 0, y: 60, width: 100, height: 20), "centred in the 40-point line at y 50")
        #expect(frames[2] == CGRect(x: 110, y: 50, width: 100, height: 40))
    }

    /// Horizontal scrolling: lines are columns stacked left to right, headers at each section's left.
    @Test func horizontalFlowStacksColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 100)
        layout.minimumLineSpacing = 5
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        let (window, _, collectionView) = makeCollectionView(layout: layout, size: CGSize(width: 320, height: 200),
                                                             dataSource: CountingDataSource([5]))
        defer { window.isHidden = true }
        let frames = visibleFrames(collectionView)
        #expect(frames[0] == CGRect(x: 30, y: 0, width: 50, height: 100))
        #expect(frames[1] == CGRect(x: 30, y: 100, width: 50, height: 100))
        #expect(frames[2] == CGRect(x: 85, y: 0, width: 50, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 190, height: 200))
    }

    /// Pinned headers stay at the top of the visible area while their section shows, and stop at its end.
    @Test func pinnedHeadersStayAtTheTopOfTheirSection() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.sectionHeadersPinToVisibleBounds = true
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([5, 5]))
        defer { window.isHidden = true }
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 200)
        collectionView.contentOffset = CGPoint(x: 0, y: 520)
        collectionView.layoutIfNeeded()
        // Section 0 spans 0..530: its header stops at 500.
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 500)
    }

    final class SizingCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes {
            let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.size = CGSize(width: 100, height: 30 + CGFloat(attributes.indexPath.item) * 10)
            return attributes
        }
    }

    /// Self-sizing: with an estimated size, items take the size their cells prefer as they appear.
    @Test func estimatedItemSizesAreReplacedByTheCellsPreferredSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 200
        let source = CountingDataSource([3])
        source.cellIdentifier = "sizing"
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([0]))
        defer { window.isHidden = true }
        collectionView.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let frames = visibleFrames(collectionView)
        #expect(frames[0]?.size == CGSize(width: 100, height: 30))
        #expect(frames[1]?.origin.y == 30)
        #expect(frames[2] == CGRect(x: 0, y: 70, width: 100, height: 50))
        #expect(collectionView.contentSize.height == 120)
    }
}
