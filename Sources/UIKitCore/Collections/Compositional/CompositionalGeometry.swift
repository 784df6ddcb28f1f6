import Foundation

/// A compositional layout's computed frames.
struct CompositionalGeometry {
    var sections: [CompositionalSectionGeometry] = []
    var globalSupplementaries: [CompositionalSupplementary] = []
    var contentSize: CGSize = .zero
    /// Elements with an estimated dimension: their views are asked for their size.
    var estimatedElements = Set<ElementKey>()
    var hasPinnedSupplementaries = false
}

/// A supplementary element's place: a section's (or the layout's) header or footer, or an item's badge.
struct CompositionalSupplementary {
    var kind: String
    var indexPath: IndexPath
    var frame: CGRect
    var zIndex: Int
    var pins: Bool
    var isHeader: Bool
}

/// One section's frames. Items are in the collection view's content coordinates; in an orthogonal section they lie
/// along a row (`rowFrame`) that scrolls on its own, at their unscrolled places.
struct CompositionalSectionGeometry {
    /// Where the groups are along the layout's axis, in order, for binary search.
    struct GroupSpan {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    var frame: CGRect = .zero
    var itemFrames: [CGRect] = []
    var groups: [GroupSpan] = []
    var supplementaries: [CompositionalSupplementary] = []
    var isVertical = true
    var orthogonalBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The band the orthogonal row occupies in the collection view, and how long the row is.
    var rowFrame: CGRect = .zero
    var rowLength: CGFloat = 0
    /// Group starts along the row, for group paging.
    var groupStarts: [CGFloat] = []

    var isOrthogonal: Bool { orthogonalBehavior != .none }

    /// The items whose frames meet `rect`; an orthogonal section's frames are shifted by its scroll offset first.
    func items(intersecting rect: CGRect, orthogonalOffset: CGFloat) -> [Int] {
        if isOrthogonal {
            let shifted = isVertical ? rect.offsetBy(dx: orthogonalOffset, dy: 0) : rect.offsetBy(dx: 0, dy: orthogonalOffset)
            return itemFrames.indices.filter { itemFrames[$0].intersects(shifted) }
        }
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var first = 0, last = groups.count
        while first < last {
            let mid = (first + last) / 2
            if groups[mid].end < low { first = mid + 1 } else { last = mid }
        }
        var result: [Int] = []
        var index = first
        while index < groups.count, groups[index].start <= high {
            for item in groups[index].items where itemFrames[item].intersects(rect) { result.append(item) }
            index += 1
        }
        return result
    }
}
