import Foundation

/// An on/off switch: a 51 x 31 pill whose thumb slides to the trailing end when on. A tap toggles it; dragging the
/// thumb past the middle picks the side it lands on. Either way a user change sends Value Changed once the touch
/// ends (CTL-10); `isOn` and `setOn(_:animated:)` in code send nothing (CTL-8). The off track is a fill colour
/// that follows light and dark mode; `onTintColor` (else green, as UIKit's) fills it when on, `tintColor` outlines
/// it when off. With `preferredStyle = .checkbox` it draws as a desktop check box instead.
@preconcurrency @MainActor open class UISwitch: UIControl {
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// The size every sliding switch has, whatever its frame says (UIKit's fixed 51 x 31).
    static let slidingSize = CGSize(width: 51, height: 31)
    static let checkboxSize = CGSize(width: 22, height: 22)

    open var isOn = false {
        didSet { if oldValue != isOn { setNeedsDisplay() } }
    }
    open var onTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("onTintColor") { [onTintColor] in $0.onTintColor = onTintColor }
        }
    }
    open var thumbTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("thumbTintColor") { [thumbTintColor] in $0.thumbTintColor = thumbTintColor }
        }
    }
    /// The style asked for; `.automatic` is the sliding switch here, as on iPhone and iPad.
    open var preferredStyle: Style = .automatic {
        didSet { if oldValue != preferredStyle { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }
    /// The style shown.
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }
    /// The check box's label (Mac idiom); sliding switches show no title, as in UIKit.
    open var title: String? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }

    /// Where a dragged thumb is, 0 (off end) to 1 (on end), while the user drags it; nil otherwise.
    var dragPosition: CGFloat?
    private var touchStart: CGPoint = .zero
    private var dragged = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.slidingSize))
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        isOn = on
        ControlValue.redraw(self, animated: animated)
    }

    // MARK: Size

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard style == .checkbox else { return Self.slidingSize }
        let titleWidth = (title?.isEmpty ?? true) ? 0 : ceil((title ?? "").size(withAttributes: titleAttributes).width) + 6
        return CGSize(width: Self.checkboxSize.width + titleWidth, height: Self.checkboxSize.height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = touch.location(in: self)
        dragged = false
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard style == .sliding else { return true }
        let dx = touch.location(in: self).x - touchStart.x
        if !dragged && abs(dx) < 4 { return true }
        dragged = true
        let travel = Self.slidingSize.width - Self.slidingSize.height
        dragPosition = ControlValue.clamp((isOn ? 1 : 0) + dx / travel, 0, 1)
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let position = dragPosition
        dragPosition = nil
        let newValue: Bool
        if dragged, let position {
            newValue = position >= 0.5
        } else if isTouchInside {
            newValue = !isOn
        } else {
            newValue = isOn
        }
        setNeedsDisplay()
        guard newValue != isOn else { return }
        setOn(newValue, animated: !dragged)
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        dragPosition = nil
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) { drawContents() }
    override func stateDidChange() { setNeedsDisplay() }
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// Space toggles a focused switch.
    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        guard !isRepeat, KeyboardOperation(key) == .activate else { return false }
        toggleByUser()
        return true
    }

    /// The user's toggle without a touch (Space on a focused switch, an accessibility activation).
    func toggleByUser() {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
