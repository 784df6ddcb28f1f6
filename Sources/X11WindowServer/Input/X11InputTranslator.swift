internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// Translates XInput 2 events into UIKit's platform samples (`WindowServerEvent`), so UIKit sees X input exactly as
/// it sees synthetic input: button 1 as one pointer touch (held through the implicit grab), direct-touch fingers as
/// touches, wheels as scrolls, motion without a button as hover, keys as presses, touchpad gestures and modifier
/// drags as two-finger touches.
///
/// It works from event structs alone (the X connection only answers keysym look-ups and device facts, through
/// closures), so tests build `XIDeviceEvent`s in memory. Whatever the stream, every touch it begins it ends or
/// cancels: an update without a begin is dropped, a repeated begin cancels the earlier touch, and an unmapped window,
/// lost focus, broken grab or removed device cancels what it held.
@MainActor final class X11InputTranslator {
    /// The UIKit window behind an X window, or nil for windows that are not ours.
    var target: (UInt) -> X11InputTarget?
    var sink: (WindowServerEvent) -> Void
    /// Events forged by another client with `XSendEvent` are not input unless the application opts in.
    var acceptsSentEvents = false
    /// Alt+drag is two fingers (pinch and rotate; with Shift, a two-finger pan), as in the iOS Simulator.
    var emulatesTwoFingers = true
    var multiClick = X11MultiClickSettings.default
    /// The keysym a key code gives with a modifier state (`XkbLookupKeySym` on a live connection).
    var keysymLookup: (_ keycode: UInt32, _ state: UInt32) -> UInt = { _, _ in 0 }
    /// Dead keys and Compose sequences; nil types every key as itself.
    var composer: X11Composer?
    /// Loads `composer` at the first key press, so applications that never type do not read the Compose table
    /// (about 2 ms) at start-up.
    var loadComposer: (() -> X11Composer?)?
    /// The input method (IBus), if one runs; loaded when a text input first takes the keys.
    var inputMethod: (any X11InputMethod)?
    var loadInputMethod: (() -> (any X11InputMethod)?)?
    /// The window whose text input has the keys, for the input method, and what it is shown of it (the caret in
    /// root-window pixels).
    var textInputWindow: UInt?
    var textInputState: TextInputState?
    /// Devices whose touches are dependent (touchpads): their fingers are not direct touches.
    var dependentTouchDevices: Set<Int32> = []
    /// Smooth-scroll valuators per source device.
    var scrollAxes: [Int32: [X11ScrollAxis]] = [:]
    var clock = X11EventClock()

    /// A pointer button sequence: one touch, or two fingers for a modifier drag.
    struct PointerDrag {
        let window: UInt
        let sourceID: Int32
        /// The X button that went down (1 left, 2 middle, 3 right); its release ends the touch.
        let button: Int32
        let ids: [Int]
        let kind: X11DragKind
        let start: CGPoint
        /// The pointer's last position, for an end or a cancellation that arrives without one.
        var last: CGPoint
    }
    /// By master pointer.
    var drags: [Int32: PointerDrag] = [:]
    private var lastPress: (window: UInt, button: Int32, time: UInt32, x: Double, y: Double, count: Int)?

    struct Finger {
        let window: UInt
        let sourceID: Int32
        var location: CGPoint
    }
    /// Direct-touch fingers by sample id (source device and X touch id).
    var fingers: [Int: Finger] = [:]
    /// Touchpad gestures in progress, by master pointer.
    var gestures: [Int32: X11GestureFingers] = [:]
    /// Keys down, by key code, with the window they went down in.
    var keysDown: [UInt32: UInt] = [:]
    /// Last values of smooth-scroll valuators, by source device and valuator number.
    var scrollValues: [Int32: [Int32: Double]] = [:]
    /// A continuous scroll was reported and not yet ended, in this window.
    var scrollingWindow: UInt?
    /// Where and when that scroll last moved.
    var lastScroll: (location: CGPoint, time: TimeInterval)?
    private var nextSyntheticID = -1_000

    init(target: @escaping (UInt) -> X11InputTarget?, sink: @escaping (WindowServerEvent) -> Void) {
        self.target = target
        self.sink = sink
    }

    /// Touches, fingers and gestures still down: zero once every sequence ended or was cancelled.
    var activeSequenceCount: Int { drags.count + fingers.count + gestures.count }

    // MARK: Device events

    /// The server time of the last accepted device event: the clipboard takes ownership as of the user's input.
    private(set) var lastEventTime: UInt?

    func translate(_ event: XIDeviceEvent) {
        guard accepts(sent: event.send_event != 0, what: "XI2 event \(event.evtype)") else { return }
        lastEventTime = event.time
        switch event.evtype {
        case XI_ButtonPress: buttonPressed(event)
        case XI_ButtonRelease: buttonReleased(event)
        case XI_Motion: pointerMoved(event)
        case XI_KeyPress, XI_KeyRelease: key(event)
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd: touch(event)
        default: UIKitLog.error("X11 input: ignored an XI2 device event of unknown type \(event.evtype)")
        }
    }

    /// Forged events are refused with one log line each, unless the application opted in.
    func accepts(sent: Bool, what: @autoclosure () -> String) -> Bool {
        guard sent, !acceptsSentEvents else { return true }
        UIKitLog.error("X11 input: ignored \(what()) forged by another client (XSendEvent); "
                       + "set X11WindowServer.acceptsSentEvents to accept such events")
        return false
    }

    func location(_ x: Double, _ y: Double, in target: X11InputTarget) -> CGPoint? {
        guard x.isFinite, y.isFinite, target.scale > 0 else {
            UIKitLog.error("X11 input: dropped an event at a non-finite position (\(x), \(y))")
            return nil
        }
        return CGPoint(x: CGFloat(x) / target.scale, y: CGFloat(y) / target.scale)
    }

    func syntheticIDs(_ count: Int) -> [Int] {
        (0..<count).map { _ in
            nextSyntheticID -= 1
            return nextSyntheticID
        }
    }

    // MARK: Pointer

    private func buttonPressed(_ event: XIDeviceEvent) {
        // Emulated buttons stand for touches and smooth-scroll valuators, which arrive themselves.
        guard event.flags & XIPointerEmulated == 0, let target = target(event.event),
              let point = location(event.event_x, event.event_y, in: target) else { return }
        let time = clock.seconds(event.time)
        switch event.detail {
        case 1...3:
            // One touch per pointer: a second button during a drag belongs to it (UIEvent.buttonMask shows one).
            guard drags[event.deviceid] == nil else { return }
            let count = clickCount(window: event.event, button: event.detail,
                                   time: UInt32(truncatingIfNeeded: event.time), x: event.event_x, y: event.event_y)
            let kind = event.detail == 1 && emulatesTwoFingers
                ? X11DragKind(modifiers: UInt32(bitPattern: event.mods.effective)) : .touch
            let ids = kind == .touch ? [-Int(event.deviceid)] : syntheticIDs(2)
            drags[event.deviceid] = PointerDrag(window: event.event, sourceID: event.sourceid, button: event.detail,
                                                ids: ids, kind: kind, start: point, last: point)
            endScroll(at: point, time: time)
            emitDrag(event.deviceid, at: point, phase: .began, time: time, tapCount: count)
        case 4...7:
            wheel(Int(event.detail), at: point, in: target, time: time)
        case 8, 9:
            navigationButton(back: event.detail == 8, in: target, time: time)
        default:
            break
        }
    }

    private func buttonReleased(_ event: XIDeviceEvent) {
        guard event.flags & XIPointerEmulated == 0, let drag = drags[event.deviceid], event.detail == drag.button,
              let target = target(drag.window) else { return }
        let point = event.event == drag.window ? location(event.event_x, event.event_y, in: target) : nil
        emitDrag(event.deviceid, at: point ?? drag.last, phase: .ended, time: clock.seconds(event.time))
        drags.removeValue(forKey: event.deviceid)
    }

    private func pointerMoved(_ event: XIDeviceEvent) {
        guard event.flags & XIPointerEmulated == 0 else { return }
        (target(event.event)?.host as? X11WindowHost)?.confineLockedPointer(x: event.event_x, y: event.event_y,
                                                                            device: event.deviceid)
        if let drag = drags[event.deviceid] {
            // The implicit grab sends every motion to the window the button went down in, even outside it.
            guard event.event == drag.window, let target = target(drag.window),
                  let point = location(event.event_x, event.event_y, in: target) else { return }
            emitDrag(event.deviceid, at: point, phase: .moved, time: clock.seconds(event.time))
            return
        }
        guard let target = target(event.event), let point = location(event.event_x, event.event_y, in: target) else {
            return
        }
        let time = clock.seconds(event.time)
        if !smoothScroll(event, at: point, in: target, time: time) {
            endScroll(at: point, time: time)
            sink(.hover(target.host, HoverSample(location: point, isInside: true, timestamp: time)))
        }
    }

    /// The mouse's back (8) and forward (9) buttons are the desktop's Back and Forward shortcuts, Alt+Left and
    /// Alt+Right, as in GTK applications and browsers: a navigation controller goes back on either.
    private func navigationButton(back: Bool, in target: X11InputTarget, time: TimeInterval) {
        let usage: UIKeyboardHIDUsage = back ? .keyboardLeftArrow : .keyboardRightArrow
        let input = back ? UIKeyCommand.inputLeftArrow : UIKeyCommand.inputRightArrow
        for phase in [KeySample.Phase.began, .ended] {
            sink(.key(target.host, KeySample(phase: phase, keyCode: usage, characters: input, charactersIgnoringModifiers: input,
                                             modifierFlags: .alternate, timestamp: time)))
        }
    }

    /// Presses of one button on one window, each within the desktop's multi-click time and distance of the last.
    private func clickCount(window: UInt, button: Int32, time: UInt32, x: Double, y: Double) -> Int {
        var count = 1
        if let last = lastPress, last.window == window, last.button == button,
           time &- last.time <= UInt32(multiClick.interval), hypot(x - last.x, y - last.y) <= multiClick.distance {
            count = last.count + 1
        }
        lastPress = (window, button, time, x, y, count)
        return count
    }

    private var pointerTouchType: UITouch.TouchType { .indirectPointer }

    /// X numbers the middle button 2 and the right one 3; UIKit calls the right one secondary and the middle one 3.
    static func buttonMask(_ button: Int32) -> UIEvent.ButtonMask {
        switch button {
        case 1: .primary
        case 3: .secondary
        default: .button(3)
        }
    }

    func emitDrag(_ device: Int32, at point: CGPoint, phase: UITouch.Phase, time: TimeInterval, tapCount: Int? = nil) {
        guard let drag = drags[device], let target = target(drag.window) else { return }
        let points = drag.kind.fingerPositions(pointer: point, start: drag.start,
                                               center: CGPoint(x: target.size.width / 2, y: target.size.height / 2))
        let samples = zip(drag.ids, points).map { id, location in
            TouchSample(id: id, phase: phase, location: location, timestamp: time,
                        type: drag.kind == .touch ? pointerTouchType : .direct, tapCount: tapCount,
                        buttonMask: drag.kind == .touch ? Self.buttonMask(drag.button) : [])
        }
        sink(.touches(target.host, samples))
        drags[device]?.last = point
    }

    func cancelDrag(of device: Int32) {
        guard let drag = drags[device] else { return }
        emitDrag(device, at: drag.last, phase: .cancelled, time: UIApplication.eventTimerSource.now)
        drags.removeValue(forKey: device)
    }

    // MARK: Enter and leave

    func translate(crossing event: XIEnterEvent) {
        guard accepts(sent: event.send_event != 0, what: "an XI2 crossing event") else { return }
        guard event.evtype == XI_Leave, let target = target(event.event) else { return }
        if event.mode == XINotifyGrab {
            // Another client grabbed the pointer: our implicit grab is broken, and the touch with it.
            for (device, drag) in drags where drag.window == event.event { cancelDrag(of: device) }
        }
        guard let point = location(event.event_x, event.event_y, in: target) else { return }
        let time = clock.seconds(event.time)
        endScroll(at: point, time: time)
        if drags.values.contains(where: { $0.window == event.event }) { return }
        sink(.hover(target.host, HoverSample(location: point, isInside: false, timestamp: time)))
    }

    // MARK: Direct touch

    private func touch(_ event: XIDeviceEvent) {
        guard !dependentTouchDevices.contains(event.sourceid) else { return }
        let id = (Int(event.sourceid) << 32) | Int(UInt32(bitPattern: event.detail))
        let time = clock.seconds(event.time)
        if event.evtype == XI_TouchBegin {
            if fingers[id] != nil {
                UIKitLog.error("X11 input: touch \(event.detail) began again; the earlier one is cancelled")
                endFingers([id], phase: .cancelled, time: time)
            }
            guard let target = target(event.event), let point = location(event.event_x, event.event_y, in: target) else {
                return
            }
            fingers[id] = Finger(window: event.event, sourceID: event.sourceid, location: point)
            emitFingers(changed: id, phase: .began, time: time)
            return
        }
        guard var finger = fingers[id] else {
            UIKitLog.error("X11 input: touch \(event.detail) updated without a begin; ignored")
            return
        }
        if let target = target(finger.window), event.event == finger.window,
           let point = location(event.event_x, event.event_y, in: target) {
            finger.location = point
            fingers[id] = finger
        }
        if event.evtype == XI_TouchEnd {
            endFingers([id], phase: .ended, time: time)
        } else {
            emitFingers(changed: id, phase: .moved, time: time)
        }
    }

    /// One event per change: the finger that changed, and every other finger down in its window as stationary.
    private func emitFingers(changed id: Int, phase: UITouch.Phase, time: TimeInterval) {
        guard let finger = fingers[id], let target = target(finger.window) else { return }
        var samples = [TouchSample(id: id, phase: phase, location: finger.location, timestamp: time)]
        for (other, rest) in fingers.sorted(by: { $0.key < $1.key }) where other != id && rest.window == finger.window {
            samples.append(TouchSample(id: other, phase: .stationary, location: rest.location, timestamp: time))
        }
        sink(.touches(target.host, samples))
    }

    func endFingers(_ ids: [Int], phase: UITouch.Phase, time: TimeInterval) {
        for id in ids {
            emitFingers(changed: id, phase: phase, time: time)
            fingers.removeValue(forKey: id)
        }
    }
}
