import Foundation

/// What shows and where: visible cells and supplementary views, index paths for points and cells, layout
/// attributes, and scrolling an item into view.
extension UICollectionView {
    var visibleCellsInCode: [UICollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { $0.value as? UICollectionViewCell }
    }

    var indexPathsForVisibleItemsInCode: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    func visibleSupplementaryViewsInCode(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    func indexPathsForVisibleSupplementaryElementsInCode(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    func cellForItemInCode(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    func supplementaryViewInCode(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    func indexPathInCode(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    func indexPathInCode(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleViews.first { $0.key.category == .supplementaryView && $0.value === supplementaryView }?.key.indexPath
    }

    func indexPathForItemInCode(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && displayedFrame(of: $0).contains(point)
                && isValidItem($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    func layoutAttributesForItemInCode(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else { return nil }
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    func layoutAttributesForSupplementaryElementInCode(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    func scrollToItemInCode(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath) else {
            let counts = counts
            let available = counts.indices.contains(indexPath.section) ? counts[indexPath.section] : 0
            return UIKitLog.error("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) "
                                  + "when there are only \(available) items in section \(indexPath.section).")
        }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        setContentOffset(clampedContentOffset(contentOffset(showing: frame, at: scrollPosition)), animated: animated)
    }

    /// The offset putting `frame` at the position; axes without an option scroll as little as needed.
    func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        var offset = contentOffset
        let size = bounds.size
        if position.contains(.top) {
            offset.y = frame.minY
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - size.height / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - size.height
        } else if frame.maxY > offset.y + size.height {
            offset.y = frame.maxY - size.height
        } else if frame.minY < offset.y {
            offset.y = frame.minY
        }
        if position.contains(.left) {
            offset.x = frame.minX
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - size.width / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - size.width
        } else if frame.maxX > offset.x + size.width {
            offset.x = frame.maxX - size.width
        } else if frame.minX < offset.x {
            offset.x = frame.minX
        }
        return offset
    }
}
