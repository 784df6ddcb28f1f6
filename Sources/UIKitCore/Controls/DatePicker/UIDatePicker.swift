import Foundation

/// How a date picker shows itself: `.compact` a button-like label that opens the wheels in a popup, `.wheels`
/// the spinning wheels in place, `.inline` the wheels in place too (UIKit's calendar grid is not drawn here yet).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}

/// A date and/or time picked with wheels (a `UIPickerView` inside) (CTL-13). `date` stays within
/// `minimumDate...maximumDate` (a wheel turned past a limit springs back to it); `minuteInterval` must divide 60
/// and be at most 30, otherwise it is ignored with a log line; the minute wheel steps by it. `calendar`, `locale`
/// and `timeZone` (the system's when nil) decide the wheels' names and what the date means. A user's change sends
/// Value Changed; setting `date` in code sends nothing.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        case yearAndMonth = 4
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    open var locale: Locale? { didSet { rebuild() } }
    private var storedCalendar: Calendar?
    /// nil resets it to the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue; rebuild() }
    }
    open var timeZone: TimeZone? { didSet { rebuild() } }

    private var storedDate = Date()
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }

    private var storedDuration: TimeInterval = 0
    /// The count-down timer's value in seconds: within a day, in whole minute intervals.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard ControlValue.accepts(newValue, "countDownDuration", of: self) else { return }
            let step = TimeInterval(minuteInterval * 60)
            storedDuration = ControlValue.clamp((newValue / step).rounded(.down) * step, 0, 86_400 - step)
            wheels.sync()
        }
    }

    private var storedInterval = 1
    open var minuteInterval: Int {
        get { storedInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                return UIKitLog.error("UIDatePicker.minuteInterval must divide 60 and be 1 to 30; ignored \(newValue)")
            }
            storedInterval = newValue
            rebuild()
        }
    }
    open var roundsToMinuteInterval = true

    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { styleDidChange() } }
    /// The style shown: `.automatic` is compact, except for the count-down timer, which has wheels only.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    let picker = UIPickerView()
    private(set) lazy var wheels = DatePickerWheels(owner: self)
    /// The open popup of a compact picker.
    var popup: CompactDatePickerPopup?

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
        picker.dataSource = wheels
        picker.delegate = wheels
        addSubview(picker)
        wheels.rebuild()
        styleDidChange()
    }

    /// Sets the date, kept within the limits and (with `roundsToMinuteInterval`) on a minute interval.
    open func setDate(_ date: Date, animated: Bool) {
        let seconds = date.timeIntervalSinceReferenceDate
        guard ControlValue.accepts(seconds, "date", of: self) else { return }
        storedDate = limited(date)
        wheels.sync(animated: animated)
        popup?.picker.setDate(storedDate, animated: animated)
        setNeedsDisplay()
    }

    /// `date` within the limits, on the minute interval.
    func limited(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval, minuteInterval > 1 {
            let step = TimeInterval(minuteInterval * 60)
            result = Date(timeIntervalSinceReferenceDate: (result.timeIntervalSinceReferenceDate / step).rounded(.down) * step)
        }
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate, maximumDate >= (minimumDate ?? .distantPast) { result = maximumDate }
        return result
    }

    /// The calendar in use, in the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// The user's new date from the wheels: kept within the limits (the wheels spring back), then Value Changed.
    func changeDateByUser(to date: Date) {
        let before = storedDate
        storedDate = limited(date)
        wheels.sync(animated: true)
        setNeedsDisplay()
        if storedDate != before { sendActions(for: .valueChanged) }
    }

    func changeDurationByUser(to duration: TimeInterval) {
        let before = storedDuration
        countDownDuration = duration
        if storedDuration != before { sendActions(for: .valueChanged) }
    }

    private func rebuild() {
        storedDate = limited(storedDate)
        wheels.rebuild()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private func styleDidChange() {
        picker.isHidden = datePickerStyle == .compact
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if datePickerStyle == .compact { return compactSize }
        return CGSize(width: max(size.width, 320), height: UIPickerView.defaultHeight)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Only a compact picker takes focus itself; the wheels of the others take it.
    open override var canBecomeFocused: Bool { isEnabled && datePickerStyle == .compact }

    open override func draw(_ rect: CGRect) {
        if datePickerStyle == .compact { drawCompact() }
    }

    // MARK: Compact: a click opens the wheels in a popup

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside, datePickerStyle == .compact { openPopup() }
    }

    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        guard datePickerStyle == .compact, !isRepeat,
              KeyboardOperation(key) == .activate || KeyboardOperation(key) == .confirm else { return false }
        openPopup()
        return true
    }
}
