import Foundation

/// A continuous value picked by dragging a thumb along a track (CTL-14). `value` is a Float kept within
/// `minimumValue...maximumValue` (default 0...1); moving a bound past the other moves the other with it, and a bound
/// that passes the value pins the value, as UIKit's documentation says. Only a touch that lands on the thumb drags
/// it (taps on the track do nothing, as on iOS); the slider is highlighted while the thumb is held, sends Value
/// Changed on every move when `isContinuous` (the default) or once on release otherwise.
@preconcurrency @MainActor open class UISlider: UIControl {
    /// The default thumb's diameter and the track's thickness.
    static let thumbDiameter: CGFloat = 28
    static let trackThickness: CGFloat = 4
    static let valueImageGap: CGFloat = 8

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard ControlValue.accepts(newValue, "minimumValue", of: self) else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = ControlValue.clamp(storedValue, storedMinimum, storedMaximum)
            setNeedsDisplay()
        }
    }

    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard ControlValue.accepts(newValue, "maximumValue", of: self) else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = ControlValue.clamp(storedValue, storedMinimum, storedMaximum)
            setNeedsDisplay()
        }
    }

    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether Value Changed is sent during a drag (true) or only when it ends.
    open var isContinuous = true
    /// The track left of the thumb (the tint colour when nil).
    open var minimumTrackTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("minimumTrackTintColor") { [minimumTrackTintColor] in $0.minimumTrackTintColor = minimumTrackTintColor }
        }
    }
    /// The track right of the thumb (a system fill when nil).
    open var maximumTrackTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("maximumTrackTintColor") { [maximumTrackTintColor] in $0.maximumTrackTintColor = maximumTrackTintColor }
        }
    }
    open var thumbTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("thumbTintColor") { [thumbTintColor] in $0.thumbTintColor = thumbTintColor }
        }
    }

    private var thumbImages: [UIControl.State: UIImage] = [:]
    private var minimumTrackImages: [UIControl.State: UIImage] = [:]
    private var maximumTrackImages: [UIControl.State: UIImage] = [:]

    /// Where the held thumb was grabbed: the value then and the touch's x.
    private var grab: (value: Float, x: CGFloat)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Sets the value, pinned to the range; a non-finite value is refused. With `animated` the thumb eases there.
    open func setValue(_ value: Float, animated: Bool) {
        guard ControlValue.accepts(value, "value", of: self) else { return }
        let pinned = ControlValue.clamp(value, storedMinimum, storedMaximum)
        guard pinned != storedValue else { return }
        storedValue = pinned
        ControlValue.redraw(self, animated: animated)
    }

    // MARK: Images per state (a state without its own uses the normal one)

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state] = image; setNeedsDisplay() }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state] = image
        setNeedsDisplay()
    }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state] = image
        setNeedsDisplay()
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] ?? thumbImages[.normal] }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state] ?? minimumTrackImages[.normal]
    }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state] ?? maximumTrackImages[.normal]
    }
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Geometry (subclasses may move the parts; the slider does not clip them)

    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2,
                      width: image.size.width, height: image.size.height)
    }

    /// The track: the bounds' width less the value images (and a gap beside each), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageGap }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageGap }
        let thickness = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0,
                            Self.trackThickness)
        return CGRect(x: minX, y: bounds.midY - thickness / 2, width: max(maxX - minX, 0), height: thickness)
    }

    /// The thumb for `value`: its centre travels the track from one end to the other, inset by half the thumb so
    /// the thumb stays over the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let span = storedMaximum - storedMinimum
        let fraction = span > 0 && value.isFinite ? CGFloat(ControlValue.clamp((value - storedMinimum) / span, 0, 1)) : 0
        let travel = max(rect.width - size.width, 0)
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height = max(thumbSize.height, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0, 31)
        return CGSize(width: size.width > 0 ? size.width : 118, height: height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    // MARK: Tracking

    /// Highlighted only while the thumb is held (a touch elsewhere on the slider does not light it).
    open override var isHighlighted: Bool {
        get { super.isHighlighted && grab != nil }
        set { super.isHighlighted = newValue }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        // Only the part of the thumb inside the bounds can be grabbed (CTL-14), with a little slack for a finger.
        let target = currentThumbRect.insetBy(dx: -6, dy: -6).intersection(bounds.insetBy(dx: -6, dy: -6))
        guard target.contains(point) else { return false }
        grab = (storedValue, point.x)
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grab else { return false }
        let track = trackRect(forBounds: bounds)
        let travel = track.width - thumbSize.width
        guard travel > 0 else { return true }
        let delta = Float((touch.location(in: self).x - grab.x) / travel) * (storedMaximum - storedMinimum)
        let before = storedValue
        setValue(grab.value + delta, animated: false)
        if isContinuous && storedValue != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishGrab()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishGrab()
    }

    private func finishGrab() {
        guard let grab else { return }
        self.grab = nil
        if !isContinuous && storedValue != grab.value { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// Arrows step a focused slider by a twentieth of its range, Page Up/Down by a quarter, Home and End go to the
    /// ends; held keys repeat.
    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        switch KeyboardOperation(key) {
        case .decrease: stepByUser(-1)
        case .increase: stepByUser(1)
        case .pageDecrease: stepByUser(-5)
        case .pageIncrease: stepByUser(5)
        case .toStart: stepByUser(-20)
        case .toEnd: stepByUser(20)
        default: return false
        }
        return true
    }

    /// A user's step from the keyboard: `steps` twentieths of the range (Home/End pass the full range).
    func stepByUser(_ steps: Float) {
        let before = storedValue
        setValue(storedValue + steps * (storedMaximum - storedMinimum) / 20, animated: false)
        if storedValue != before { sendActions(for: .valueChanged) }
    }

    open override func draw(_ rect: CGRect) { drawContents() }
    override func stateDidChange() { setNeedsDisplay() }
    open override func tintColorDidChange() { setNeedsDisplay() }
}
