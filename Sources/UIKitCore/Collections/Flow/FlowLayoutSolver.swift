import Foundation

/// Computes a flow layout's frames from the collection view's counts, its size, the layout's properties and the
/// flow delegate's answers. Works along two axes: "across" (the line direction) and "along" (the scrolling one).
@MainActor struct FlowLayoutSolver {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView

    func solve() -> ([FlowSectionGeometry], CGSize) {
        let vertical = layout.scrollDirection == .vertical
        let size = collectionView.bounds.size, inset = collectionView.adjustedContentInset
        let extent = max(0, vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom)
        let delegate = collectionView.collectionDelegate as? any UICollectionViewDelegateFlowLayout
        var cursor: CGFloat = 0
        var sections: [FlowSectionGeometry] = []
        for (section, count) in collectionView.counts.enumerated() {
            let start = cursor
            var geometry = FlowSectionGeometry(frame: .zero, isVertical: vertical)
            let header = delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize
            geometry.headerFrame = band(at: &cursor, length: vertical ? header.height : header.width, extent: extent,
                                        vertical: vertical)
            let sectionInset = usable(delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
                                      ?? layout.sectionInset)
            let lineSpacing = nonNegative(delegate?.collectionView(collectionView, layout: layout,
                                                                    minimumLineSpacingForSectionAt: section)
                                          ?? layout.minimumLineSpacing)
            let interitemSpacing = nonNegative(delegate?.collectionView(collectionView, layout: layout,
                                                                         minimumInteritemSpacingForSectionAt: section)
                                               ?? layout.minimumInteritemSpacing)
            let leading = vertical ? sectionInset.left : sectionInset.top
            let trailing = vertical ? sectionInset.right : sectionInset.bottom
            cursor += vertical ? sectionInset.top : sectionInset.left
            let available = max(0, extent - leading - trailing)
            let sizes = (0..<count).map { itemSize(IndexPath(item: $0, section: section), delegate, vertical: vertical) }
            placeLines(sizes, into: &geometry, cursor: &cursor, available: available, leading: leading,
                       lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, vertical: vertical)
            cursor += vertical ? sectionInset.bottom : sectionInset.right
            let footer = delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize
            geometry.footerFrame = band(at: &cursor, length: vertical ? footer.height : footer.width, extent: extent,
                                        vertical: vertical)
            geometry.frame = vertical ? CGRect(x: 0, y: start, width: extent, height: cursor - start)
                : CGRect(x: start, y: 0, width: cursor - start, height: extent)
            sections.append(geometry)
        }
        return (sections, vertical ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent))
    }

    /// Greedy lines: as many items as fit with the minimum spacing; full lines justified, the last packed at the
    /// leading edge, a lone item centred; items centred across the line's thickness.
    private func placeLines(_ sizes: [CGSize], into geometry: inout FlowSectionGeometry, cursor: inout CGFloat,
                            available: CGFloat, leading: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat,
                            vertical: Bool) {
        geometry.itemFrames = [CGRect](repeating: .zero, count: sizes.count)
        let across = sizes.map { vertical ? $0.width : $0.height }
        let along = sizes.map { vertical ? $0.height : $0.width }
        var first = 0
        while first < sizes.count {
            var end = first + 1, used = across[first]
            while end < sizes.count, used + interitemSpacing + across[end] <= available + 0.0001 {
                used += interitemSpacing + across[end]
                end += 1
            }
            let count = end - first
            let thickness = along[first..<end].max() ?? 0
            let isLast = end == sizes.count
            let itemsWidth = across[first..<end].reduce(0, +)
            var position: CGFloat
            var gap: CGFloat
            if count == 1, !isLast {
                position = leading + max(0, (available - itemsWidth) / 2)
                gap = 0
            } else if isLast {
                position = leading
                gap = interitemSpacing
            } else {
                position = leading
                gap = (available - itemsWidth) / CGFloat(count - 1)
            }
            if !geometry.lines.isEmpty { cursor += lineSpacing }
            for item in first..<end {
                let offset = (thickness - along[item]) / 2
                geometry.itemFrames[item] = vertical
                    ? CGRect(x: position, y: cursor + offset, width: across[item], height: along[item])
                    : CGRect(x: cursor + offset, y: position, width: along[item], height: across[item])
                position += across[item] + gap
            }
            geometry.lines.append(.init(start: cursor, end: cursor + thickness, items: first..<end))
            cursor += thickness
            first = end
        }
    }

    private func itemSize(_ indexPath: IndexPath, _ delegate: (any UICollectionViewDelegateFlowLayout)?,
                          vertical: Bool) -> CGSize {
        if let preferred = layout.preferredSizes[indexPath] { return preferred }
        var size: CGSize
        if layout.estimatedItemSize != .zero {
            size = layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? layout.itemSize
                : layout.estimatedItemSize
        } else {
            size = delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIKitLog.errorOnce("UICollectionViewFlowLayout: item size \(size) at \(indexPath) is not a finite, "
                               + "non-negative size; using zero")
            return .zero
        }
        return size
    }

    /// A header or footer band across the section at the cursor; nil when it has no length.
    private func band(at cursor: inout CGFloat, length: CGFloat, extent: CGFloat, vertical: Bool) -> CGRect? {
        guard length.isFinite, length > 0 else { return nil }
        defer { cursor += length }
        return vertical ? CGRect(x: 0, y: cursor, width: extent, height: length)
            : CGRect(x: cursor, y: 0, width: length, height: extent)
    }

    private func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    private func usable(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: nonNegative(insets.top), left: nonNegative(insets.left), bottom: nonNegative(insets.bottom),
                     right: nonNegative(insets.right))
    }
}
