import Foundation

/// The smallest part of a compositional layout: one cell's size (resolved against its group), its insets and the
/// spacing around it, and supplementary items attached to it.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
    /// Shrinks the item inside the room its size gives it.
    open var contentInsets = NSDirectionalEdgeInsets()
    /// Space added around the item before it is placed.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    open private(set) var layoutSize: NSCollectionLayoutSize
    open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}
