import Foundation

/// A view whose bounds origin (`contentOffset`) moves over content larger than itself. Subviews are the content,
/// in the content's coordinates; scrolling changes which part of them shows.
@MainActor open class UIScrollView: UIView {
    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero
    /// Extra room around the content the user can scroll to.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    /// The insets scrolling honours: `contentInset` (no safe-area or bar insets on this platform).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The content point at the view's top-left corner; the view's bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitLog.error("UIScrollView: content offset \(newValue) is not finite; ignored")
            }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Moves to `offset`, over the standard animation duration when `animated`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated else { return contentOffset = offset }
        UIView.animate(withDuration: 0.3) { self.contentOffset = offset }
    }

    /// Scrolls as little as needed to show `rect` (in content coordinates), within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// `offset` inside the range the content and its insets allow.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(contentSize.width + inset.right - bounds.width, -inset.left)
        let maxY = max(contentSize.height + inset.bottom - bounds.height, -inset.top)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// Called when the insets scrolling honours change.
    open func adjustedContentInsetDidChange() {}
}
