import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform (its frame's origin kept), the content
/// size follows its scaled frame, and the offset keeps the zoomed point under the pinch (or the middle of the view
/// for code) where it was. A pinch past the limits goes on with resistance when `bouncesZoom`, then springs back.
extension UIScrollView {
    /// The view zooming scales, if the delegate names one that is in this scroll view.
    var zoomingView: UIView? {
        guard let view = delegate?.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            UIKitLog.error("UIScrollView: the view for zooming is not a subview of the scroll view; not zoomed")
            return nil
        }
        return view
    }

    func zoomLimitsDidChange(_ limit: ReferenceWritableKeyPath<UIScrollView, CGFloat>, _ oldValue: CGFloat) {
        let value = self[keyPath: limit]
        guard value.isFinite, value > 0 else {
            UIKitLog.error("UIScrollView: a zoom scale limit must be positive and finite, not \(value); kept \(oldValue)")
            self[keyPath: limit] = oldValue
            return
        }
        if maximumZoomScale > minimumZoomScale, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if maximumZoomScale <= minimumZoomScale, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// Shows the zoomed view at `scale` (no limits, no offset change) and tells the delegate.
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        let origin = view.frame.origin, size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: origin.x + size.width * scale * view.layer.anchorPoint.x,
                              y: origin.y + size.height * scale * view.layer.anchorPoint.y)
        currentZoomScale = scale
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    private func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// The offset that shows `anchor` (in the zoomed view) at `visible` (a point of the view's own area, relative
    /// to its top-left corner) once zoomed to `scale`; inside the content at that scale when `clamped`.
    private func offset(showing anchor: CGPoint, at visible: CGPoint, scale: CGFloat, in view: UIView,
                        clamped: Bool) -> CGPoint {
        let origin = view.frame.origin
        let offset = CGPoint(x: origin.x + anchor.x * scale - visible.x, y: origin.y + anchor.y * scale - visible.y)
        guard clamped else { return offset }
        let range = offsetRange(forContentSize: CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale))
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            return UIKitLog.error("UIScrollView: zoom scale \(scale) is not positive and finite; ignored")
        }
        guard let view = zoomingView else { return }
        let target = clampedZoomScale(scale)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: (contentOffset.x + middle.x - view.frame.minX) / currentZoomScale,
                             y: (contentOffset.y + middle.y - view.frame.minY) / currentZoomScale)
        zoom(view, to: target, offset: offset(showing: anchor, at: middle, scale: target, in: view, clamped: true),
             animated: animated)
    }

    func zoom(toRect rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0, rect.origin.x.isFinite,
              rect.origin.y.isFinite else {
            return UIKitLog.error("UIScrollView: zoom(to:animated:) needs a finite, non-empty rect, not \(rect)")
        }
        guard let view = zoomingView else { return }
        let target = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoom(view, to: target, offset: offset(showing: CGPoint(x: rect.midX, y: rect.midY), at: middle, scale: target,
                                              in: view, clamped: true), animated: animated)
    }

    private func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        guard animated else {
            animator.stop()
            applyZoomScale(scale)
            contentOffset = offset
            return
        }
        animator.animate(toZoomScale: scale, offset: offset, duration: 0.3, purpose: .zoomAnimation)
    }

    // MARK: The pinch

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let point = pinch.location(in: self)
        let visible = CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
        switch pinch.state {
        case .began:
            animator.stop()
            zoomGesture = (currentZoomScale, CGPoint(x: (point.x - view.frame.minX) / currentZoomScale,
                                                     y: (point.y - view.frame.minY) / currentZoomScale), visible)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard var gesture = zoomGesture else { return }
            gesture.visible = visible
            zoomGesture = gesture
            let scale = shownZoomScale(gesture.startScale * pinch.scale)
            applyZoomScale(scale)
            contentOffset = offset(showing: gesture.anchor, at: visible, scale: scale, in: view, clamped: false)
        case .ended, .cancelled:
            guard let gesture = zoomGesture else { return }
            zoomGesture = nil
            let target = clampedZoomScale(currentZoomScale)
            let offset = offset(showing: gesture.anchor, at: gesture.visible, scale: target, in: view, clamped: true)
            if target == currentZoomScale, offset == contentOffset {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: currentZoomScale)
            } else {
                animator.animate(toZoomScale: target, offset: offset, duration: 0.3, purpose: .zoomBounce)
            }
        default:
            break
        }
    }

    /// A pinch's scale as shown: past a limit, the rubber band on the logarithm of the scale (so zooming in and out
    /// resist alike), or the limit itself without `bouncesZoom`.
    func shownZoomScale(_ raw: CGFloat) -> CGFloat {
        guard raw.isFinite, raw > 0 else { return currentZoomScale }
        let limit = raw > maximumZoomScale ? maximumZoomScale : raw < minimumZoomScale ? minimumZoomScale : raw
        guard limit != raw, bouncesZoom else { return limit }
        return limit * exp(RubberBand.stretch(log(raw / limit), dimension: 1))
    }
}
