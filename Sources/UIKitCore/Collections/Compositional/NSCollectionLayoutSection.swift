import Foundation

/// A group repeated until the section's items are placed, with insets, spacing between the groups, boundary
/// supplementary items (headers and footers), and optionally scrolling on its own across the layout.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
    open var contentInsets = NSDirectionalEdgeInsets()
    open var interGroupSpacing: CGFloat = 0
    /// Anything but `.none` lays the groups out in a row that scrolls across the layout's axis, on its own.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the content insets across the section (true) or span its full width.
    open var supplementariesFollowContentInsets = true
    open private(set) var group: NSCollectionLayoutGroup

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
