import Foundation

/// The layout pass: prepare an invalid layout, size the content, and keep a view on screen for exactly the
/// elements the layout puts in the visible rectangle; views that leave it go back to their reuse queue.
extension UICollectionView {
    /// Runs from `layoutSubviews()`.
    func runLayoutPass() {
        backgroundView?.frame = bounds
        // Self-sizing views may invalidate the layout while they are placed; a few passes settle it.
        for _ in 0..<4 {
            updateLayoutForBoundsChange()
            prepareLayoutIfNeeded()
            placeVisibleElements()
            if !layoutNeedsPrepare { break }
        }
    }

    /// Asks the layout whether a new size needs a new layout (a new scroll position was asked about as it was set;
    /// a size change can only be seen here, after it happened).
    private func updateLayoutForBoundsChange() {
        let bounds = bounds
        defer { lastLaidOutBounds = bounds }
        guard bounds.size != lastLaidOutBounds.size, !lastLaidOutBounds.isNull else { return }
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
    }

    func prepareLayoutIfNeeded() {
        guard layoutNeedsPrepare else { return }
        layoutNeedsPrepare = false
        _ = counts
        layout.prepare()
        let size = layout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            contentSize = size
        } else {
            UIKitLog.error("UICollectionView: the layout's content size \(size) is not a finite size; kept \(contentSize)")
        }
        updateOrthogonalScrollers()
    }

    /// The attributes of the elements intersecting `rect`, keyed by element, those with index paths beyond the
    /// data left out (with a log line).
    func visibleAttributes(in rect: CGRect) -> [ElementKey: UICollectionViewLayoutAttributes] {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            let frame = displayedFrame(of: attributes)
            guard frame.intersects(rect) || (attributes.size == .zero && rect.contains(frame.origin))
            else { continue }
            if attributes.representedElementCategory == .cell, !isValidItem(attributes.indexPath) {
                UIKitLog.errorOnce("UICollectionView received layout attributes for a cell with an index path that "
                                   + "does not exist: \(attributes.indexPath)")
                continue
            }
            wanted[attributes.elementKey] = attributes
        }
        return wanted
    }

    /// Keeps a view for every visible element, reusing the ones already there.
    func placeVisibleElements() {
        guard dataSource != nil else { return recycleAllVisibleViews() }
        let wanted = visibleAttributes(in: bounds)
        for (key, view) in visibleViews where wanted[key] == nil && !isMovingElement(key) {
            visibleViews[key] = nil
            endDisplaying(view, key)
        }
        for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let view = visibleViews[key] {
                if !isMovingElement(key) { apply(attributes, to: view) }
                continue
            }
            guard let view = makeView(for: attributes) else { continue }
            visibleViews[key] = view
            // A new view appears in place, even inside an animation block (a layout change fades it in elsewhere).
            UIView.performWithoutAnimation { apply(attributes, to: view) }
            askForPreferredAttributes(of: view, attributes)
            display(view, key)
        }
    }

    /// A view for the element, from the data source (cells, supplementary views) or the layout (decorations).
    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            let cell = cellFromDataSource(dataSource, at: indexPath)
            if cell.superview != nil, cell.superview !== self {
                UIKitLog.error("UICollectionView: the data source returned a cell that is already in another view "
                               + "for \(indexPath)")
            }
            cell.isSelected = selection.contains(indexPath)
            cell.isEditingInCollection = isEditing
            return cell
        case .supplementaryView:
            guard let kind = attributes.representedElementKind else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        case .decorationView:
            guard let kind = attributes.representedElementKind else { return nil }
            return dequeueDecorationView(ofKind: kind)
        }
    }

    /// Places `view` exactly where the attributes say (CV-3).
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let (container, origin) = container(for: attributes)
        if view.superview !== container {
            container.addSubview(view)
            if let backgroundView { sendSubviewToBack(backgroundView) }
        }
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        view.center = CGPoint(x: attributes.center.x - origin.x, y: attributes.center.y - origin.y)
        view.transform3D = attributes.transform3D
        // The item dragged to reorder leaves a gap where it would land (UICollectionView+DragAndDrop.swift).
        view.alpha = dropReorder?.cell === view ? 0 : attributes.alpha
        // A cell a drop's preview is flying to stays hidden until it lands (DropLanding+Animation.swift).
        view.isHidden = attributes.isHidden || DropLanding.isHiding(view)
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// Self-sizing: a view that prefers another size than it was given may invalidate the layout.
    private func askForPreferredAttributes(of view: UICollectionReusableView,
                                           _ attributes: UICollectionViewLayoutAttributes) {
        guard layout.asksForPreferredAttributes else { return }
        view.layoutIfNeeded()
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard preferred.frame != attributes.frame,
              layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                withOriginalAttributes: attributes))
    }

    private func display(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let delegate = collectionDelegate else { return }
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView, let kind = key.kind {
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
    }

    /// Tells the delegate the element left and queues its view for reuse.
    func endDisplaying(_ view: UICollectionReusableView, _ key: ElementKey) {
        if let delegate = collectionDelegate {
            if let cell = view as? UICollectionViewCell, key.category == .cell {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView, let kind = key.kind {
                delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
                                        at: key.indexPath)
            }
        }
        enqueueForReuse(view, kind: key.category == .cell ? Self.elementKindCell : key.kind ?? "")
    }

    func recycleAllVisibleViews() {
        let views = visibleViews
        visibleViews.removeAll()
        for (key, view) in views { endDisplaying(view, key) }
    }

    func isMovingElement(_ key: ElementKey) -> Bool {
        key.category == .cell && interactiveMovement?.currentIndexPath == key.indexPath
    }
}
