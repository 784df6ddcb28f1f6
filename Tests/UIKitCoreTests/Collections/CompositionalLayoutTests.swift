import Foundation
import Testing
@testable import UIKitCore

/// Compositional layout frames: fractional and absolute sizes, counts and spacing, insets, nested groups,
/// boundary headers, lists, and orthogonal sections that scroll on their own.
@MainActor @Suite(.serialized) struct CompositionalLayoutTests {
    private func make(_ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 300, height: 400))
        -> (UIWindow, EventSynthesizer, UICollectionView) {
        makeCollectionView(layout: layout, size: size, dataSource: CountingDataSource(counts))
    }

    /// A photo grid: items a third of the group's width, groups the full width and 100 high, 10 between groups,
    /// section insets 5 all round, each item inset 1.
    @Test func aGridOfFractionalItemsHasExactFrames() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.interGroupSpacing = 10
        let (window, _, collectionView) = make(UICollectionViewCompositionalLayout(section: section), counts: [7])
        defer { window.isHidden = true }
        let frames = visibleFrames(collectionView)
        let third: CGFloat = 290.0 / 3
        #expect(approximately(frames[0], CGRect(x: 6, y: 6, width: third - 2, height: 98)))
        #expect(approximately(frames[2], CGRect(x: 5 + 2 * third + 1, y: 6, width: third - 2, height: 98)))
        #expect(approximately(frames[3], CGRect(x: 6, y: 116, width: third - 2, height: 98)), "10 between groups")
        #expect(approximately(frames[6], CGRect(x: 6, y: 226, width: third - 2, height: 98)), "the third group")
        #expect(collectionView.contentSize == CGSize(width: 300, height: 330))
    }

    /// A count splits the group's length equally among the copies, with fixed spacing between them; a nested
    /// vertical group stacks its items beside a large one.
    @Test func countsSpacingAndNestedGroups() {
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitem: small, count: 2)
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3),
                                                                              heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [large, column])
        let (window, _, collectionView) = make(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                               counts: [4])
        defer { window.isHidden = true }
        let frames = visibleFrames(collectionView)
        #expect(approximately(frames[0], CGRect(x: 0, y: 0, width: 200, height: 200)))
        #expect(approximately(frames[1], CGRect(x: 200, y: 0, width: 100, height: 100)))
        #expect(approximately(frames[2], CGRect(x: 200, y: 100, width: 100, height: 100)))
        #expect(approximately(frames[3], CGRect(x: 0, y: 200, width: 200, height: 200)))

        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10),
                                                                             heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: cell, count: 4)
        row.interItemSpacing = .fixed(12)
        collectionView.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
                                               animated: false)
        collectionView.layoutIfNeeded()
        let counted = visibleFrames(collectionView)
        #expect(counted[1] == CGRect(x: 78, y: 0, width: 66, height: 50), "(300 - 3 x 12) / 4 = 66 each")
    }

    /// A section provider gives each section its own description; boundary headers sit above the content and the
    /// layout configuration spaces the sections.
    @Test func sectionProviderHeadersAndInterSectionSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            #expect(environment.container.contentSize.width == 300)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(index == 0 ? 0.5 : 1), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }, configuration: configuration)
        let (window, _, collectionView) = make(layout, counts: [3, 2])
        defer { window.isHidden = true }
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(visibleFrames(collectionView)[2] == CGRect(x: 0, y: 70, width: 150, height: 40))
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 130)
        #expect(visibleFrames(collectionView, section: 1)[1] == CGRect(x: 0, y: 200, width: 300, height: 40))
    }

    /// An orthogonal section lays its groups in a row that scrolls sideways in its own scroll view, while the
    /// collection view scrolls vertically; items that come into view get cells.
    @Test func anOrthogonalSectionScrollsSideways() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let (window, _, collectionView) = make(UICollectionViewCompositionalLayout(section: section), counts: [20])
        defer { window.isHidden = true }
        #expect(collectionView.contentSize == CGSize(width: 300, height: 80), "one row high")
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        let scroller = collectionView.orthogonalScrollers[0]
        #expect(scroller?.contentSize == CGSize(width: 2590, height: 80))
        scroller?.contentOffset = CGPoint(x: 1300, y: 0)
        scroller?.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [10, 11, 12])
        let cell = collectionView.cellForItem(at: IndexPath(item: 10, section: 0))
        #expect(cell?.superview === scroller && cell?.frame.minX == 1300)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 40)) == IndexPath(item: 10, section: 0))
        #expect(collectionView.createdReusableViewCount <= 5)
    }

    /// List layouts: full-width rows at the estimated height, then the height each cell prefers.
    @Test func aListLayoutSizesRowsByTheirCells() {
        final class RowCell: UICollectionViewListCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes {
                let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
                attributes.size.height = layoutAttributes.indexPath.item == 1 ? 80 : 30
                return attributes
            }
        }
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let source = CountingDataSource([3])
        source.cellIdentifier = "row"
        let (window, _, collectionView) = make(UICollectionViewCompositionalLayout.list(using: configuration), counts: [0])
        defer { window.isHidden = true }
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let frames = visibleFrames(collectionView)
        #expect(frames[0] == CGRect(x: 20, y: 18, width: 260, height: 30))
        #expect(frames[1] == CGRect(x: 20, y: 48, width: 260, height: 80))
        #expect(frames[2]?.minY == 128)
        #expect(collectionView.contentSize.height == 176)
    }
}
