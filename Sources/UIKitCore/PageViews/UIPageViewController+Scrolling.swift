/// The scroll style: a paging scroll view holding the shown page between the data source's neighbours. Moving
/// off the page starts a turn (the delegate hears `willTransitionTo`, the pages their appearance callbacks); the
/// page the scroll view settles on ends it, completed or cancelled.
extension UIPageViewController {
    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// A page's length along the paging axis, spacing included (the scroll view pages by its own size).
    private var pageStride: CGFloat {
        let bounds = viewIfLoaded?.bounds ?? .zero
        return (isHorizontal ? bounds.width : bounds.height) + interPageSpacing
    }

    private func offset(ofSlot index: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(index) * pageStride, y: 0) : CGPoint(x: 0, y: CGFloat(index) * pageStride)
    }

    private var shownSlotIndex: Int { slots.firstIndex { $0 === shownPages.first } ?? 0 }

    /// The shown page and the neighbours the data source gives for it.
    func rebuildSlots() {
        guard let current = shownPages.first else {
            for page in slots { release(page) }
            slots = []
            return
        }
        let before = dataSource?.pageViewController(self, viewControllerBefore: current)
        let after = dataSource?.pageViewController(self, viewControllerAfter: current)
        var pages: [UIViewController] = []
        if let before, before !== current, !before.isAncestorForPaging(of: self) { pages.append(before) }
        pages.append(current)
        if let after, after !== current, after !== before, !after.isAncestorForPaging(of: self) { pages.append(after) }
        setSlots(pages)
    }

    private func setSlots(_ pages: [UIViewController]) {
        for page in slots where !pages.contains(where: { $0 === page }) { release(page) }
        slots = pages
        for page in pages {
            adopt(page)
            if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
        }
        layoutSlots(in: view.bounds)
    }

    func layoutSlots(in bounds: CGRect) {
        scrollView.frame = isHorizontal ? CGRect(x: 0, y: 0, width: bounds.width + interPageSpacing, height: bounds.height)
                                        : CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + interPageSpacing)
        let stride = pageStride
        for (index, page) in slots.enumerated() {
            let frame = isHorizontal ? CGRect(x: CGFloat(index) * stride, y: 0, width: bounds.width, height: bounds.height)
                                     : CGRect(x: 0, y: CGFloat(index) * stride, width: bounds.width, height: bounds.height)
            if page.view.frame != frame { page.view.frame = frame }
        }
        let count = CGFloat(slots.count)
        scrollView.contentSize = isHorizontal ? CGSize(width: stride * count, height: bounds.height)
                                              : CGSize(width: bounds.width, height: stride * count)
        guard pending == nil else { return }
        isRecentering = true
        scrollView.contentOffset = offset(ofSlot: shownSlotIndex)
        isRecentering = false
    }

    /// A programmatic or keyboard turn: `page` goes beside the shown page and the scroll view moves to it.
    func scroll(to page: UIViewController, direction: NavigationDirection, byUser: Bool, completion: ((Bool) -> Void)?) {
        guard let current = shownPages.first else { return }
        if !slots.contains(where: { $0 === page }) {
            setSlots(direction == .forward ? [current, page] : [page, current])
        }
        beginTurn(to: page, byUser: byUser, completion: completion)
        guard let index = slots.firstIndex(where: { $0 === page }) else { return }
        scrollView.setContentOffset(offset(ofSlot: index), animated: true)
    }

    private func beginTurn(to page: UIViewController, byUser: Bool, completion: ((Bool) -> Void)?) {
        pending = PendingTurn(target: [page], previous: shownPages, byUser: byUser, completion: completion)
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        for old in shownPages { old.beginAppearanceTransition(false, animated: true) }
        page.beginAppearanceTransition(true, animated: true)
    }

    /// The content moved: leaving the shown page starts the user's turn towards the neighbour it moves to.
    func scrollViewMoved() {
        guard !isRecentering, pending == nil, !slots.isEmpty else { return }
        let base = offset(ofSlot: shownSlotIndex)
        let delta = isHorizontal ? scrollView.contentOffset.x - base.x : scrollView.contentOffset.y - base.y
        guard abs(delta) > 0.5 else { return }
        let index = shownSlotIndex + (delta > 0 ? 1 : -1)
        guard slots.indices.contains(index) else { return }
        delegate?.pageViewController(self, willTransitionTo: [slots[index]])
        beginTurn(to: slots[index], byUser: true, completion: nil)
    }

    /// The scroll view came to rest (or a new `setViewControllers` cut the turn short, `forcing` it to its
    /// target): the page it rests on becomes the shown one.
    func settleScroll(forcing: Bool = false) {
        guard let turn = pending else { return }
        let target = turn.target[0]
        var landed = target
        if !forcing, !slots.isEmpty {
            let position = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
            let index = min(max(Int((position / max(pageStride, 1)).rounded()), 0), slots.count - 1)
            landed = slots[index]
        }
        let completed = !turn.previous.contains { $0 === landed }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if visible {
            if landed !== target {
                // UIKit's incoherency (VC-66): the page that was to appear hears it disappear again.
                target.beginAppearanceTransition(false, animated: true)
                target.endAppearanceTransition()
                if completed { landed.beginAppearanceTransition(true, animated: true) }
            }
            if completed {
                for old in turn.previous { old.endAppearanceTransition() }
                landed.endAppearanceTransition()
            } else {
                for old in turn.previous {
                    old.beginAppearanceTransition(true, animated: true)
                    old.endAppearanceTransition()
                }
            }
        }
        if completed { shownPages = [landed] }
        pending = nil
        rebuildSlots()
        finishTurn(turn, completed: completed)
    }

    func layoutIndicator(in bounds: CGRect) {
        updateIndicator()
        pageIndicator.frame = CGRect(x: 0, y: bounds.height - 36, width: bounds.width, height: 28)
    }

    /// The dots show when the data source counts pages (asked after `setViewControllers`, VC-53).
    func updateIndicator() {
        guard transitionStyle == .scroll, let dataSource, !shownPages.isEmpty else {
            pageIndicator.isHidden = true
            return
        }
        let count = dataSource.presentationCount(for: self)
        pageIndicator.isHidden = count <= 0
        pageIndicator.numberOfPages = max(0, count)
        pageIndicator.currentPage = min(max(dataSource.presentationIndex(for: self), 0), max(0, count - 1))
        viewIfLoaded?.bringSubviewToFront(pageIndicator)
    }
}

extension UIViewController {
    /// Whether a page the data source gave would make a cycle (the page view controller or its ancestor).
    fileprivate func isAncestorForPaging(of pageViewController: UIPageViewController) -> Bool {
        pageViewController.isDescendant(of: self)
    }
}

/// The page view controller's scroll view delegate (the scroll view's own, not the app's).
@MainActor final class PageScrollDelegate: UIScrollViewDelegate {
    private weak var owner: UIPageViewController?
    init(owner: UIPageViewController) { self.owner = owner }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.scrollViewMoved() }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.settleScroll() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.settleScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.settleScroll() }
    }
}
