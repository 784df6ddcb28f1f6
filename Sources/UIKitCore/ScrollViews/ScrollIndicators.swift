import Foundation
import QuartzCore

/// The scroll view's indicator bars: thin rounded bars along the right and bottom edges showing which part of the
/// content is visible, shown while the content moves and faded out half a second after it stops.
///
/// They are sublayers of the scroll view's layer, not subviews (UIKit adds them as subviews, and code that walks
/// `subviews` then finds views it never added): here `subviews` is exactly the app's content. The bars are moved
/// to the top of the sublayers whenever they show, so they stay above content added later.
@MainActor final class ScrollIndicators {
    private unowned let scrollView: UIScrollView
    private var vertical: CALayer?
    private var horizontal: CALayer?

    static let thickness: CGFloat = 3
    /// Room between a bar and the view's edges.
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    /// How long the bars stay after the content stops, and how long they take to fade.
    static let holdDuration: CFTimeInterval = 0.5
    static let fadeDuration: CFTimeInterval = 0.25
    static let fadeKey = "UIScrollView.indicatorFade"

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    /// The bars as they should look now, kept visible while the user or a motion moves the content.
    func update() {
        let active = scrollView.isTracking || scrollView.isDragging || scrollView.animator.purpose != .none
        guard let vertical, let horizontal else { return }
        layOut(vertical, horizontal)
        if !active { fadeOut() }
    }

    /// The content moved.
    func scrolled() {
        show()
        if !(scrollView.isTracking || scrollView.isDragging || scrollView.animator.purpose != .none) { fadeOut() }
    }

    func flash() {
        show()
        fadeOut()
    }

    // The bars do not exist until the content first moves; then they are shown and laid out.
    private func show() {
        let vertical = self.vertical ?? makeBar()
        let horizontal = self.horizontal ?? makeBar()
        self.vertical = vertical
        self.horizontal = horizontal
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for bar in [vertical, horizontal] {
            bar.removeAnimation(forKey: Self.fadeKey)
            if bar.superlayer !== scrollView.layer || scrollView.layer.sublayers?.last !== horizontal {
                scrollView.layer.addSublayer(bar)
            }
            bar.opacity = 1
        }
        layOut(vertical, horizontal)
        CATransaction.commit()
    }

    private func makeBar() -> CALayer {
        let bar = CALayer()
        bar.cornerRadius = Self.thickness / 2
        bar.opacity = 0
        return bar
    }

    /// Holds, then fades: one keyframe animation, so that no timer is needed and the model is already transparent.
    private func fadeOut() {
        guard let vertical, let horizontal, vertical.opacity != 0 else { return }
        let total = Self.holdDuration + Self.fadeDuration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for bar in [vertical, horizontal] {
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [Float(1), Float(1), Float(0)]
            fade.keyTimes = [0, NSNumber(value: Self.holdDuration / total), 1]
            fade.duration = total
            bar.add(fade, forKey: Self.fadeKey)
            bar.opacity = 0
        }
        CATransaction.commit()
    }

    /// Each bar as long as the visible fraction of the content (shorter while stretched past an edge), at the
    /// matching place along its edge, in the scroll view's bounds (which move with the content).
    private func layOut(_ vertical: CALayer, _ horizontal: CALayer) {
        let bounds = scrollView.bounds, inset = scrollView.adjustedContentInset
        let content = scrollView.contentSize, range = scrollView.offsetRange, room = scrollView.hasRoom
        let color = barColor
        vertical.backgroundColor = color
        horizontal.backgroundColor = color
        let both = room.x && room.y && scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator
        let corner = both ? Self.thickness + Self.inset : 0
        vertical.isHidden = !(scrollView.showsVerticalScrollIndicator && room.y)
        horizontal.isHidden = !(scrollView.showsHorizontalScrollIndicator && room.x)
        let v = scrollView.verticalScrollIndicatorInsets, h = scrollView.horizontalScrollIndicatorInsets
        let trackY = bounds.height - 2 * Self.inset - corner - v.top - v.bottom
        let (y, height) = Self.bar(offset: bounds.minY, range: range.y, visible: bounds.height,
                                   content: content.height + inset.top + inset.bottom, track: trackY)
        vertical.frame = CGRect(x: bounds.maxX - Self.inset - Self.thickness - v.right,
                                y: bounds.minY + Self.inset + v.top + y, width: Self.thickness, height: height)
        let trackX = bounds.width - 2 * Self.inset - corner - h.left - h.right
        let (x, width) = Self.bar(offset: bounds.minX, range: range.x, visible: bounds.width,
                                  content: content.width + inset.left + inset.right, track: trackX)
        horizontal.frame = CGRect(x: bounds.minX + Self.inset + h.left + x,
                                  y: bounds.maxY - Self.inset - Self.thickness - h.bottom, width: width, height: Self.thickness)
    }

    /// A bar's position and length along a track of `track` points.
    static func bar(offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat,
                    track: CGFloat) -> (position: CGFloat, length: CGFloat) {
        guard track > 0, content > 0, visible > 0 else { return (0, 0) }
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset
            : offset > range.upperBound ? offset - range.upperBound : 0
        let normal = max(track * min(visible / content, 1), min(minimumLength, track))
        let length = min(max(normal - overshoot, 2 * thickness), track)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        return ((track - length) * progress, length)
    }

    private var barColor: CGColor {
        switch scrollView.indicatorStyle {
        case .white: UIColor(white: 1, alpha: 0.55).cgColor
        case .default, .black: UIColor(white: 0, alpha: 0.4).cgColor
        }
    }

    /// The bars, for tests: nil until the content first moves.
    var layers: (vertical: CALayer, horizontal: CALayer)? {
        guard let vertical, let horizontal else { return nil }
        return (vertical, horizontal)
    }
}
