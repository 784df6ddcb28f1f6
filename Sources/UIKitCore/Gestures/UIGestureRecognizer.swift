import Foundation

/// Recognizes a gesture from the touches of a view and its subviews (E-GR-1, E-GR-2), as a state machine
/// (E-GR-5): discrete recognizers go `.possible -> .recognized`, continuous ones `.possible -> .began ->
/// .changed... -> .ended | .cancelled`, any of them `.possible -> .failed`. Every transition after recognition
/// sends the actions (E-GR-6); the recognizer is then reset to `.possible`.
///
/// Target-action without an Objective-C runtime: a closure (`UITapGestureRecognizer { tap in ... }`), or a target
/// object and one of its methods (`UITapGestureRecognizer(target: self, action: MyView.tapped)`).
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// A recognizer whose actions call `handler` with it, typed by its class (`UIPanGestureRecognizer { pan in ... }`):
    /// one per class rather than one typed by `Self`, which would need a `required init()` that every subclass
    /// declaring UIKit's designated `init(target:action:)` would have to write.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// UIKit's designated initializer (a subclass writes `override init(target: Any?, action: Selector?)`): the
    /// action, a `Selector` registered for the target's class (UIGestureRecognizer+Selector.swift), runs with the
    /// recognizer as sender. `nil` target or action: a recognizer without an action yet, as on iOS.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without an action yet: `init(target: nil, action: nil)`, as NSObject's `init()` is on iOS.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// `action` is a method of `target` taking the recognizer (`MyView.handlePan`), as `addTarget(_:action:)`.
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `action` is a method of `target` taking no argument (`MyView.handleTap`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: State

    /// Subclasses set the state as they interpret touches (UIGestureRecognizerSubclass); transitions that the
    /// state machine does not allow are refused with a log line.
    open var state: State {
        get { currentState }
        set { GestureArena.shared.request(newValue, for: self) }
    }
    var currentState = State.possible
    /// A recognition waiting for the recognizers this one requires to fail (E-GR-9); the state stays `.possible`.
    var pendingRecognition: State?

    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Turning a recognizer off mid-gesture cancels (or fails) it.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            GestureArena.shared.disable(self)
        }
    }

    public internal(set) weak var view: UIView?

    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    public internal(set) var modifierFlags: UIKeyModifierFlags = []
    public internal(set) var buttonMask: UIEvent.ButtonMask = []

    /// The touches this recognizer is analysing, in the order they began.
    var trackedTouches: [UITouch] = []
    var failureRequirements: [WeakGestureRecognizer] = []
    private var targets: [GestureAction] = []

    // MARK: Targets and actions

    // Final (here and in UIControl): a method with a main-actor closure parameter in a @preconcurrency class is
    // mangled one way where it is defined and another in subclasses' vtables (Swift 6.3), which fails to link.
    public final func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        targets.append(GestureAction(target: target) { object, recognizer in
            guard let object = object as? Target, let sender = recognizer as? Sender else { return }
            action(object)(sender)
        })
    }

    public final func addTarget<Target: AnyObject>(_ target: Target,
                                                   action: @escaping @MainActor (Target) -> () -> Void) {
        targets.append(GestureAction(target: target) { object, _ in
            guard let object = object as? Target else { return }
            action(object)()
        })
    }

    /// Removes every action paired with `target`; `nil` removes all actions, closures included.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { $0.hasTarget && $0.target === target }
    }

    final func addClosure(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureAction(target: nil) { _, recognizer in body(recognizer) })
    }

    /// Pairs are not additive: each action goes to its own target (E-GR-3). A deallocated target is skipped.
    func sendActions() {
        for action in targets {
            if action.hasTarget && action.target == nil { continue }
            action.perform(action.target, self)
        }
    }

    // MARK: Relationships

    /// This recognizer stays in `.possible` until `other` fails, and fails if `other` recognizes (E-GR-9).
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self else { return UIKitLog.error("a gesture recognizer cannot require itself to fail") }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === other }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    /// Whether this recognizer, on recognizing, makes `preventedGestureRecognizer` fail (E-GR-11).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches (subclasses override and call super)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called after recognition or failure, to clear per-gesture state; the state is then `.possible`.
    open func reset() {}

    /// Stops sending `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.removeRecognizer(self)
    }

    // MARK: Location

    /// The touches still down that this recognizer follows.
    var activeTouches: [UITouch] { trackedTouches.filter(\.isActive) }

    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the touches (E-GR-17); `nil` view means the window.
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else {
            UIKitLog.error("location(ofTouch: \(touchIndex)) is out of range (\(touches.count) touches)")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    // MARK: Timers

    /// Schedules on the application's event timer source (injectable for tests).
    final func scheduleTimer(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        UIApplication.eventTimerSource.schedule(after: delay) { [weak self] in
            guard self != nil else { return }
            action()
            GestureArena.shared.resolve()
        }
    }

    open override var description: String {
        onMainActor(otherwise: "<\(type(of: self))>") {
            "<\(type(of: self)) state = \(state); view = \(view.map { "\(type(of: $0))" } ?? "nil")>"
        }
    }
}

/// One target-action pair or closure.
@MainActor struct GestureAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let perform: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(target: AnyObject?, perform: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) {
        self.target = target
        hasTarget = target != nil
        self.perform = perform
    }
}

@MainActor struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
