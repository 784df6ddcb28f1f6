import Foundation

/// Turns platform touch samples into `UITouch`es in the application's one touch `UIEvent`, and delivers them: to
/// the recognizers of the hit-test view and its ancestors first, then to the view (E-GR-2), honouring
/// `isMultipleTouchEnabled`, `isExclusiveTouch` (E-T-7) and the recognizers' `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `cancelsTouchesInView` (E-GR-13..15).
///
/// Malformed input (an update without a began, a began for an id already down, a window that went away) is
/// logged and repaired, never trusted: every touch a view heard begin is eventually ended or cancelled for it.
@MainActor final class TouchDispatcher {
    static let shared = TouchDispatcher()

    /// Reused for the whole multitouch sequence (E-EV-2, Book 1.7).
    let event = UIEvent(type: .touches)

    private struct Key: Hashable {
        let host: ObjectIdentifier
        let id: Int
    }
    private var active: [Key: UITouch] = [:]
    /// Keeps each host's identity stable while its touches are down.
    private var hosts: [ObjectIdentifier: any WindowHost] = [:]
    /// Touches that began while the application ignored interaction: their updates are dropped quietly.
    private var ignored: Set<Key> = []
    /// Touches whose touchesBegan or touchesEnded a recognizer holds back.
    private var held: [UITouch] = []
    /// The touches that changed in the batch being delivered.
    private(set) var changed: [UITouch] = []
    private(set) var isDispatching = false
    private var lastTap: (view: UIView, location: CGPoint, time: TimeInterval, count: Int)?

    /// Two touches are one multi-tap when the second begins this soon after the first ends, this close, on the
    /// same view (E-T-3).
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 44

    // MARK: Inbound samples

    func handle(_ samples: [TouchSample], from host: any WindowHost) {
        if samples.contains(where: { $0.phase == .began }) { ToolTips.dismiss() }
        let hostID = ObjectIdentifier(host)
        cancelOrphanedTouches()
        guard let window = UIApplication.shared.window(for: host) else {
            UIKitLog.error("touch input for a window that no longer exists; its touches are cancelled")
            cancel(active.filter { $0.key.host == hostID }.map(\.value))
            return
        }
        var batch: [UITouch] = []
        // A pointer's buttons (a right click is a touch with `.secondary`); fingers have none.
        event.buttonMask = samples.first?.buttonMask ?? []
        for sample in samples {
            guard sample.isWellFormed else {
                UIKitLog.error("dropped a malformed touch sample (id \(sample.id), phase \(sample.phase), "
                               + "location \(sample.location), time \(sample.timestamp))")
                continue
            }
            let key = Key(host: hostID, id: sample.id)
            if sample.phase == .began {
                if let stale = active[key] {
                    UIKitLog.error("touch \(sample.id) began while already down; the earlier touch is cancelled")
                    dispatch(batch)
                    batch.removeAll()
                    cancel([stale])
                }
                ignored.remove(key)
                if UIApplication.shared.isIgnoringInteractionEvents {
                    ignored.insert(key)
                    continue
                }
                guard !window.isHidden else {
                    UIKitLog.error("touch \(sample.id) began in a hidden window; ignored")
                    ignored.insert(key)
                    continue
                }
                hosts[hostID] = host
                let touch = begin(sample, in: window, host: hostID)
                active[key] = touch
                batch.append(touch)
            } else {
                if ignored.contains(key) {
                    if sample.phase == .ended || sample.phase == .cancelled { ignored.remove(key) }
                    continue
                }
                guard let touch = active[key] else {
                    UIKitLog.error("touch \(sample.id) \(sample.phase) without a began; ignored")
                    continue
                }
                if batch.contains(where: { $0 === touch }) {
                    // Two updates of one finger in a batch: the earlier one is delivered first, and may end it.
                    dispatch(batch)
                    batch.removeAll()
                    guard active[key] === touch else {
                        UIKitLog.error("touch \(sample.id) \(sample.phase) after it ended; ignored")
                        continue
                    }
                }
                touch.update(from: sample, phase: sample.phase)
                batch.append(touch)
            }
        }
        dispatch(batch)
    }

    /// Every touch down in the window ends as cancelled (the platform lost the device, the grab, the window).
    func cancelTouches(from host: any WindowHost) {
        let hostID = ObjectIdentifier(host)
        cancel(active.filter { $0.key.host == hostID }.map(\.value))
        ignored = ignored.filter { $0.host != hostID }
    }

    func cancelAllTouches() {
        cancel(Array(active.values))
        ignored.removeAll()
    }

    /// Touches whose window was hidden, or got a new platform window, will never hear from their host again.
    private func cancelOrphanedTouches() {
        let orphaned = active.values.filter { touch in
            guard let window = touch.window, !window.isHidden, let host = window.host else { return true }
            return ObjectIdentifier(host) != touch.hostKey
        }
        if !orphaned.isEmpty { cancel(orphaned) }
    }

    private func cancel(_ touches: [UITouch]) {
        let live = touches.filter(\.isActive)
        guard !live.isEmpty else { return }
        let now = UIApplication.eventTimerSource.now
        for touch in live {
            touch.phase = .cancelled
            touch.timestamp = max(touch.timestamp, now)
        }
        dispatch(live)
    }

    private func begin(_ sample: TouchSample, in window: UIWindow, host: ObjectIdentifier) -> UITouch {
        let touch = UITouch()
        touch.window = window
        touch.hostKey = host
        touch.sampleID = sample.id
        touch.update(from: sample, phase: .began)
        touch.view = window.hitTest(sample.location, with: event)
        // A platform count (the desktop's double-click time and distance) still counts on one view only (E-T-3).
        touch.tapCount = sample.tapCount.map { min(max($0, 1), sameViewTapCount(for: touch)) } ?? tapCount(for: touch)
        guard let view = touch.view else {
            touch.viewDelivery = .finished
            return touch
        }
        let tracking = active.values.filter {
            $0.window === window && $0.isActive && !$0.isExcluded && !$0.isWithheldFromView
                && $0.viewDelivery != .finished && $0.view != nil
        }
        let excluded = view.isExclusiveTouch
            ? tracking.contains { $0.view !== view }
            : tracking.contains { $0.view !== view && $0.view?.isExclusiveTouch == true }
        if excluded {
            touch.isExcluded = true
            touch.viewDelivery = .finished
            touch.gestureRecognizers = []
            return touch
        }
        if !view.isMultipleTouchEnabled && tracking.contains(where: { $0.view === view }) {
            touch.isWithheldFromView = true
            touch.viewDelivery = .finished
        }
        touch.gestureRecognizers = recognizers(for: touch, from: view)
        return touch
    }

    /// The recognizers of the hit-test view and every ancestor, deepest first and most recently added first, that
    /// are enabled, still deciding or recognizing, and willing to receive the touch (E-GR-11). Hover recognizers
    /// follow the pointer only (PointerDispatcher): as in UIKit they never take touches, so they neither delay a
    /// view's touches nor hold one when their view goes mid-touch.
    private func recognizers(for touch: UITouch, from view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.attachedGestureRecognizers.reversed()
            where !(recognizer is UIHoverGestureRecognizer) && recognizer.isEnabled && recognizer.pendingRecognition == nil
                && [.possible, .began, .changed].contains(recognizer.currentState) {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                recognizer.trackedTouches.append(touch)
                GestureArena.shared.join(recognizer)
                result.append(recognizer)
            }
            current = candidate.superview
        }
        return result
    }

    private func sameViewTapCount(for touch: UITouch) -> Int {
        guard let last = lastTap, let view = touch.view, last.view === view else { return 1 }
        return last.count + 1
    }

    private func tapCount(for touch: UITouch) -> Int {
        guard let last = lastTap, let view = touch.view, last.view === view,
              touch.timestamp - last.time <= Self.multiTapInterval,
              hypot(touch.locationInWindow.x - last.location.x, touch.locationInWindow.y - last.location.y)
                <= Self.multiTapDistance else { return 1 }
        return last.count + 1
    }

    // MARK: Dispatch

    private func dispatch(_ batch: [UITouch]) {
        guard !batch.isEmpty else { return }
        isDispatching = true
        changed = batch
        event.touchSet = Set(active.values.filter(\.isActive)).union(batch)
        event.timestamp = batch.map(\.timestamp).max() ?? event.timestamp
        UIApplication.shared.sendEvent(event)
        for touch in batch where !touch.isActive {
            if let key = active.first(where: { $0.value === touch })?.key { active.removeValue(forKey: key) }
            if touch.phase == .ended, let view = touch.view {
                lastTap = (view, touch.locationInWindow, touch.timestamp, touch.tapCount)
            }
        }
        changed.removeAll()
        event.touchSet = Set(active.values)
        let liveHosts = Set(active.keys.map(\.host))
        hosts = hosts.filter { liveHosts.contains($0.key) }
        isDispatching = false
        GestureArena.shared.resolve()
        releaseHeldTouches()
    }

    /// `UIWindow.sendEvent(_:)` for touches: recognizers first, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        guard event === self.event else { return }
        let touches = changed.filter { $0.window === window }
        guard !touches.isEmpty else { return }
        deliverToRecognizers(touches, event: event)
        deliverToViews(touches, event: event)
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        let arena = GestureArena.shared
        arena.isDelivering = true
        for recognizer in recognizers {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard recognizer.isEnabled, recognizer.pendingRecognition == nil,
                      [.possible, .began, .changed].contains(recognizer.currentState) else { break }
                let set = Set(touches.filter { touch in
                    touch.phase == phase && (touch.gestureRecognizers?.contains { $0 === recognizer } ?? false)
                })
                guard !set.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
        arena.isDelivering = false
        arena.resolve()
    }

    private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        var deliveries = ViewDeliveries()
        for touch in touches where touch.view != nil && touch.viewDelivery != .finished && touch.viewDelivery != .endHeld {
            if touch.viewDelivery == .pending {
                if touch.phase == .cancelled {
                    touch.viewDelivery = .finished
                    continue
                }
                if delaysBegan(touch) {
                    touch.movedWhileHeld = touch.movedWhileHeld || touch.phase == .moved
                    hold(touch)
                    continue
                }
                deliveries.add(touch, .began)
                touch.viewDelivery = .tracking
                if touch.phase == .moved || touch.movedWhileHeld { deliveries.add(touch, .moved) }
            } else {
                switch touch.phase {
                case .moved: deliveries.add(touch, .moved)
                case .cancelled:
                    deliveries.add(touch, .cancelled)
                    touch.viewDelivery = .finished
                default: break
                }
            }
            if touch.phase == .ended {
                if delaysEnded(touch) {
                    touch.viewDelivery = .endHeld
                    hold(touch)
                } else {
                    deliveries.add(touch, .ended)
                    touch.viewDelivery = .finished
                }
            }
        }
        deliveries.send(with: event)
    }

    // MARK: Held touches

    private func hold(_ touch: UITouch) {
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
    }

    private func delaysBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && $0.isEnabled && $0.currentState == .possible } ?? false
    }

    private func delaysEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesEnded && $0.isEnabled && $0.currentState == .possible } ?? false
    }

    /// Delivers what the recognizers no longer hold back: a held began (with at most the last move), a held end.
    func releaseHeldTouches() {
        guard !held.isEmpty, !isDispatching else { return }
        for touch in held {
            switch touch.viewDelivery {
            case .pending:
                if touch.phase == .cancelled {
                    touch.viewDelivery = .finished
                    continue
                }
                guard !delaysBegan(touch) else { continue }
                touch.viewDelivery = .tracking
                send(.began, touch)
                if touch.movedWhileHeld { send(.moved, touch) }
                if touch.phase == .ended {
                    if delaysEnded(touch) {
                        touch.viewDelivery = .endHeld
                    } else {
                        touch.viewDelivery = .finished
                        send(.ended, touch)
                    }
                }
            case .endHeld:
                guard !delaysEnded(touch) else { continue }
                touch.viewDelivery = .finished
                send(.ended, touch)
            case .tracking, .finished:
                break
            }
        }
        held.removeAll { $0.viewDelivery == .finished || ($0.viewDelivery == .tracking && $0.isActive) }
    }

    /// A recognizer recognized: its touches are cancelled in their views (E-GR-13). Ends held from earlier
    /// events are cancelled first, each in its own call, as those touches belong to earlier events (E-GR-15).
    func cancelViewDelivery(of touches: [UITouch]) {
        for touch in touches where touch.viewDelivery == .endHeld {
            touch.viewDelivery = .finished
            send(.cancelled, touch)
        }
        var deliveries = ViewDeliveries()
        for touch in touches {
            switch touch.viewDelivery {
            case .tracking:
                deliveries.add(touch, .cancelled)
                touch.viewDelivery = .finished
            case .pending:
                touch.viewDelivery = .finished
            case .endHeld, .finished:
                break
            }
        }
        deliveries.send(with: event)
        held.removeAll { $0.viewDelivery == .finished }
    }

    private func send(_ phase: UITouch.Phase, _ touch: UITouch) {
        var deliveries = ViewDeliveries()
        deliveries.add(touch, phase)
        deliveries.send(with: event)
    }

    // MARK: Diagnostics

    /// Fingers down, and touches whose view is still waiting for a held began or end.
    var activeTouchCount: Int { active.count }
    var heldTouchCount: Int { held.count }
}
