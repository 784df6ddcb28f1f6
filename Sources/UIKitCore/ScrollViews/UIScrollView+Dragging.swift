import Foundation

/// Dragging: the pan recognizer's touches move the content with the finger (rubber band past the edges), and its
/// end hands over to the deceleration, bounce or paging motion.
extension UIScrollView {
    func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
        contentTouchDelay.delaysTouchesBegan = delaysContentTouches
        addGestureRecognizer(contentTouchDelay)
    }

    // MARK: Geometry

    /// The offsets the content allows on each axis.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) { offsetRange(forContentSize: contentSize) }

    /// The offsets content of `contentSize` would allow.
    func offsetRange(forContentSize contentSize: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(contentSize.width + inset.right - bounds.width, minX)
        let maxY = max(contentSize.height + inset.bottom - bounds.height, minY)
        return (minX...maxX, minY...maxY)
    }

    /// Whether the content (with its insets) is larger than the view along each axis.
    var hasRoom: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.x.upperBound > range.x.lowerBound, range.y.upperBound > range.y.lowerBound)
    }

    /// The axes a finger may drag: those with room, and those that always bounce (vertically, also with a refresh
    /// control to pull, as short tables can be pulled to refresh on iOS).
    var draggableAxes: (x: Bool, y: Bool) {
        let room = hasRoom
        return (room.x || (bounces && alwaysBounceHorizontal),
                room.y || (bounces && (alwaysBounceVertical || refreshControl != nil)))
    }

    /// Whether scroll input moving the content by `delta` (a finger's direction) would move it at all: at an edge,
    /// the input goes on to an enclosing scroll view.
    func canScroll(by delta: CGVector) -> Bool {
        guard isScrollEnabled else { return false }
        let range = offsetRange, room = hasRoom, offset = contentOffset
        let slack: CGFloat = 0.5
        let alongX = room.x && (delta.dx > 0 && offset.x > range.x.lowerBound + slack
                                    || delta.dx < 0 && offset.x < range.x.upperBound - slack)
        let alongY = room.y && (delta.dy > 0 && offset.y > range.y.lowerBound + slack
                                    || delta.dy < 0 && offset.y < range.y.upperBound - slack)
        return alongX || alongY
    }

    // MARK: Recognition

    /// A drag begins when it goes along an axis this view can scroll (or no enclosing scroll view can take it), and
    /// when the content's touches may be taken from it (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    func panShouldBegin(_ pan: ScrollViewPanGestureRecognizer) -> Bool {
        guard isScrollEnabled else { return false }
        if pan.scrollInput != nil { return true }
        let axes = draggableAxes
        guard axes.x || axes.y else { return false }
        let t = pan.translation(in: self)
        let mostlyX = abs(t.x) > abs(t.y)
        if mostlyX ? !axes.x : !axes.y, enclosingScrollView(scrollingAlongX: mostlyX) != nil { return false }
        for touch in pan.trackedTouches {
            guard let view = touch.view, view !== self, touch.viewDelivery == .tracking else { continue }
            guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    private func enclosingScrollView(scrollingAlongX alongX: Bool) -> UIScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let axes = scrollView.draggableAxes
                if alongX ? axes.x : axes.y { return scrollView }
            }
            view = current.superview
        }
        return nil
    }

    /// A finger landed: moving content stops under it.
    func touchDidLand() {
        trackingTouches = true
        if animator.purpose != .none {
            animator.stop()
            contentOffset = currentPixelAlignedOffset
        }
    }

    func touchesDidLift() {
        trackingTouches = false
        indicators.update()
    }

    private var currentPixelAlignedOffset: CGPoint {
        let scale = window?.screen.nativeScale ?? 1
        return CGPoint(x: (contentOffset.x * scale).rounded() / scale, y: (contentOffset.y * scale).rounded() / scale)
    }

    // MARK: The pan's actions

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let input = (pan as? ScrollViewPanGestureRecognizer)?.scrollInput
        if input == .discrete {
            if pan.state == .changed { scrollByWheel(pan.translation(in: self)) }
            return
        }
        switch pan.state {
        case .began: beginDragging(pan, isScrollInput: input != nil)
        case .changed: dragged(pan)
        case .ended: endDragging(velocity: pan.velocity(in: self))
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer, isScrollInput: Bool) {
        animator.stop()
        let range = offsetRange, size = bounds.size, offset = contentOffset
        let start = CGPoint(x: RubberBand.unstretched(offset.x, in: range.x, dimension: size.width),
                            y: RubberBand.unstretched(offset.y, in: range.y, dimension: size.height))
        let base = pan.translation(in: self)
        let page = CGPoint(x: size.width > 0 ? (offset.x / size.width).rounded() : 0,
                           y: size.height > 0 ? (offset.y / size.height).rounded() : 0)
        drag = ScrollViewDrag(startOffset: start, baseTranslation: isScrollInput ? .zero : base,
                              lock: isDirectionalLockEnabled ? ScrollViewDrag.lock(for: base) : .none,
                              isScrollInput: isScrollInput, startPage: page)
        indicators.update()
        if !isScrollInput { dismissKeyboardForDrag() }
        delegate?.scrollViewWillBeginDragging(self)
        if isScrollInput { dragged(pan) }
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard var drag else { return }
        let translation = pan.translation(in: self)
        let range = offsetRange, size = bounds.size, axes = draggableAxes
        // A touchpad may stretch the content past the top only, to pull a refresh control.
        let pullsPastTop = drag.isScrollInput && scrollInputStretchesPastTop
        if drag.isScrollInput {
            // Where the content is, not where the drag started: travel lost at an edge is not owed back (travel
            // into a pull is: the stretch is undone, as for a finger).
            let shownY = pullsPastTop ? RubberBand.unstretched(contentOffset.y, in: range.y, dimension: size.height)
                                      : contentOffset.y
            drag.startOffset = CGPoint(x: contentOffset.x - (translation.x - drag.lastTranslation.x),
                                       y: shownY - (translation.y - drag.lastTranslation.y))
            drag.baseTranslation = translation
            drag.lastTranslation = translation
            self.drag = drag
        }
        let stretches = bounces && !drag.isScrollInput
        var offset = contentOffset
        if axes.x, drag.lock != .vertical {
            let raw = drag.startOffset.x - (translation.x - drag.baseTranslation.x)
            offset.x = stretches ? RubberBand.offset(raw, in: range.x, dimension: size.width)
                                 : min(max(raw, range.x.lowerBound), range.x.upperBound)
        }
        if axes.y, drag.lock != .horizontal {
            let raw = drag.startOffset.y - (translation.y - drag.baseTranslation.y)
            let stretchesY = stretches || pullsPastTop && raw < range.y.lowerBound
            offset.y = stretchesY ? RubberBand.offset(raw, in: range.y, dimension: size.height)
                                  : min(max(raw, range.y.lowerBound), range.y.upperBound)
        }
        contentOffset = offset
    }

    /// The finger lifted at `fingerVelocity` (points per second, in this view): where the content will rest, the
    /// delegate's say in it, and the motion there.
    private func endDragging(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        // A refresh that began or ended during the drag takes or gives back its room now, and the content settles
        // with it.
        applyRefreshControlInset(movingContent: false)
        let axes = draggableAxes
        // The content moves against the finger; points per millisecond, as UIKit reports it.
        let velocity = CGPoint(x: axes.x && drag.lock != .vertical ? -fingerVelocity.x / 1000 : 0,
                               y: axes.y && drag.lock != .horizontal ? -fingerVelocity.y / 1000 : 0)
        let plan = ScrollViewSettling(scrollView: self, drag: drag, velocity: velocity)
        var target = plan.proposedTarget
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let motions = plan.motions(to: target)
        self.drag = nil
        let decelerates = motions.x != nil || motions.y != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return indicators.update() }
        animator.decelerate(x: motions.x, y: motions.y)
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// The deceleration or scroll animation came to rest.
    func motionDidFinish(_ purpose: ScrollViewAnimator.Purpose) {
        indicators.update()
        switch purpose {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .scrollAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoomAnimation, .zoomBounce:
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
        case .none: break
        }
    }
}
