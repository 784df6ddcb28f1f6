import Foundation

/// A row of segments, each a title or an image (setting one clears the other, CTL-15), one of which may be
/// selected. A tap on a segment that is not shown selected selects it and sends Value Changed (and performs the
/// segment's action, for segments made from `UIAction`s); `isMomentary` shows the tapped segment only while
/// pressed but still records it. Setting `selectedSegmentIndex` in code sends nothing. Segment indexes out of
/// range are refused with a log line where UIKit raises; insertion clamps its index as UIKit does.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// 0: automatic.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    var segments: [Segment] = []
    private var storedSelection = UISegmentedControl.noSegment
    /// The segment under a held touch.
    var pressedSegment: Int?
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The selected segment's fill (a white card, lighter grey in dark mode, when nil).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("selectedSegmentTintColor") { [selectedSegmentTintColor] in $0.selectedSegmentTintColor = selectedSegmentTintColor }
        }
    }

    open var numberOfSegments: Int { segments.count }

    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return UIKitLog.error("UISegmentedControl.selectedSegmentIndex \(newValue) is out of bounds for "
                                      + "\(segments.count) segments; ignored")
            }
            storedSelection = newValue
            setNeedsDisplay()
        }
    }

    /// Segments from strings and images; other items are skipped with a log line.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        commonInit()
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                UIKitLog.error("UISegmentedControl(items:) takes strings and images; skipped \(type(of: item))")
            }
        }
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Segments from actions: each shows its action's title (or image) and performs it when the user picks it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.image == nil ? $0.title : nil, image: $0.image, action: $0) }
        if frame.size == .zero { self.frame.size = sizeThatFits(.zero) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Segments

    /// The index clamped to 0...numberOfSegments, as UIKit's insertion does.
    private func insertionIndex(_ segment: Int) -> Int { ControlValue.clamp(segment, 0, segments.count) }

    private func segmentsChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: insertionIndex(segment))
        shiftSelection(insertedAt: insertionIndex(segment))
        segmentsChanged()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: insertionIndex(segment))
        shiftSelection(insertedAt: insertionIndex(segment))
        segmentsChanged()
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let index = insertionIndex(segment)
        segments.insert(Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action), at: index)
        shiftSelection(insertedAt: index)
        segmentsChanged()
    }

    private func shiftSelection(insertedAt index: Int) {
        if storedSelection != Self.noSegment && storedSelection >= index { storedSelection += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if storedSelection == segment { storedSelection = Self.noSegment } else if storedSelection > segment { storedSelection -= 1 }
        segmentsChanged()
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
        segmentsChanged()
    }

    /// True when `segment` is a segment's index; logs UIKit's range complaint otherwise.
    func checked(_ segment: Int, _ method: String) -> Bool {
        guard segments.indices.contains(segment) else {
            UIKitLog.error("UISegmentedControl.\(method): segment \(segment) is out of bounds for \(segments.count) segments")
            return false
        }
        return true
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checked(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment] = Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action,
                                    isEnabled: segments[segment].isEnabled, width: segments[segment].width)
        segmentsChanged()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// 0 sizes the segment automatically (CTL-16); a negative or non-finite width is refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checked(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else { return UIKitLog.error("UISegmentedControl: segment width must be 0 or more, not \(width)") }
        segments[segment].width = width
        segmentsChanged()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checked(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        segments[segment].contentOffset = offset
        setNeedsDisplay()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// A disabled segment is faded and cannot be tapped, but code may still select it (CTL-15).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // MARK: Title attributes (a state without its own uses the normal one's)

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes a title is drawn with in `state`: system font and label colour, under the normal state's,
    /// under the state's own.
    func effectiveTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: UIColor.label]
        attributes.merge(titleAttributes[UIControl.State.normal.rawValue] ?? [:]) { $1 }
        if state != .normal { attributes.merge(titleAttributes[state.rawValue] ?? [:]) { $1 } }
        return attributes
    }

    // MARK: Selection by the user

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        pressedSegment = index
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let pressed = pressedSegment else { return }
        pressedSegment = nil
        setNeedsDisplay()
        let releasedOn = touch.flatMap { segmentIndex(at: $0.location(in: self)) }
        guard releasedOn == pressed else { return }
        selectByUser(pressed)
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        setNeedsDisplay()
    }

    /// Left and Right (Up and Down too) select the neighbouring enabled segment of a focused control.
    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        let operation = KeyboardOperation(key)
        guard operation == .decrease || operation == .increase, !segments.isEmpty else { return false }
        let direction = operation == .increase ? 1 : -1
        var index = storedSelection == Self.noSegment ? (direction > 0 ? -1 : segments.count) : storedSelection
        repeat { index += direction } while segments.indices.contains(index) && !segments[index].isEnabled
        if segments.indices.contains(index) { selectByUser(index) }
        return true
    }

    /// The user picked `index`: Value Changed and the segment's action, unless it was already shown selected.
    func selectByUser(_ index: Int) {
        guard segments.indices.contains(index), segments[index].isEnabled, isEnabled else { return }
        if storedSelection == index && !isMomentary { return }
        storedSelection = index
        setNeedsDisplay()
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    /// The segment shown selected: none while momentary, except the one held down.
    var displayedSelection: Int? {
        if isMomentary { return pressedSegment }
        return storedSelection == Self.noSegment ? nil : storedSelection
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize }
    open override var intrinsicContentSize: CGSize { contentFittingSize }
    open override func draw(_ rect: CGRect) { drawContents() }
    override func stateDidChange() { setNeedsDisplay() }
    open override func tintColorDidChange() { setNeedsDisplay() }
}
