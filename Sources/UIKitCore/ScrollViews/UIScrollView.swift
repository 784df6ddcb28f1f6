import Foundation

/// A view whose bounds origin (`contentOffset`) moves over content larger than itself. Subviews are the content,
/// in the content's coordinates; scrolling changes which part of them shows.
///
/// The user scrolls with `panGestureRecognizer`: touches and mouse drags (the content follows the finger, with a
/// rubber band past the edges when `bounces`), wheels and touchpads (scroll input, never past the edges). After
/// the finger lifts the content decelerates by `decelerationRate` per millisecond, springs back from the edges,
/// or settles on a page (`isPagingEnabled`); the motion is driven by the screen's display link on the media clock
/// (`ScrollViewAnimator`). See docs/ARCHITECTURE.md, "Scroll views".
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// The size of the scrollable content, in points. Negative or non-finite sizes are refused with a log line.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0,
                  contentSize.height >= 0 else {
                UIKitLog.error("UIScrollView: content size \(contentSize) is not a finite size; kept \(oldValue)")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { indicators.update() }
        }
    }
    /// Extra room around the content the user can scroll to.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            layoutRefreshControl()
        }
    }
    /// The insets scrolling honours: `contentInset`, with room at the top for a refresh control while it refreshes
    /// (no safe-area or bar insets on this platform).
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        inset.top += refreshControlInset
        return inset
    }
    /// Which safe-area insets `adjustedContentInset` adds. Windows here have no safe area (no notch, status bar or
    /// home indicator), so every behaviour adds none; the property is kept for code that sets it.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether a drag dismisses the keyboard: `.onDrag` and `.interactive` resign the window's first responder
    /// when a touch drag begins (there is no on-screen keyboard to drag down here, so both act at the start).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// UIKit scrolls to the top on a tap of the status bar; desktop windows have none, so nothing asks for it. Kept
    /// for code that sets it.
    open var scrollsToTop = true
    open weak var delegate: (any UIScrollViewDelegate)?
    /// A navigation controller watching its top controller's scroll view (large titles, scroll-edge appearance).
    var scrollObserver: ((UIScrollView) -> Void)?

    /// The content point at the view's top-left corner; the view's bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitLog.error("UIScrollView: content offset \(newValue) is not finite; ignored")
            }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            // A content offset change is a layout trigger (Book 003:L1749): content that tiles lays out anew.
            setNeedsLayout()
            contentOffsetDidChangeForLayout()
            indicators.scrolled()
            refreshControl?.contentDidMove()
            scrollObserver?(self)
            delegate?.scrollViewDidScroll(self)
        }
    }

    // MARK: Scrolling behaviour

    /// Off: the pan recognizer is disabled, so neither touches nor wheels scroll (code still can).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether the content stretches past its edges while dragged and bounces back after a flick.
    open var bounces = true
    /// With `bounces`, vertical dragging is allowed even when the content is no taller than the view.
    open var alwaysBounceVertical = false
    /// With `bounces`, horizontal dragging is allowed even when the content is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// A drag that starts mostly along one axis scrolls along that axis only; a diagonal start scrolls freely.
    open var isDirectionalLockEnabled = false
    /// The content settles on multiples of the view's size when the user stops dragging.
    open var isPagingEnabled = false
    /// How quickly the content decelerates after a flick: the fraction of its speed left after each millisecond.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            guard decelerationRate.rawValue > 0, decelerationRate.rawValue < 1 else {
                UIKitLog.error("UIScrollView: deceleration rate \(decelerationRate.rawValue) is not between 0 and 1; "
                               + "kept \(oldValue.rawValue)")
                decelerationRate = oldValue
                return
            }
        }
    }

    /// A finger (or the pointer's button) is down on the content, whether or not it has started to drag.
    open var isTracking: Bool { trackingTouches }
    /// The user is dragging the content (touch, mouse or touchpad).
    open var isDragging: Bool { drag != nil }
    /// The content is moving on its own after the user lifted the finger.
    open var isDecelerating: Bool { animator.purpose == .deceleration }

    /// The recognizer that scrolls: touches, mouse drags and scroll input of every kind (`allowedScrollTypesMask`
    /// is `.all`, as scroll views follow trackpads and mouse wheels on iPadOS without opting in).
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    // MARK: Touches on the content

    /// Whether touches on the content wait a moment (`ContentTouchDelayGestureRecognizer.delay`, 150 ms) before the
    /// content hears them begin, to see whether they are a scroll.
    open var delaysContentTouches = true { didSet { contentTouchDelay.delaysTouchesBegan = delaysContentTouches } }
    /// Whether a drag may take touches the content has already begun to track (they are cancelled there).
    open var canCancelContentTouches = true

    /// Asked before touches go to `view` in the content; false keeps them from it (they may still scroll).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag takes touches that `view` in the content is tracking: by default yes, unless the view is
    /// a control (a held button keeps its touch; subclasses return true to let drags start on controls).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Indicators

    open var showsVerticalScrollIndicator = true { didSet { indicators.update() } }
    open var showsHorizontalScrollIndicator = true { didSet { indicators.update() } }
    open var indicatorStyle: IndicatorStyle = .default { didSet { indicators.update() } }
    /// Room between the vertical bar's track and the view's edges, besides the bar's own margin.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { indicators.update() } }
    /// Room between the horizontal bar's track and the view's edges, besides the bar's own margin.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { indicators.update() } }
    /// Both bars' insets: reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators for a moment, as when the content appears.
    open func flashScrollIndicators() { indicators.flash() }

    // MARK: Pull to refresh

    /// The control shown above the content that a pull past the top starts refreshing (UIScrollView+RefreshControl).
    /// A control another scroll view shows moves here.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    // MARK: Zooming

    /// The smallest and largest scale the content may be zoomed to; zooming needs them to differ and the delegate's
    /// `viewForZooming(in:)` to name the view to scale.
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange(\.minimumZoomScale, oldValue) } }
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange(\.maximumZoomScale, oldValue) } }
    /// The scale the zoomed view is shown at (its transform); 1 without a view for zooming.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch past the limits goes on a little (with resistance) and springs back to them.
    open var bouncesZoom = true
    /// A pinch is zooming the content.
    open var isZooming: Bool { zoomGesture != nil }
    /// The zoom scale is springing back to a limit after a pinch went past it.
    open var isZoomBouncing: Bool { animator.purpose == .zoomBounce }
    /// The pinch that zooms; nil while zooming is not possible (the limits are equal).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    /// Zooms to `scale` (within the limits) about the middle of what shows.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoom(toScale: scale, animated: animated) }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) { zoom(toRect: rect, animated: animated) }

    // MARK: State (the machinery lives in the extensions)

    /// The drag under way, if any.
    var drag: ScrollViewDrag?
    var trackingTouches = false
    var currentZoomScale: CGFloat = 1
    /// The room at the top a refreshing control takes (part of `adjustedContentInset`); changes wait for a drag to end.
    var refreshControlInset: CGFloat = 0
    /// The pinch under way: the scale when it began, the point of the zoomed view under the fingers, and where the
    /// fingers last were in the view's area (the recognizer has no location once they lift).
    var zoomGesture: (startScale: CGFloat, anchor: CGPoint, visible: CGPoint)?
    lazy var animator = ScrollViewAnimator(scrollView: self)
    lazy var indicators = ScrollIndicators(scrollView: self)
    let contentTouchDelay = ContentTouchDelayGestureRecognizer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        indicators.update()
        layoutRefreshControl()
    }

    /// Moves to `offset`: at once, or over 0.3 s along an ease-in-out curve with `scrollViewDidScroll` at each
    /// frame and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            return UIKitLog.error("UIScrollView: content offset \(offset) is not finite; ignored")
        }
        // Already there: nothing moves, so no animation ends.
        guard animated, offset != contentOffset else {
            animator.stop()
            return contentOffset = offset
        }
        animator.animate(to: offset, duration: 0.3)
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

    /// Called when the insets scrolling honours change; tells the delegate (subclasses call super).
    open func adjustedContentInsetDidChange() {
        indicators.update()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
