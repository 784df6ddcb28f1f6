import Foundation

/// Changing layouts: every element moves from its place in the old layout to its place in the new one, animated
/// if asked (CV-11); elements only one layout shows fade.
extension UICollectionView {
    func setCollectionViewLayoutInCode(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    func setCollectionViewLayoutInCode(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        let oldLayout = self.layout
        oldLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: oldLayout)
        for view in visibleViews.values { view.willTransition(from: oldLayout, to: layout) }
        oldLayout.collectionView = nil
        self.layout = layout
        adopt(layout)
        prepareLayoutIfNeeded()
        let proposed = clampedContentOffset(contentOffset)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed)
            ?? layout.targetContentOffset(forProposedContentOffset: proposed)
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            layout.finalizeLayoutTransition()
            for view in self.visibleViews.values { view.didTransition(from: oldLayout, to: layout) }
            completion?(finished)
        }
        let change = {
            self.contentOffset = self.clampedContentOffset(target)
            self.placeVisibleElements()
        }
        if animated, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState], animations: change,
                           completion: finish)
        } else {
            UIView.performWithoutAnimation(change)
            finish(true)
        }
    }
}
