import Foundation

/// Computes a compositional layout's frames: asks for each section's description, repeats its group until the
/// section's items are placed (nested groups recursively), and adds boundary and item supplementary elements.
/// Written for vertical scrolling with "along" the scrolling axis; horizontal layouts swap the axes.
@MainActor struct CompositionalLayoutSolver {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    var result = CompositionalGeometry()
    private let vertical: Bool
    private let environment: CompositionalLayoutContainer

    init(layout: UICollectionViewCompositionalLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        vertical = layout.configuration.scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        environment = CompositionalLayoutContainer(
            contentSize: CGSize(width: max(0, size.width - inset.left - inset.right),
                                height: max(0, size.height - inset.top - inset.bottom)),
            contentInsets: NSDirectionalEdgeInsets(), traitCollection: collectionView.traitCollection)
    }

    mutating func solve(sectionProvider: UICollectionViewCompositionalLayoutSectionProvider) -> CompositionalGeometry {
        let container = environment.contentSize
        let extent = vertical ? container.width : container.height
        var cursor: CGFloat = 0
        let global = layout.configuration.boundarySupplementaryItems
        result.globalSupplementaries += boundaryItems(global.filter(\.isLeadingBoundary), section: nil,
                                                      band: bandRect(at: cursor, length: 0, extent: extent),
                                                      cursor: &cursor, extent: extent, header: true)
        let spacing = layout.configuration.interSectionSpacing.isFinite ? max(0, layout.configuration.interSectionSpacing) : 0
        for (index, count) in collectionView.counts.enumerated() {
            guard let section = sectionProvider(index, environment) else {
                UIKitLog.errorOnce("UICollectionViewCompositionalLayout: the section provider returned nil for section "
                                   + "\(index); the section shows nothing")
                result.sections.append(CompositionalSectionGeometry())
                continue
            }
            if index > 0 { cursor += spacing }
            result.sections.append(layOut(section, index: index, count: count, cursor: &cursor, extent: extent))
        }
        result.globalSupplementaries += boundaryItems(global.filter(\.isTrailingBoundary), section: nil,
                                                      band: bandRect(at: cursor, length: 0, extent: extent),
                                                      cursor: &cursor, extent: extent, header: false)
        result.contentSize = vertical ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent)
        return result
    }

    // MARK: Sections

    private mutating func layOut(_ section: NSCollectionLayoutSection, index: Int, count: Int, cursor: inout CGFloat,
                                 extent: CGFloat) -> CompositionalSectionGeometry {
        var geometry = CompositionalSectionGeometry()
        geometry.isVertical = vertical
        geometry.orthogonalBehavior = section.orthogonalScrollingBehavior
        let start = cursor
        let insets = section.contentInsets
        let (leadingInset, trailingInset) = vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let (beforeInset, afterInset) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let follows = section.supplementariesFollowContentInsets
        let headerBand = bandRect(at: cursor, length: 0, extent: extent)
        geometry.supplementaries += boundaryItems(section.boundarySupplementaryItems.filter(\.isLeadingBoundary),
                                                  section: index, band: headerBand, cursor: &cursor, extent: extent,
                                                  header: true, inset: follows ? (leadingInset, trailingInset) : (0, 0))
        cursor += beforeInset
        let contentExtent = max(0, extent - leadingInset - trailingInset)
        let groupContainer = vertical ? CGSize(width: contentExtent, height: environment.contentSize.height)
            : CGSize(width: environment.contentSize.width, height: contentExtent)
        let spacing = section.interGroupSpacing.isFinite ? max(0, section.interGroupSpacing) : 0
        var placed = 0
        var rowCursor = leadingInset
        var rowThickness: CGFloat = 0
        let rowStart = cursor
        var guardCount = 0
        while placed < count, guardCount < count + 1 {
            guardCount += 1
            let size = section.group.layoutSize.resolve(in: groupContainer)
            let origin: CGPoint
            if geometry.isOrthogonal {
                origin = vertical ? CGPoint(x: rowCursor, y: rowStart) : CGPoint(x: rowStart, y: rowCursor)
            } else {
                origin = vertical ? CGPoint(x: leadingInset, y: cursor) : CGPoint(x: cursor, y: leadingInset)
            }
            let first = placed
            let used = place(section.group, in: CGRect(origin: origin, size: size), section: index, placed: &placed,
                             limit: count, into: &geometry)
            guard placed > first else { break }
            let along = vertical ? used.height : used.width
            let across = vertical ? used.width : used.height
            if geometry.isOrthogonal {
                geometry.groupStarts.append(rowCursor)
                rowCursor += across + spacing
                rowThickness = max(rowThickness, along)
            } else {
                let begin = cursor
                cursor += along
                geometry.groups.append(.init(start: begin, end: cursor, items: first..<placed))
                if placed < count { cursor += spacing }
            }
        }
        if geometry.isOrthogonal {
            cursor = rowStart + rowThickness
            geometry.rowLength = max(0, rowCursor - spacing) + trailingInset
            geometry.rowFrame = bandRect(at: rowStart, length: rowThickness, extent: extent)
            geometry.groups = [.init(start: rowStart, end: cursor, items: 0..<placed)]
        }
        cursor += afterInset
        let footerBand = bandRect(at: cursor, length: 0, extent: extent)
        geometry.supplementaries += boundaryItems(section.boundarySupplementaryItems.filter(\.isTrailingBoundary),
                                                  section: index, band: footerBand, cursor: &cursor, extent: extent,
                                                  header: false, inset: follows ? (leadingInset, trailingInset) : (0, 0))
        geometry.frame = bandRect(at: start, length: cursor - start, extent: extent)
        return geometry
    }

    /// A band across the layout at `position` along it.
    private func bandRect(at position: CGFloat, length: CGFloat, extent: CGFloat) -> CGRect {
        vertical ? CGRect(x: 0, y: position, width: extent, height: length)
            : CGRect(x: position, y: 0, width: length, height: extent)
    }

    /// Headers (or footers) one after another at the cursor; those that extend the boundary push the cursor on.
    private mutating func boundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int?,
                                        band: CGRect, cursor: inout CGFloat, extent: CGFloat, header: Bool,
                                        inset: (CGFloat, CGFloat) = (0, 0)) -> [CompositionalSupplementary] {
        var placed: [CompositionalSupplementary] = []
        var perKind: [String: Int] = [:]
        for item in items {
            let width = max(0, extent - inset.0 - inset.1)
            let container = vertical ? CGSize(width: width, height: environment.contentSize.height)
                : CGSize(width: environment.contentSize.width, height: width)
            let ordinal = perKind[item.elementKind, default: 0]
            perKind[item.elementKind] = ordinal + 1
            let indexPath = section.map { IndexPath(item: ordinal, section: $0) } ?? IndexPath(index: ordinal)
            let key = ElementKey(category: .supplementaryView, kind: item.elementKind, indexPath: indexPath)
            var size = item.layoutSize.resolve(in: container)
            if let preferred = layout.preferredSizes[key] { size = adopt(preferred, into: size, item.layoutSize) }
            if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated {
                result.estimatedElements.insert(key)
            }
            let length = vertical ? size.height : size.width
            var frame = vertical ? CGRect(x: inset.0, y: cursor, width: size.width, height: size.height)
                : CGRect(x: cursor, y: inset.0, width: size.width, height: size.height)
            frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
            if [.topTrailing, .bottomTrailing, .trailing].contains(item.alignment) {
                if vertical { frame.origin.x = inset.0 + width - size.width } else { frame.origin.y = inset.0 + width - size.height }
            }
            if item.extendsBoundary { cursor += length }
            if item.pinToVisibleBounds { result.hasPinnedSupplementaries = true }
            placed.append(CompositionalSupplementary(kind: item.elementKind, indexPath: indexPath, frame: frame,
                                                     zIndex: item.pinToVisibleBounds ? max(item.zIndex, 1024) : item.zIndex,
                                                     pins: item.pinToVisibleBounds, isHeader: header))
        }
        return placed
    }

    // MARK: Groups

    /// Places `group`'s leaves in `frame` (item frames appended in item order) and returns the room it used: its
    /// frame, with estimated dimensions replaced by what its content took.
    private mutating func place(_ group: NSCollectionLayoutGroup, in frame: CGRect, section: Int, placed: inout Int,
                                limit: Int, into geometry: inout CompositionalSectionGeometry) -> CGRect {
        var used = frame
        switch group.arrangement {
        case .custom(let provider):
            let custom = CompositionalLayoutContainer(contentSize: frame.size, contentInsets: NSDirectionalEdgeInsets(),
                                                      traitCollection: environment.traitCollection)
            var extentUsed = CGRect(origin: frame.origin, size: .zero)
            for item in provider(custom) where placed < limit {
                let itemFrame = item.frame.offsetBy(dx: frame.minX, dy: frame.minY)
                geometry.itemFrames.append(itemFrame)
                placed += 1
                extentUsed = extentUsed.union(itemFrame)
            }
            if group.layoutSize.heightDimension.isEstimated { used.size.height = extentUsed.maxY - frame.minY }
            if group.layoutSize.widthDimension.isEstimated { used.size.width = extentUsed.maxX - frame.minX }
            return used
        case .horizontal, .vertical:
            let horizontal = if case .horizontal = group.arrangement { true } else { false }
            let slots = self.slots(for: group, in: frame, horizontal: horizontal, section: section, firstItem: placed,
                                   limit: limit)
            var content = CGRect(origin: frame.origin, size: .zero)
            for (subitem, slot) in slots where placed < limit {
                if let nested = subitem as? NSCollectionLayoutGroup {
                    content = content.union(place(nested, in: slot, section: section, placed: &placed, limit: limit,
                                                  into: &geometry))
                } else {
                    let indexPath = IndexPath(item: placed, section: section)
                    let insets = subitem.contentInsets
                    let itemFrame = CGRect(x: slot.minX + insets.leading, y: slot.minY + insets.top,
                                           width: max(0, slot.width - insets.leading - insets.trailing),
                                           height: max(0, slot.height - insets.top - insets.bottom))
                    geometry.itemFrames.append(itemFrame)
                    addItemSupplementaries(subitem, frame: itemFrame, indexPath: indexPath, into: &geometry)
                    placed += 1
                    content = content.union(slot)
                }
            }
            if group.layoutSize.heightDimension.isEstimated { used.size.height = content.maxY - frame.minY }
            if group.layoutSize.widthDimension.isEstimated { used.size.width = content.maxX - frame.minX }
            return used
        }
    }

    /// The subitems of a row or column group and their frames: `count` equal copies of the first subitem sharing
    /// the group's length, or the subitems repeated while they fit; spacing fixed or shared out (flexible).
    private mutating func slots(for group: NSCollectionLayoutGroup, in frame: CGRect, horizontal: Bool, section: Int,
                                firstItem: Int, limit: Int) -> [(NSCollectionLayoutItem, CGRect)] {
        guard !group.subitems.isEmpty else { return [] }
        let length = horizontal ? frame.width : frame.height
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        var sizes: [(NSCollectionLayoutItem, CGSize, lead: CGFloat, trail: CGFloat, cross: CGFloat)] = []
        var used: CGFloat = 0
        var leafIndex = firstItem
        if let count = group.repeatCount {
            let subitem = group.subitems[0]
            let share = max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count {
                var size = subitem.layoutSize.resolve(in: frame.size)
                if horizontal { size.width = share } else { size.height = share }
                size = preferredSize(for: subitem, at: leafIndex, section: section, size: size)
                sizes.append((subitem, size, 0, 0, 0))
                leafIndex += 1
            }
        } else {
            var index = 0
            while leafIndex < limit || sizes.isEmpty {
                let subitem = group.subitems[index % group.subitems.count]
                var size = subitem.layoutSize.resolve(in: frame.size)
                if !(subitem is NSCollectionLayoutGroup) {
                    size = preferredSize(for: subitem, at: leafIndex, section: section, size: size)
                }
                let (lead, trail, cross) = edgeSpacing(subitem, horizontal: horizontal)
                let itemLength = (horizontal ? size.width : size.height) + lead + trail
                let next = used + (sizes.isEmpty ? 0 : gap) + itemLength
                if !sizes.isEmpty, next > length + 0.001 { break }
                if itemLength <= 0, !sizes.isEmpty, index >= group.subitems.count { break }
                sizes.append((subitem, size, lead, trail, cross))
                used = next
                leafIndex += (subitem as? NSCollectionLayoutGroup).map { _ in 1 } ?? 1
                index += 1
                if sizes.count > 10_000 { break }
            }
        }
        let total = sizes.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) + $1.lead + $1.trail }
        var extraGap = gap
        if spacing?.isFlexibleSpacing == true, sizes.count > 1 {
            extraGap = max(gap, (length - total) / CGFloat(sizes.count - 1))
        }
        var position = horizontal ? frame.minX : frame.minY
        return sizes.map { subitem, size, lead, trail, cross in
            position += lead
            let slot = horizontal
                ? CGRect(x: position, y: frame.minY + cross, width: size.width, height: size.height)
                : CGRect(x: frame.minX + cross, y: position, width: size.width, height: size.height)
            position += (horizontal ? size.width : size.height) + trail + extraGap
            return (subitem, slot)
        }
    }

    /// Fixed edge spacing before and after the item along the group, and before it across.
    private func edgeSpacing(_ item: NSCollectionLayoutItem, horizontal: Bool) -> (CGFloat, CGFloat, CGFloat) {
        guard let edges = item.edgeSpacing else { return (0, 0, 0) }
        let lead = horizontal ? edges.leading : edges.top
        let trail = horizontal ? edges.trailing : edges.bottom
        let cross = horizontal ? edges.top : edges.leading
        return (lead?.spacing ?? 0, trail?.spacing ?? 0, cross?.spacing ?? 0)
    }

    /// A leaf's size with the size its view asked for in place of an estimated dimension.
    private mutating func preferredSize(for item: NSCollectionLayoutItem, at index: Int, section: Int, size: CGSize) -> CGSize {
        guard item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated else { return size }
        let key = ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: index, section: section))
        result.estimatedElements.insert(key)
        guard let preferred = layout.preferredSizes[key] else { return size }
        return adopt(preferred, into: size, item.layoutSize)
    }

    private func adopt(_ preferred: CGSize, into size: CGSize, _ layoutSize: NSCollectionLayoutSize) -> CGSize {
        CGSize(width: layoutSize.widthDimension.isEstimated ? preferred.width : size.width,
               height: layoutSize.heightDimension.isEstimated ? preferred.height : size.height)
    }

    private mutating func addItemSupplementaries(_ item: NSCollectionLayoutItem, frame: CGRect, indexPath: IndexPath,
                                                 into geometry: inout CompositionalSectionGeometry) {
        for supplementary in item.supplementaryItems {
            let size = supplementary.layoutSize.resolve(in: frame.size)
            var placed = supplementary.containerAnchor.frame(of: size, in: frame)
            if let itemAnchor = supplementary.itemAnchor {
                let inner = itemAnchor.frame(of: size, in: CGRect(origin: .zero, size: size))
                placed = placed.offsetBy(dx: -inner.minX, dy: -inner.minY)
            }
            geometry.supplementaries.append(CompositionalSupplementary(
                kind: supplementary.elementKind, indexPath: indexPath, frame: placed, zIndex: supplementary.zIndex,
                pins: false, isHeader: false))
        }
    }
}
