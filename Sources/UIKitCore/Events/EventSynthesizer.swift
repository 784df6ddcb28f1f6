import Foundation

/// Synthetic input for tests and automation: builds platform samples for a visible window and posts them on the
/// application's inbound queue, the path real input takes, then processes the queue. Timestamps come from the
/// event timer source's clock (a `ManualEventClock` in tests), so time-based gestures need no sleeping.
@preconcurrency @MainActor public final class EventSynthesizer {
    public let window: UIWindow
    /// Process the queue right after posting (the default), or leave it to the run loop.
    public var deliversImmediately = true
    private var nextID = 1

    public init(window: UIWindow) { self.window = window }

    private var now: TimeInterval { UIApplication.eventTimerSource.now }

    private func post(_ event: WindowServerEvent) {
        UIApplication.shared.post(event)
        if deliversImmediately { UIApplication.shared.processPendingEvents() }
    }

    private var host: (any WindowHost)? {
        guard let host = window.host else {
            UIKitLog.error("EventSynthesizer: the window has no platform window (show it in a launched application)")
            return nil
        }
        return host
    }

    // MARK: Touches

    /// Samples for several fingers at once; ids are the caller's.
    public func send(_ samples: [TouchSample]) {
        guard let host else { return }
        post(.touches(host, samples))
    }

    /// A finger goes down; returns its id for later moves.
    @discardableResult
    public func touchDown(at point: CGPoint, type: UITouch.TouchType = .direct) -> Int {
        let id = nextID
        nextID += 1
        send([TouchSample(id: id, phase: .began, location: point, timestamp: now, type: type)])
        return id
    }

    public func touchMove(_ id: Int, to point: CGPoint) {
        send([TouchSample(id: id, phase: .moved, location: point, timestamp: now)])
    }

    public func touchUp(_ id: Int, at point: CGPoint) {
        send([TouchSample(id: id, phase: .ended, location: point, timestamp: now)])
    }

    /// Several fingers down together, in one event.
    @discardableResult
    public func touchesDown(at points: [CGPoint]) -> [Int] {
        let ids = points.map { _ in defer { nextID += 1 }; return nextID }
        send(zip(ids, points).map { TouchSample(id: $0, phase: .began, location: $1, timestamp: now) })
        return ids
    }

    public func touchesMove(_ ids: [Int], to points: [CGPoint]) {
        send(zip(ids, points).map { TouchSample(id: $0, phase: .moved, location: $1, timestamp: now) })
    }

    public func touchesUp(_ ids: [Int], at points: [CGPoint]) {
        send(zip(ids, points).map { TouchSample(id: $0, phase: .ended, location: $1, timestamp: now) })
    }

    /// The platform cancels every touch in the window.
    public func cancelAllTouches() {
        guard let host else { return }
        post(.touchesCancelled(host))
    }

    /// Down and up at one point; `count` taps `interval` apart (the clock advances between them when manual).
    public func tap(at point: CGPoint, count: Int = 1, interval: TimeInterval = 0.1) {
        for index in 0..<max(count, 1) {
            if index > 0 { advance(by: interval) }
            let id = touchDown(at: point)
            touchUp(id, at: point)
        }
    }

    /// A mouse click (a pointer touch down and up) with the given buttons: `.secondary` is a right click.
    public func click(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary) {
        guard let host else { return }
        let id = nextID
        nextID += 1
        for phase in [UITouch.Phase.began, .ended] {
            post(.touches(host, [TouchSample(id: id, phase: phase, location: point, timestamp: now, type: .indirectPointer,
                                             buttonMask: buttons)]))
        }
    }

    /// Down at `start`, `steps` moves to `end` over `duration`, up at `end`.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 5, duration: TimeInterval = 0.25) {
        let id = touchDown(at: start)
        let count = max(steps, 1)
        for step in 1...count {
            advance(by: duration / TimeInterval(count))
            let f = CGFloat(step) / CGFloat(count)
            touchMove(id, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touchUp(id, at: end)
    }

    /// Two fingers about `center`, their distance going from `startDistance` to `endDistance`.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, steps: Int = 5) {
        func points(_ d: CGFloat) -> [CGPoint] { [CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y)] }
        let ids = touchesDown(at: points(startDistance))
        let count = max(steps, 1)
        for step in 1...count {
            advance(by: 0.02)
            touchesMove(ids, to: points(startDistance + (endDistance - startDistance) * CGFloat(step) / CGFloat(count)))
        }
        touchesUp(ids, at: points(endDistance))
    }

    /// Moves a manual clock; with the run-loop clock the time simply passes in real life.
    public func advance(by interval: TimeInterval) {
        (UIApplication.eventTimerSource as? ManualEventClock)?.advance(by: interval)
    }

    // MARK: Other input

    /// A key pressed and released; `repeats` auto-repeats while it is down. `markedText`: the dead-key or Compose
    /// sequence under way after the press (see `KeySample.markedText`).
    public func key(_ code: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags = [], repeats: Int = 0,
                    markedText: String? = nil) {
        keyDown(code, characters: characters, modifiers: modifiers, markedText: markedText)
        for _ in 0..<max(repeats, 0) { keyDown(code, characters: characters, modifiers: modifiers) }
        keyUp(code, characters: characters, modifiers: modifiers)
    }

    /// A key goes down (again while it is down: an auto-repeat).
    public func keyDown(_ code: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags = [],
                        markedText: String? = nil) {
        guard let host else { return }
        post(.key(host, KeySample(phase: .began, keyCode: code, characters: characters, modifierFlags: modifiers, timestamp: now,
                                  markedText: markedText)))
    }

    public func keyUp(_ code: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags = []) {
        guard let host else { return }
        post(.key(host, KeySample(phase: .ended, keyCode: code, characters: characters, modifierFlags: modifiers, timestamp: now)))
    }

    /// An input method's text for the first responder: committed, or being composed.
    public func textInput(_ sample: TextInputSample) {
        guard let host else { return }
        post(.textInput(host, sample))
    }

    /// Types `text` one key per character (letters and digits get their key codes, the rest the space bar's).
    public func type(_ text: String) {
        for character in text {
            let lower = String(character).lowercased()
            var code = UIKeyboardHIDUsage.keyboardSpacebar
            if let scalar = lower.unicodeScalars.first, lower.unicodeScalars.count == 1 {
                if ("a"..."z").contains(lower) {
                    code = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(scalar.value - 97))
                } else if ("1"..."9").contains(lower) {
                    code = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + Int(scalar.value - 49))
                } else if lower == "0" {
                    code = .keyboard0
                }
            }
            key(code, characters: String(character), modifiers: character.isUppercase ? .shift : [])
        }
    }

    public func shake() {
        guard let host else { return }
        post(.motion(host, MotionSample(phase: .began, timestamp: now)))
        post(.motion(host, MotionSample(phase: .ended, timestamp: now)))
    }

    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        guard let host else { return }
        post(.remoteControl(host, subtype, timestamp: now))
    }

    public func hover(at point: CGPoint, inside: Bool = true) {
        guard let host else { return }
        post(.hover(host, HoverSample(location: point, isInside: inside, timestamp: now)))
    }

    public func scroll(at point: CGPoint, by delta: CGVector, kind: UIScrollType = .continuous,
                       phase: ScrollSample.ScrollPhase = .changed) {
        guard let host else { return }
        post(.scroll(host, ScrollSample(kind: kind, location: point, delta: delta, phase: phase, timestamp: now)))
    }
}
