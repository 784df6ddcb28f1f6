import Foundation

/// Where every element of a collection view goes (CV-3). The collection view does no layout itself: it calls
/// `prepare()` after an invalidation, uses `collectionViewContentSize` as its content size, and places exactly the
/// elements `layoutAttributesForElements(in:)` returns for what shows. Subclass and override those (the book's
/// chapter 8 layouts), or use `UICollectionViewFlowLayout` or `UICollectionViewCompositionalLayout`.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is installed.
    open internal(set) weak var collectionView: UICollectionView?

    /// Decoration view classes and nibs, by kind.
    var decorationRegistrations: [String: ReusableViewSource] = [:]

    public override init() { super.init() }

    /// Made by a storyboard (`<collectionViewLayout key="collectionViewLayout" customClass="...">`). Required, as
    /// UIKit's `NSCoding` conformance makes it: a subclass with initializers of its own writes it too.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Subclasses override

    /// Called before any question once the layout is invalid: compute and cache what the questions need.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a new bounds (scrolling included) needs a new layout (CV-10). The default says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Self-sizing: whether the size a view prefers changes the layout. The default says no.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if originalAttributes.representedElementCategory == .cell {
            context.invalidateItems(at: [originalAttributes.indexPath])
        } else if let kind = originalAttributes.representedElementKind {
            context.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Everything is recomputed at the collection view's next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout for `prepare()` at the next layout pass and applies the context's offset adjustment.
    /// Subclasses that keep caches read the context first, then call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard let collectionView else { return }
        collectionView.layoutDidInvalidate(with: context)
    }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Decoration views

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass.map { .viewClass($0) }
    }

    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = nib.map { .nib($0) }
    }

    // MARK: Updates and transitions

    /// Called with the batch update's insertions, deletions, reloads and moves before the animation is set up.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    /// Where an inserted item starts its animation; nil (the default): at its place, transparent (CV-6).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    /// Where a deleted item ends its animation; nil (the default): at its place, fading out (CV-6).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling comes to rest; the default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Interactive movement

    /// Where an item being dragged would land: the item under `position`, else where it is now.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The dragged item's attributes: its own, centred on the pointer, above everything.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? makeAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int16.max)
        return attributes
    }

    // MARK: Helpers for subclasses here

    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// Attributes of the class the layout names (`layoutAttributesClass`), for a cell.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        return attributes
    }

    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        attributes.setRepresentedElement(category: .supplementaryView, kind: kind)
        return attributes
    }

    private var attributesType: UICollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    /// Whether the collection view should ask new views for their preferred attributes (self-sizing). Custom layouts
    /// are always asked, as in UIKit; the built-in layouts only when they have estimated sizes.
    var asksForPreferredAttributes: Bool { true }
}
