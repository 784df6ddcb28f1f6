internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// XI 2.4 touchpad gestures: pinch (scale and rotation) and swipe, as fingers (see `X11GestureFingers`).
extension X11InputTranslator {
    func translate(pinch event: XIGesturePinchEvent) {
        guard accepts(sent: event.send_event != 0, what: "an XI2 pinch gesture") else { return }
        let phase = gesturePhase(event.evtype - XI_GesturePinchBegin,
                                 cancelled: event.flags & Int32(XIGesturePinchEventCancelled) != 0)
        updateGesture(.pinch, device: event.deviceid, source: event.sourceid, window: event.event, phase: phase,
                      fingers: 2, x: event.event_x, y: event.event_y, dx: event.delta_x, dy: event.delta_y,
                      scale: event.scale, angleDelta: event.delta_angle, time: event.time)
    }

    func translate(swipe event: XIGestureSwipeEvent) {
        guard accepts(sent: event.send_event != 0, what: "an XI2 swipe gesture") else { return }
        let phase = gesturePhase(event.evtype - XI_GestureSwipeBegin,
                                 cancelled: event.flags & Int32(XIGestureSwipeEventCancelled) != 0)
        updateGesture(.swipe, device: event.deviceid, source: event.sourceid, window: event.event, phase: phase,
                      fingers: Int(event.detail), x: event.event_x, y: event.event_y, dx: event.delta_x,
                      dy: event.delta_y, scale: 1, angleDelta: 0, time: event.time)
    }

    /// Begin, update, end (0, 1, 2 after the kind's first event type).
    private func gesturePhase(_ offset: Int32, cancelled: Bool) -> UITouch.Phase {
        switch offset {
        case 0: .began
        case 1: .moved
        default: cancelled ? .cancelled : .ended
        }
    }

    // Parameters mirror the two XI event structs, which share no type.
    private func updateGesture(_ kind: X11GestureFingers.Kind, device: Int32, source: Int32, window: UInt,
                               phase: UITouch.Phase, fingers count: Int, x: Double, y: Double, dx: Double, dy: Double,
                               scale: Double, angleDelta: Double, time serverTime: UInt) {
        let time = clock.seconds(serverTime)
        if phase == .began {
            if gestures[device] != nil {
                UIKitLog.error("X11 input: a touchpad gesture began during another; the earlier one is cancelled")
                endGesture(of: device, phase: .cancelled, time: time)
            }
            guard (1...10).contains(count), let target = target(window),
                  let point = location(x, y, in: target) else {
                return UIKitLog.error("X11 input: dropped a touchpad gesture with \(count) fingers or no window")
            }
            gestures[device] = X11GestureFingers(kind: kind, window: window, sourceID: source,
                                                 ids: syntheticIDs(kind == .pinch ? 2 : count), origin: point)
            emitGesture(device, phase: .began, time: time)
            return
        }
        guard var gesture = gestures[device], gesture.kind == kind else {
            return UIKitLog.error("X11 input: a touchpad gesture update without a begin; ignored")
        }
        if let target = target(gesture.window), dx.isFinite, dy.isFinite, scale.isFinite, scale > 0,
           angleDelta.isFinite, target.scale > 0 {
            gesture.translation.dx += CGFloat(dx) / target.scale
            gesture.translation.dy += CGFloat(dy) / target.scale
            gesture.scale = CGFloat(scale)
            gesture.angle += CGFloat(angleDelta) * .pi / 180
            gestures[device] = gesture
        } else {
            UIKitLog.error("X11 input: a touchpad gesture update with non-finite values; kept the last ones")
        }
        if phase == .moved {
            emitGesture(device, phase: .moved, time: time)
        } else {
            endGesture(of: device, phase: phase, time: time)
        }
    }

    private func emitGesture(_ device: Int32, phase: UITouch.Phase, time: TimeInterval) {
        guard let gesture = gestures[device], let target = target(gesture.window) else { return }
        sink(.touches(target.host, zip(gesture.ids, gesture.positions).map { id, location in
            TouchSample(id: id, phase: phase, location: location, timestamp: time, type: .indirect)
        }))
    }

    func endGesture(of device: Int32, phase: UITouch.Phase, time: TimeInterval) {
        emitGesture(device, phase: phase, time: time)
        gestures.removeValue(forKey: device)
    }
}
