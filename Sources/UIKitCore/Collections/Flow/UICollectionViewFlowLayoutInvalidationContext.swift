import Foundation

/// A flow layout invalidation that may say the delegate's metrics or the layout's own properties changed.
@preconcurrency @MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true

    public required init() { super.init() }
}
