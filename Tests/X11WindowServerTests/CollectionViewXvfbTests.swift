import Testing
import Foundation
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// A compositional photo grid on a private Xvfb: the pixels read back show each cell where its layout attributes
/// say; a real click selects a cell (its selected background shows) and the real wheel scrolls new, reused cells in.
@MainActor @Suite(.serialized) struct CollectionViewXvfbTests {
    /// Item `index`'s colour: neighbours differ, all far from the selection's white.
    static func colour(of index: Int) -> (r: Int, g: Int, b: Int) {
        [(220, 40, 40), (40, 180, 60), (40, 80, 220), (230, 200, 30), (200, 60, 200), (30, 200, 200), (120, 70, 20)][index % 7]
    }

    final class Photos: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            let c = CollectionViewXvfbTests.colour(of: indexPath.item)
            cell.backgroundView = cell.backgroundView ?? UIView()
            cell.backgroundView?.backgroundColor = UIColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255,
                                                           blue: CGFloat(c.b) / 255, alpha: 1)
            if cell.selectedBackgroundView == nil {
                let selected = UIView()
                selected.backgroundColor = .white
                cell.selectedBackgroundView = selected
            }
            return cell
        }
    }

    /// Four 100-point squares per row with 2-point insets on a black background.
    static func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// The centre of every cell on screen shows its item's colour (white when selected).
    func expectCellsShown(_ collectionView: UICollectionView, in shot: Screenshot, _ name: String) throws {
        var wrong: [Int] = []
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell) else { continue }
            let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
            guard centre.y > 5, centre.y < 295 else { continue }
            let expected = cell.isSelected ? (r: 255, g: 255, b: 255) : Self.colour(of: path.item)
            if !shot.matches(Int(centre.x), Int(centre.y), expected) { wrong.append(path.item) }
        }
        if !wrong.isEmpty { try shot.writePNG(to: NSTemporaryDirectory() + "collection-xvfb-failed-\(name).png") }
        #expect(wrong.isEmpty, "items \(wrong) do not show their colour")
    }

    @Test func theGridShowsClicksAndScrollsOnScreen() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        let collectionView = UICollectionView(frame: app.window.bounds, collectionViewLayout: Self.gridLayout())
        collectionView.backgroundColor = .black
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let photos = Photos()
        collectionView.dataSource = photos
        app.window.addSubview(collectionView)
        CATransaction.flush()
        let first = try app.screenshot("collection-xvfb-grid")
        try expectCellsShown(collectionView, in: first, "grid")
        #expect(first.matches(100, 50, (0, 0, 0)), "the 4-point gutter between items 0 and 1 shows the background")

        app.input.click(at: 150, 150)
        app.pump()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        let selected = try app.screenshot("collection-xvfb-selected")
        #expect(selected.matches(150, 150, (255, 255, 255)), "the selected background shows")
        try expectCellsShown(collectionView, in: selected, "selected")

        for _ in 0..<6 { app.input.click(at: 200, 150, button: 5) }
        app.pump()
        CATransaction.flush()
        #expect(collectionView.contentOffset.y > 100)
        let scrolled = try app.screenshot("collection-xvfb-scrolled")
        try expectCellsShown(collectionView, in: scrolled, "scrolled")
        #expect(collectionView.createdReusableViewCount <= 24, "reuse kept the cells to about a screenful")
    }
}
