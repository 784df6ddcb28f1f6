import Foundation

/// Layout-wide settings of a compositional layout: the scrolling axis, space between sections, and boundary items
/// of the whole layout (a global header or footer).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
