import Foundation

/// A control: tracks a touch, keeps its state (highlighted, selected, disabled), and sends actions for control
/// events — `UIAction`s or target methods. A touch counts as inside while it stays within the bounds expanded by
/// `UIControl.touchInsideMargin` points, as UIKit does, so a finger that slips slightly off still taps.
@preconcurrency @MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// A primary click shows the control's menu (a button's `menu`) instead of sending its primary action.
    open var showsMenuAsPrimaryAction = false
    /// Whether a secondary click or long press shows the control's menu; set when a button gets a menu.
    open var isContextMenuInteractionEnabled = false
    /// The interaction that shows the control's menu, while it has one.
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    /// Whether a touch that ends inside sends Primary Action Triggered (not for a button whose click opens a menu).
    var sendsPrimaryActionOnTouchUp: Bool { true }

    /// How far outside its bounds a tracked touch still counts as inside.
    public static let touchInsideMargin: CGFloat = 70

    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled { isHighlighted = false }
            stateDidChange()
        }
    }
    open var isSelected = false { didSet { if oldValue != isSelected { stateDidChange() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { stateDidChange() } } }

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// An enabled control takes keyboard focus (Tab), as on a desktop with full keyboard access.
    open override var canBecomeFocused: Bool { isEnabled }

    /// The focused control's use of a key (Space, Return, arrows); true when it used it. Controls override this
    /// (see `UIControl+Keyboard.swift` for the keys each takes).
    func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool { false }

    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    private var trackedTouch: UITouch?
    var entries: [ControlActionEntry] = []

    /// Subclasses refresh their appearance here (UIButton's title, colour, image).
    func stateDidChange() {}

    // MARK: Tracking (subclasses override)

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideExpandedBounds(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInsideExpandedBounds(touch)
        finishTracking()
        endTracking(touch, with: event)
        isTracking = false
        sendActions(for: isTouchInside ? [.touchUpInside] : .touchUpOutside)
        if isTouchInside && sendsPrimaryActionOnTouchUp { sendActions(for: .primaryActionTriggered) }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finishTracking()
        cancelTracking(with: event)
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    private func finishTracking() {
        trackedTouch = nil
        isHighlighted = false
    }

    private func isInsideExpandedBounds(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchInsideMargin, dy: -Self.touchInsideMargin).contains(touch.location(in: self))
    }

    // MARK: Actions

    /// A control that sends `primaryAction` on `primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds an action; one with the same identifier as an existing one replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        entries.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        entries.append(ControlActionEntry(events: controlEvents, action: action))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        entries.removeAll { $0.action === action && controlEvents.contains($0.events) }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        entries.removeAll { $0.action?.identifier == identifier && controlEvents.contains($0.events) }
    }

    /// A method of `target` taking the sender; a `nil` target sends along the responder chain from the first
    /// responder to the first object of `Target`'s type (E-RC-2).
    public final func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event) {
        entries.append(ControlActionEntry(events: controlEvents, target: target) { [weak self] object in
            guard let sender = self as? Sender else { return }
            guard let receiver = (object as? Target)
                ?? UIApplication.shared.firstResponder(ofType: Target.self, sender: sender) else { return }
            action(receiver)(sender)
        })
    }

    public final func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void,
                                             for controlEvents: Event) {
        entries.append(ControlActionEntry(events: controlEvents, target: target) { [weak self] object in
            guard let receiver = (object as? Target)
                ?? UIApplication.shared.firstResponder(ofType: Target.self, sender: self) else { return }
            action(receiver)()
        })
    }

    /// Removes the target methods paired with `target` for those events (`nil`: every target method).
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        entries.removeAll { entry in
            entry.action == nil && controlEvents.contains(entry.events) && (target == nil || entry.target === target)
        }
    }

    public var allControlEvents: Event { entries.reduce([]) { $0.union($1.events) } }
    public var allTargets: [AnyObject] { entries.compactMap(\.target) }

    /// Performs every action registered for any of `controlEvents`, in the order added: `UIAction`s through
    /// `sendAction(_:)`, target-selector pairs through `sendAction(_:to:for:)` (so a subclass that overrides either
    /// sees every action go out, as in UIKit).
    open func sendActions(for controlEvents: Event) {
        if controlEvents.contains(.valueChanged) { AccessibilityTree.shared.valueDidChange(of: self) }
        for entry in entries where !entry.events.intersection(controlEvents).isEmpty {
            if let action = entry.action {
                sendAction(action)
            } else if entry.hasTarget && entry.target == nil {
                continue // the target went away
            } else if let selector = entry.selector {
                sendAction(selector, to: entry.target, for: nil)
            } else {
                entry.perform?(entry.target)
            }
        }
    }

    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    /// Sends `action` to `target` (`nil`: up the responder chain) with this control as the sender, through
    /// `UIApplication.sendAction(_:to:from:for:)`. Without an Objective-C runtime the selector is looked up in the
    /// action table (`UINibConnections.registerAction`, filled by `uikit-port` or by hand).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if !UIApplication.shared.sendAction(action, to: target, from: self, for: event), let target {
            UIKitLog.error("\(type(of: target)) has no action \(action.name) registered; nothing sent")
        }
    }
}

/// One registration: a `UIAction`, or a target method (target `nil`: the responder chain).
@MainActor struct ControlActionEntry {
    let events: UIControl.Event
    let action: UIAction?
    weak var target: AnyObject?
    let hasTarget: Bool
    let perform: (@MainActor (AnyObject?) -> Void)?

    /// A target-selector pair: sent through the control's `sendAction(_:to:for:)`.
    let selector: Selector?

    init(events: UIControl.Event, action: UIAction) {
        self.events = events; self.action = action; target = nil; hasTarget = false; perform = nil; selector = nil
    }

    init(events: UIControl.Event, target: AnyObject?, perform: @escaping @MainActor (AnyObject?) -> Void) {
        self.events = events; action = nil; self.target = target; hasTarget = target != nil; self.perform = perform
        selector = nil
    }

    init(events: UIControl.Event, target: AnyObject?, selector: Selector) {
        self.events = events; action = nil; self.target = target; hasTarget = target != nil; perform = nil
        self.selector = selector
    }
}
