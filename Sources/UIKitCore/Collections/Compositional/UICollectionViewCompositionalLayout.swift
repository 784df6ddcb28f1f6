import Foundation

public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items in groups in sections (iOS 13): each section is one section description (or one
/// from the provider per section index), whose group repeats until the section's items are placed. Sections with
/// orthogonal scrolling scroll on their own across the layout (the collection view gives each one a scroll view).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var geometry = CompositionalGeometry()
    /// Sizes self-sizing views asked for, by element.
    var preferredSizes: [ElementKey: CGSize] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Interface Builder has no compositional layout to archive, so a coder cannot make one (UIKit marks this
    /// initializer unavailable); it exists because every layout's subclasses inherit the requirement.
    public required init?(coder: NSCoder) {
        UIKitLog.error("UICollectionViewCompositionalLayout cannot be made from a coder; make it with a section or a section provider")
        return nil
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        var solver = CompositionalLayoutSolver(layout: self, collectionView: collectionView)
        geometry = solver.solve(sectionProvider: sectionProvider)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for supplementary in geometry.globalSupplementaries where supplementary.frame.intersects(rect) {
            result.append(attributes(for: supplementary))
        }
        for (index, section) in geometry.sections.enumerated() where section.frame.intersects(rect) {
            let offset = orthogonalOffset(section: index)
            for item in section.items(intersecting: rect, orthogonalOffset: offset) {
                result.append(cellAttributes(IndexPath(item: item, section: index), section: section))
            }
            for supplementary in section.supplementaries {
                let shown = attributes(for: supplementary, section: index)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, section: geometry.sections[indexPath.section])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.count == 1 {
            return geometry.globalSupplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }
                .map { attributes(for: $0) }
        }
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        return geometry.sections[indexPath.section].supplementaries
            .first { $0.kind == elementKind && $0.indexPath == indexPath }
            .map { attributes(for: $0, section: indexPath.section) }
    }

    /// Cells of an orthogonal section are placed in that section's scroll view, at their unscrolled frames
    /// (the collection view converts); others in the collection view's content.
    private func cellAttributes(_ indexPath: IndexPath, section: CompositionalSectionGeometry)
        -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = section.itemFrames[indexPath.item]
        return attributes
    }

    private func attributes(for supplementary: CompositionalSupplementary, section: Int? = nil)
        -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: supplementary.kind, with: supplementary.indexPath)
        var frame = supplementary.frame
        if supplementary.pins, let collectionView {
            let bounds = collectionView.bounds
            let limit = section.map { geometry.sections[$0].frame } ?? CGRect(origin: .zero, size: geometry.contentSize)
            if configuration.scrollDirection == .vertical {
                if supplementary.isHeader {
                    frame.origin.y = min(max(frame.minY, bounds.minY), limit.maxY - frame.height)
                } else {
                    frame.origin.y = max(min(frame.minY, bounds.maxY - frame.height), limit.minY)
                }
            } else if supplementary.isHeader {
                frame.origin.x = min(max(frame.minX, bounds.minX), limit.maxX - frame.width)
            }
        }
        attributes.frame = frame
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    /// How far an orthogonal section is scrolled (0 for others).
    func orthogonalOffset(section: Int) -> CGFloat {
        collectionView?.orthogonalScrollOffset(section: section) ?? 0
    }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if geometry.hasPinnedSupplementaries { return true }
        return collectionView.lastLaidOutBounds.size != newBounds.size
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        let key = originalAttributes.elementKey
        guard geometry.estimatedElements.contains(key) else { return false }
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            UIKitLog.error("UICollectionViewCompositionalLayout: preferred size \(size) for \(originalAttributes.indexPath) "
                           + "is not a positive finite size; ignored")
            return false
        }
        guard preferredSizes[key] != size, size != originalAttributes.size else { return false }
        preferredSizes[key] = size
        return true
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    override var asksForPreferredAttributes: Bool { !geometry.estimatedElements.isEmpty }

    /// The geometry of one section, for the collection view's orthogonal scroll views.
    func sectionGeometry(_ section: Int) -> CompositionalSectionGeometry? {
        geometry.sections.indices.contains(section) ? geometry.sections[section] : nil
    }
}
