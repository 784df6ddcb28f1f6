import Foundation

/// What an invalidation covers, so a layout can redo only part of its work: everything, the data source's counts,
/// or listed items and supplementary elements; plus adjustments to the content offset and size.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// True for a plain `invalidateLayout()` and after `reloadData()`.
    open internal(set) var invalidateEverything = false
    /// True when the collection view's sections or items changed (reloads and batch updates).
    open internal(set) var invalidateDataSourceCounts = false
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:])
            .merging([elementKind: indexPaths]) { $0 + $1 }
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:])
            .merging([elementKind: indexPaths]) { $0 + $1 }
    }
}
