import Foundation

/// A bar filled to `progress` (a Float pinned to 0...1; a non-finite value is refused) (CTL-2). The filled part is
/// the tint colour and the rest a grey track (`.default`) or nothing (`.bar`), unless `progressTintColor`,
/// `trackTintColor` or the images say otherwise. The bar is 4 points thick, centred in whatever height the view has.
/// `observedProgress` is read ten times a second while the view is in a window: Linux Foundation's `Progress` has
/// no key-value observing to tell the view when it moves.
@preconcurrency @MainActor open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    static let thickness: CGFloat = 4
    static let observationInterval: TimeInterval = 0.1

    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    private var storedProgress: Float = 0
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    open var progressTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("progressTintColor") { [progressTintColor] in $0.progressTintColor = progressTintColor }
        }
    }
    open var trackTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("trackTintColor") { [trackTintColor] in $0.trackTintColor = trackTintColor }
        }
    }
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

    /// A `Progress` whose `fractionCompleted` the bar shows from now on.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            readObservedProgress()
        }
    }
    private var observationTimer: EventTimer?

    /// A convenience initializer, as in UIKit, so subclasses that override `init(frame:)` inherit it.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: Self.thickness))
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        guard ControlValue.accepts(progress, "progress", of: self) else { return }
        let pinned = ControlValue.clamp(progress, 0, 1)
        guard pinned != storedProgress else { return }
        storedProgress = pinned
        ControlValue.redraw(self, animated: animated)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 150, height: Self.thickness)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.thickness) }

    // MARK: Observed progress

    private func readObservedProgress() {
        observationTimer?.invalidate()
        observationTimer = nil
        guard let observed = observedProgress else { return }
        let fraction = observed.fractionCompleted
        if fraction.isFinite { setProgress(Float(fraction), animated: false) }
        guard window != nil, !observed.isFinished, !observed.isCancelled else { return }
        observationTimer = UIApplication.eventTimerSource.schedule(after: Self.observationInterval) { [weak self] in
            self?.readObservedProgress()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        readObservedProgress()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let bar = CGRect(x: bounds.minX, y: bounds.midY - Self.thickness / 2, width: bounds.width, height: Self.thickness)
        if let trackImage {
            trackImage.draw(in: bar)
        } else if progressViewStyle == .default || trackTintColor != nil {
            (trackTintColor ?? .systemFill).setFill()
            UIBezierPath(roundedRect: bar, cornerRadius: bar.height / 2).fill()
        }
        let filled = CGRect(x: bar.minX, y: bar.minY, width: bar.width * CGFloat(storedProgress), height: bar.height)
        guard filled.width > 0 else { return }
        if let progressImage {
            progressImage.draw(in: filled)
        } else {
            (progressTintColor ?? tintColor).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: bar.height / 2).fill()
        }
    }

    open override func tintColorDidChange() { setNeedsDisplay() }
}
