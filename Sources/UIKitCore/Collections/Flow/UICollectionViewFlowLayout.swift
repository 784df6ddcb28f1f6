import Foundation

/// A grid that flows items into lines across the collection view and stacks the lines along the scrolling axis
/// (CV-7), with optional section headers and footers. Lines are full-justified except the last, which is packed
/// at the leading edge (CV-8); a line of one item is centred; items are centred across their line. Per-item and
/// per-section values come from a `UICollectionViewDelegateFlowLayout` delegate when it has them.
///
/// Self-sizing: with `estimatedItemSize` set, items start at that size and take the size their cells prefer
/// (`preferredLayoutAttributesFitting(_:)`) as they appear.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The `estimatedItemSize` that asks cells for their size with no estimate of its own.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10 { didSet { metricsChanged(oldValue != minimumLineSpacing) } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { metricsChanged(oldValue != minimumInteritemSpacing) } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { metricsChanged(oldValue != itemSize) } }
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            metricsChanged(oldValue != estimatedItemSize)
            if estimatedItemSize == .zero { preferredSizes.removeAll() }
        }
    }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { metricsChanged(oldValue != scrollDirection) }
    }
    open var headerReferenceSize: CGSize = .zero { didSet { metricsChanged(oldValue != headerReferenceSize) } }
    open var footerReferenceSize: CGSize = .zero { didSet { metricsChanged(oldValue != footerReferenceSize) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { metricsChanged(oldValue != sectionInset) } }
    /// Windows here have no safe area, so `.fromSafeArea` measures like `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { metricsChanged(oldValue != sectionInsetReference) }
    }
    /// Headers stay at the top (leading edge) of the visible area while their section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { metricsChanged(oldValue != sectionHeadersPinToVisibleBounds) } }
    open var sectionFootersPinToVisibleBounds = false { didSet { metricsChanged(oldValue != sectionFootersPinToVisibleBounds) } }

    /// The computed geometry, one entry per section.
    var sections: [FlowSectionGeometry] = []
    var contentSize: CGSize = .zero
    /// Sizes cells asked for (self-sizing), by index path.
    var preferredSizes: [IndexPath: CGSize] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    private func metricsChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let solver = FlowLayoutSolver(layout: self, collectionView: collectionView)
        (sections, contentSize) = solver.solve()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts, estimatedItemSize != .zero,
           context.invalidateDataSourceCounts {
            preferredSizes.removeAll()
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Answers

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) || section.frame.isEmpty {
            if let header = headerAttributes(section: index), header.frame.intersects(rect) { result.append(header) }
            for item in section.items(intersecting: rect) {
                result.append(cellAttributes(IndexPath(item: item, section: index), frame: section.itemFrames[item]))
            }
            if let footer = footerAttributes(section: index), footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, frame: sections[indexPath.section].itemFrames[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: headerAttributes(section: indexPath.section)
        case UICollectionView.elementKindSectionFooter: footerAttributes(section: indexPath.section)
        default: nil
        }
    }

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func headerAttributes(section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section), var frame = sections[section].headerFrame else { return nil }
        if sectionHeadersPinToVisibleBounds, let collectionView { frame = pinnedHeaderFrame(frame, section, collectionView) }
        let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                        with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = sectionHeadersPinToVisibleBounds ? 1024 : 10
        return attributes
    }

    private func footerAttributes(section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section), let frame = sections[section].footerFrame else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                        with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    /// A pinned header sits at the visible area's leading edge, but no further than its section's end.
    private func pinnedHeaderFrame(_ frame: CGRect, _ section: Int, _ collectionView: UICollectionView) -> CGRect {
        var pinned = frame
        let sectionFrame = sections[section].frame
        let inset = collectionView.adjustedContentInset
        if scrollDirection == .vertical {
            let top = collectionView.contentOffset.y + inset.top
            pinned.origin.y = min(max(frame.minY, top), sectionFrame.maxY - frame.height)
        } else {
            let left = collectionView.contentOffset.x + inset.left
            pinned.origin.x = min(max(frame.minX, left), sectionFrame.maxX - frame.width)
        }
        return pinned
    }

    // MARK: Invalidation

    /// A new size across the scrolling axis re-flows the lines; pinned headers move with every scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        let old = collectionView.lastLaidOutBounds
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            UIKitLog.error("UICollectionViewFlowLayout: preferred size \(size) for \(originalAttributes.indexPath) is "
                           + "not a positive finite size; ignored")
            return false
        }
        guard preferredSizes[originalAttributes.indexPath] != size, size != originalAttributes.size else { return false }
        preferredSizes[originalAttributes.indexPath] = size
        return true
    }

    override var asksForPreferredAttributes: Bool { estimatedItemSize != .zero }
}

extension UICollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
