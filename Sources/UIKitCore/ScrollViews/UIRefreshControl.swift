import Foundation

/// Pull to refresh: a control a scroll view shows above its content (`UIScrollView.refreshControl`).
///
/// Pulling the content down, with a finger, a mouse drag or a touchpad's two-finger scroll (input with phases), by
/// `triggerDistance` (1.5 times the control's 60-point height, as on iOS) while still down starts refreshing: Value
/// Changed is sent once, `isRefreshing` turns true, the spinner turns, and when the finger lifts the content
/// settles with the control showing (the scroll view's `adjustedContentInset` grows by the control's height) until
/// `endRefreshing()` shrinks it back. Mouse wheel notches (no phases) never pull past the top, so they never
/// refresh, as in Mac Catalyst. `beginRefreshing()` shows the control from code without sending Value Changed.
/// While the content is pulled less than that, the spinner fades in with the pull; the title shows under it.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// iOS's refresh control height.
    static let height: CGFloat = 60
    /// How far the content must be pulled past its top (points) for a pull to start refreshing.
    static let triggerDistance: CGFloat = height * 1.5

    /// Whether a refresh is under way (started by a pull or `beginRefreshing()`, until `endRefreshing()`).
    open var isRefreshing: Bool { refreshing }
    private var refreshing = false

    /// Shown under the spinner; its own attributes win over the default grey of the platform's secondary label.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// The spinner's colour; nil (the default) is the spinner's own grey, which follows light and dark mode.
    /// Unlike other views, a refresh control does not take its tint from its superview (as on iOS).
    open override var tintColor: UIColor! {
        get { tintColorStorage ?? spinner.color }
        set { super.tintColor = newValue }
    }

    /// The scroll view showing this control (set by `UIScrollView.refreshControl`).
    weak var scrollView: UIScrollView?
    /// A pull may start refreshing: false from the moment one does until the content is back at its top, so one
    /// pull sends Value Changed once however long it is held.
    private var isArmed = true
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// Designated, as in UIKit, so subclasses may override it and call `super.init()`.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        setUpContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    private func setUpContent() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.alpha = 0
        addSubview(titleLabel)
    }

    /// Shows the control refreshing, as a pull would, without sending Value Changed: the scroll view makes room
    /// for it and, if its content was resting at the top, moves down to show it.
    open func beginRefreshing() {
        guard !refreshing else { return }
        refreshing = true
        isArmed = false
        spinner.startAnimating()
        showProgress(1)
        scrollView?.refreshControlStateDidChange()
    }

    /// Ends the refresh: the spinner stops and the scroll view gives the room back, animating its content up. Not
    /// refreshing, it does nothing.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        scrollView?.refreshControlStateDidChange()
        contentDidMove()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColorStorage
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.intrinsicContentSize
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let titleHeight: CGFloat = hasTitle ? 16 : 0, gap: CGFloat = hasTitle ? 6 : 0
        let top = bounds.midY - (spinnerSize.height + gap + titleHeight) / 2
        spinner.frame = CGRect(x: bounds.midX - spinnerSize.width / 2, y: top, width: spinnerSize.width,
                               height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 8, y: spinner.frame.maxY + gap, width: max(bounds.width - 16, 0),
                                  height: titleHeight)
    }

    // MARK: Following the scroll view

    /// Added to a scroll view as a subview (the iOS 6 way), it becomes that view's `refreshControl`; taken out of
    /// its scroll view, it stops being one.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let scrollView = superview as? UIScrollView {
            if scrollView.refreshControl !== self { scrollView.refreshControl = self }
        } else if let scrollView, scrollView.refreshControl === self {
            scrollView.refreshControl = nil
        }
    }

    /// How far the scroll view's content is pulled down past its top (its `contentInset.top`, not counting the
    /// room a refresh takes).
    var pullDistance: CGFloat {
        guard let scrollView else { return 0 }
        return -(scrollView.contentOffset.y + scrollView.contentInset.top)
    }

    /// The content moved: the spinner follows the pull, a drag past `triggerDistance` starts refreshing, and
    /// content back at its top lets the next pull refresh.
    func contentDidMove() {
        guard let scrollView else { return }
        let pull = pullDistance
        if pull <= 0, !isRefreshing { isArmed = true }
        if !isRefreshing { showProgress(min(max(pull / Self.triggerDistance, 0), 1)) }
        guard isArmed, !isRefreshing, scrollView.isDragging, pull >= Self.triggerDistance, isEnabled else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    private func showProgress(_ fraction: CGFloat) {
        spinner.alpha = fraction
        titleLabel.alpha = fraction
    }
}
