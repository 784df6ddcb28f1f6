import Foundation

/// The scroll view a compositional layout's orthogonal section scrolls in: it spans the section's row, holds the
/// row's cells, and asks the collection view to place the cells that come into view as it scrolls.
@MainActor final class OrthogonalSectionScrollView: UIScrollView {
    weak var collectionView: UICollectionView?
    let section: Int

    init(section: Int, collectionView: UICollectionView) {
        self.section = section
        self.collectionView = collectionView
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        isDirectionalLockEnabled = true
        clipsToBounds = false
    }

    required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView?.placeVisibleElements()
    }
}
