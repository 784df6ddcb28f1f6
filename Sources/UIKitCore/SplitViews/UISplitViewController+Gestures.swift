/// What the pointer and touch do to a split view's columns beyond the divider: a click on the secondary while
/// columns float over it hides them (the overlay display modes), and, with `presentsWithGesture`, a swipe from the
/// primary's edge shows the hidden primary.
extension UISplitViewController {
    func installColumnGestures(on container: UIView) {
        overlayDismissal.backgroundColor = nil
        overlayDismissal.isOpaque = false
        overlayDismissal.isHidden = true
        overlayDismissal.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] tap in
            guard tap.state == .ended else { return }
            self?.changeDisplayMode(to: .secondaryOnly)
        }))
        container.addSubview(overlayDismissal)
        let edge = UIScreenEdgePanGestureRecognizer(handler: { [weak self] pan in
            guard pan.state == .ended, let self, self.presentsWithGesture, !self.collapsedStorage,
                  !self.visibleColumns(for: self.displayMode).contains(.primary) else { return }
            self.show(.primary)
        })
        edge.edges = .left
        container.addGestureRecognizer(edge)
        edgeSwipe = edge
    }

    /// The click catcher covers the secondary beneath the floating columns while they float.
    func placeOverlayDismissal(overlays: Bool, in container: UIView) {
        edgeSwipe?.edges = primaryEdge == .leading ? .left : .right
        overlayDismissal.isHidden = !overlays
        guard overlays, let secondary = columnControllers[.secondary]?.viewIfLoaded, secondary.superview === container else { return }
        overlayDismissal.frame = container.bounds
        container.insertSubview(overlayDismissal, aboveSubview: secondary)
    }
}
