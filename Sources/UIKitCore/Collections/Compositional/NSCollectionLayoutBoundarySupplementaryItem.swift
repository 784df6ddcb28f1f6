import Foundation

/// A header, footer or side view of a whole section (or of the whole layout, from the configuration), placed
/// by alignment; it may stay pinned to the visible area while its section shows.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item adds its length to the section (true) or overlaps the content (false).
    open var extendsBoundary = true
    open var pinToVisibleBounds = false
    open private(set) var alignment: NSRectAlignment
    open private(set) var offset: CGPoint

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: [.top]), itemAnchor: nil)
    }

    /// Above the content (top alignments), below it (bottom ones), or beside it.
    var isLeadingBoundary: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    var isTrailingBoundary: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
