import Foundation

/// Orthogonal sections of a compositional layout: each gets a scroll view over its row, holding its cells, so the
/// row scrolls across the collection view by drag, wheel and touchpad while the collection view scrolls along.
extension UICollectionView {
    /// How far the section's row is scrolled along it.
    func orthogonalScrollOffset(section: Int) -> CGFloat {
        guard let scroller = orthogonalScrollers[section] else { return 0 }
        return isVerticalCompositional ? scroller.contentOffset.x : scroller.contentOffset.y
    }

    private var isVerticalCompositional: Bool {
        (layout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection != .horizontal
    }

    /// Makes, sizes and removes the scroll views of orthogonal sections to match the prepared layout.
    func updateOrthogonalScrollers() {
        guard let compositional = layout as? UICollectionViewCompositionalLayout else {
            for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
            orthogonalScrollers.removeAll()
            return
        }
        var wanted = Set<Int>()
        for (index, section) in compositional.geometry.sections.enumerated() where section.isOrthogonal {
            wanted.insert(index)
            let scroller = orthogonalScrollers[index] ?? {
                let made = OrthogonalSectionScrollView(section: index, collectionView: self)
                orthogonalScrollers[index] = made
                addSubview(made)
                return made
            }()
            let row = section.rowFrame
            if scroller.frame != row { scroller.frame = row }
            let size = section.isVertical ? CGSize(width: section.rowLength, height: row.height)
                : CGSize(width: row.width, height: section.rowLength)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = section.orthogonalBehavior == .paging
            scroller.decelerationRate = section.orthogonalBehavior == .continuous ? .normal : .fast
        }
        for (index, scroller) in orthogonalScrollers where !wanted.contains(index) {
            scroller.removeFromSuperview()
            orthogonalScrollers[index] = nil
        }
    }

    /// The view an element is placed in: its section's scroll view for items of an orthogonal section, with the
    /// offset from the collection view's content coordinates to that view's.
    func container(for attributes: UICollectionViewLayoutAttributes) -> (UIView, CGPoint) {
        guard attributes.representedElementCategory == .cell
                || (attributes.representedElementCategory == .supplementaryView && isItemSupplementary(attributes)),
              attributes.indexPath.count == 2,
              let scroller = orthogonalScrollers[attributes.indexPath.section] else { return (self, .zero) }
        return (scroller, scroller.frame.origin)
    }

    /// Badges on items of an orthogonal section move with the items; the section's own headers do not.
    private func isItemSupplementary(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let compositional = layout as? UICollectionViewCompositionalLayout,
              let section = compositional.sectionGeometry(attributes.indexPath.section), section.isOrthogonal else {
            return false
        }
        return section.frame.contains(attributes.center) && section.rowFrame.contains(attributes.center)
    }

    /// Where an element shows in the collection view's content: orthogonal rows shifted by their scroll offset.
    func displayedFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        let (container, _) = container(for: attributes)
        guard container !== self, let scroller = container as? UIScrollView else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }
}
