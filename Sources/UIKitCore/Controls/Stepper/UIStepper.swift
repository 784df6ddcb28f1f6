import Foundation

/// A pair of − and + buttons that move `value` by `stepValue` within `minimumValue...maximumValue` (CTL-11). At a
/// limit that button is disabled, unless `wraps`, when the value goes round to the other end. Held down with
/// `autorepeat` (the default) the value keeps stepping: first after `autorepeatDelay`, then every
/// `autorepeatInterval`, faster (`autorepeatFastInterval`) once held for `autorepeatAccelerationTime`, on
/// `UIApplication.eventTimerSource`'s clock. With `isContinuous` (the default) Value Changed goes out at every step,
/// otherwise once when the touch ends. Bad bounds (minimum not below maximum) and steps (not above zero) are
/// refused with a log line where UIKit raises.
@preconcurrency @MainActor open class UIStepper: UIControl {
    static let fixedSize = CGSize(width: 94, height: 32)
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.15
    static let autorepeatFastInterval: TimeInterval = 0.05
    static let autorepeatAccelerationTime: TimeInterval = 2.5

    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false { didSet { setNeedsDisplay() } }

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    open var value: Double {
        get { storedValue }
        set {
            guard ControlValue.accepts(newValue, "value", of: self) else { return }
            storedValue = ControlValue.clamp(newValue, storedMinimum, storedMaximum)
            setNeedsDisplay()
        }
    }

    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard ControlValue.accepts(newValue, "minimumValue", of: self) else { return }
            guard newValue < storedMaximum else {
                return UIKitLog.error("UIStepper.minimumValue (\(newValue)) must be less than maximumValue (\(storedMaximum))")
            }
            storedMinimum = newValue
            storedValue = max(storedValue, newValue)
            setNeedsDisplay()
        }
    }

    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard ControlValue.accepts(newValue, "maximumValue", of: self) else { return }
            guard newValue > storedMinimum else {
                return UIKitLog.error("UIStepper.maximumValue (\(newValue)) must be greater than minimumValue (\(storedMinimum))")
            }
            storedMaximum = newValue
            storedValue = min(storedValue, newValue)
            setNeedsDisplay()
        }
    }

    open var stepValue: Double {
        get { storedStep }
        set {
            guard ControlValue.accepts(newValue, "stepValue", of: self) else { return }
            guard newValue > 0 else { return UIKitLog.error("UIStepper.stepValue must be greater than 0, not \(newValue)") }
            storedStep = newValue
        }
    }

    /// Which button a touch holds, and the value it started from.
    enum Button { case decrement, increment }
    var pressedButton: Button?
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: EventTimer?
    private var pressStartTime: TimeInterval = 0

    private var backgroundImages: [UIControl.State: UIImage] = [:]
    private var incrementImages: [UIControl.State: UIImage] = [:]
    private var decrementImages: [UIControl.State: UIImage] = [:]
    private var dividerImages: [DividerKey: UIImage] = [:]

    struct DividerKey: Hashable {
        let left: UIControl.State.RawValue
        let right: UIControl.State.RawValue
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    // MARK: Images

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state] = image; setNeedsDisplay() }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        setNeedsDisplay()
    }
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: state.rawValue, right: state2.rawValue)]
            ?? dividerImages[DividerKey(left: UIControl.State.normal.rawValue, right: UIControl.State.normal.rawValue)]
    }
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { incrementImages[state] = image; setNeedsDisplay() }
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state] ?? incrementImages[.normal] }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { decrementImages[state] = image; setNeedsDisplay() }
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state] ?? decrementImages[.normal] }

    // MARK: Stepping

    /// Whether `button` can step now: always when wrapping, otherwise while the value is short of that limit.
    func canStep(_ button: Button) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return button == .increment ? storedValue < storedMaximum : storedValue > storedMinimum
    }

    /// One step of `button`; true when the value changed.
    @discardableResult
    func step(_ button: Button) -> Bool {
        guard canStep(button) else { return false }
        let before = storedValue
        var next = button == .increment ? storedValue + storedStep : storedValue - storedStep
        if wraps {
            if next > storedMaximum { next = storedMinimum } else if next < storedMinimum { next = storedMaximum }
        }
        storedValue = ControlValue.clamp(next, storedMinimum, storedMaximum)
        setNeedsDisplay()
        return storedValue != before
    }

    /// Up and Right increment a focused stepper, Down and Left decrement it; held keys repeat.
    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        switch KeyboardOperation(key) {
        case .increase: stepByUser(.increment)
        case .decrease: stepByUser(.decrement)
        default: return false
        }
        return true
    }

    /// A user's step from the keyboard (arrows on a focused stepper).
    func stepByUser(_ button: Button) {
        if step(button) { sendActions(for: .valueChanged) }
    }

    // MARK: Tracking

    func button(at point: CGPoint) -> Button? {
        guard bounds.insetBy(dx: -4, dy: -8).contains(point) else { return nil }
        return point.x < bounds.midX ? .decrement : .increment
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let button = button(at: touch.location(in: self)), canStep(button) else { return false }
        pressedButton = button
        valueAtTouchDown = storedValue
        pressStartTime = UIApplication.eventTimerSource.now
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    /// The first step comes with the press, after Touch Down has gone out.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasPressed = pressedButton != nil
        super.touchesBegan(touches, with: event)
        if !wasPressed && pressedButton != nil { stepDuringPress() }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // Sliding off the held button pauses the repeat; coming back resumes it.
        let over = pressedButton != nil && button(at: touch.location(in: self)) == pressedButton
        if !over { stopRepeating() } else if repeatTimer == nil && autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
    open override func cancelTracking(with event: UIEvent?) { finishPress() }

    private func stepDuringPress() {
        guard let pressedButton else { return }
        if step(pressedButton), isContinuous { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer?.invalidate()
        repeatTimer = UIApplication.eventTimerSource.schedule(after: delay) { [weak self] in
            guard let self, let button = self.pressedButton else { return }
            self.repeatTimer = nil
            self.stepDuringPress()
            guard self.canStep(button) else { return }
            let held = UIApplication.eventTimerSource.now - self.pressStartTime
            self.scheduleRepeat(after: held >= Self.autorepeatAccelerationTime ? Self.autorepeatFastInterval : Self.autorepeatInterval)
        }
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    private func finishPress() {
        stopRepeating()
        guard pressedButton != nil else { return }
        pressedButton = nil
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// A stepper taken out of its window stops repeating (its touch will not end here).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopRepeating() }
    }

    open override func draw(_ rect: CGRect) { drawContents() }
    override func stateDidChange() { setNeedsDisplay() }
    open override func tintColorDidChange() { setNeedsDisplay() }
}
