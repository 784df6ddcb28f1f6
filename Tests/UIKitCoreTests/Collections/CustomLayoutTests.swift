import Foundation
import Testing
@testable import UIKitCore

/// Custom layouts as the book's chapter 8 writes them: a flow layout subclass that changes attributes, and a
/// `UICollectionViewLayout` subclass that computes everything in `prepare()`.
@MainActor @Suite(.serialized) struct CustomLayoutTests {
    /// Scenario 2: left-aligned lines: each item after the first on its line starts one spacing after the previous.
    final class LeftAlignedLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
            var previousMaxX: CGFloat = 0
            for attribute in attributes ?? [] where attribute.representedElementCategory == .cell {
                var frame = attribute.frame
                if attribute.indexPath.item == 0 || frame.minX - 1 <= sectionInset.left {
                    previousMaxX = frame.maxX
                    continue
                }
                frame.origin.x = previousMaxX + minimumInteritemSpacing
                attribute.frame = frame
                previousMaxX = frame.maxX
            }
            return attributes
        }
    }

    @Test func aFlowSubclassLeftAlignsItsLines() {
        let layout = LeftAlignedLayout()
        layout.itemSize = CGSize(width: 70, height: 45)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.minimumInteritemSpacing = 10
        let (window, _, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([6]))
        defer { window.isHidden = true }
        let frames = visibleFrames(collectionView)
        #expect([0, 1, 2].map { frames[$0]?.minX } == [20, 100, 180])
        #expect(frames[3]?.minX == 20)
    }

    /// Scenario 3: a square grid, columns = floor(width / 50), items row-major across sections, re-prepared only
    /// when the width changes.
    final class SquareGridLayout: UICollectionViewLayout {
        var side: CGFloat = 0
        var columns = 1
        var frames: [IndexPath: CGRect] = [:]
        var contentSize: CGSize = .zero
        var prepares = 0
        var preparedWidth: CGFloat = 0

        override func prepare() {
            prepares += 1
            guard let collectionView else { return }
            let width = collectionView.bounds.width
            preparedWidth = width
            columns = max(1, Int(width / 50))
            side = width / CGFloat(columns)
            frames = [:]
            var index = 0
            for section in 0..<collectionView.numberOfSections {
                for item in 0..<collectionView.numberOfItems(inSection: section) {
                    let row = index / columns, column = index % columns
                    frames[IndexPath(item: item, section: section)] =
                        CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
                    index += 1
                }
            }
            let rows = index / columns + (index % columns > 0 ? 1 : 0)
            contentSize = CGSize(width: width, height: CGFloat(rows) * side)
        }

        override var collectionViewContentSize: CGSize { contentSize }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.filter { $0.value.intersects(rect) }.map { path, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = frame
                return attributes
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            frames[indexPath].map { frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frame
                return attributes
            }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.width != preparedWidth
        }
    }

    @Test func aSquareGridLayoutSubclassPlacesItemsAndSizesTheContent() {
        let layout = SquareGridLayout()
        let (window, _, collectionView) = makeCollectionView(layout: layout, size: CGSize(width: 320, height: 400),
                                                             dataSource: CountingDataSource([10, 4]))
        defer { window.isHidden = true }
        #expect(layout.columns == 6)
        #expect(abs(layout.side - 53.333) < 0.01)
        #expect(collectionView.contentSize.height == layout.side * 3)
        #expect(collectionView.visibleCells.count == 14)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
        #expect(first?.frame.minX == layout.side * 4, "section 1 continues the rows of section 0")
        let prepares = layout.prepares
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        collectionView.layoutIfNeeded()
        #expect(layout.prepares == prepares, "scrolling does not re-prepare")
        collectionView.frame.size.width = 400
        collectionView.layoutIfNeeded()
        #expect(layout.prepares == prepares + 1 && layout.columns == 8, "a new width does")
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 10)) == IndexPath(item: 1, section: 0))
    }

    /// Attributes: frame, centre and size are one geometry; copies keep every property.
    @Test func layoutAttributesKeepFrameCentreAndSizeConsistent() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge",
                                                           with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -15, y: -20, width: 30, height: 40))
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.isEqual(attributes) && copy !== attributes)
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.frame == attributes.frame, "the transform does not change the frame")
        let lines = capturingLog { attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
        #expect(lines.count == 1 && attributes.frame == CGRect(x: -15, y: -20, width: 30, height: 40))
    }
}
