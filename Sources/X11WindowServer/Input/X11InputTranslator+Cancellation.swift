internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// What ends input sequences early: a window unmapped or destroyed, a window losing the focus, a device removed or
/// disabled. Nothing a user started is left down.
extension X11InputTranslator {
    /// The window was unmapped or destroyed: every touch in it is cancelled.
    func windowGone(_ window: UInt) {
        let hadTouches = drags.values.contains { $0.window == window } || fingers.values.contains { $0.window == window }
            || gestures.values.contains { $0.window == window }
        drags = drags.filter { $0.value.window != window }
        fingers = fingers.filter { $0.value.window != window }
        gestures = gestures.filter { $0.value.window != window }
        if scrollingWindow == window { scrollingWindow = nil }
        cancelKeys(in: window)
        keysDown = keysDown.filter { $0.value != window }
        inputMethodFocusLost(window)
        if textInputWindow == window { textInputWindow = nil }
        if hadTouches, let target = target(window) { sink(.touchesCancelled(target.host)) }
    }

    /// The window lost the keyboard focus (another window or client took it): keys and touches in it are cancelled.
    func focusLost(_ window: UInt) {
        inputMethodFocusLost(window)
        cancelKeys(in: window)
        cancelTouches(in: window)
    }

    func cancelTouches(in window: UInt) {
        let time = UIApplication.eventTimerSource.now
        for (device, drag) in drags.sorted(by: { $0.key < $1.key }) where drag.window == window { cancelDrag(of: device) }
        endFingers(fingers.filter { $0.value.window == window }.map(\.key).sorted(), phase: .cancelled, time: time)
        for (device, gesture) in gestures.sorted(by: { $0.key < $1.key }) where gesture.window == window {
            endGesture(of: device, phase: .cancelled, time: time)
        }
    }

    /// Devices were removed or disabled (XI_HierarchyChanged): whatever they held down is cancelled.
    func translate(hierarchy event: XIHierarchyEvent) {
        guard let info = event.info, event.num_info > 0 else { return }
        let gone = Int32(XISlaveRemoved | XIMasterRemoved | XIDeviceDisabled)
        let devices = (0..<Int(event.num_info)).filter { info[$0].flags & gone != 0 }.map { info[$0].deviceid }
        devicesRemoved(Set(devices))
    }

    func devicesRemoved(_ devices: Set<Int32>) {
        guard !devices.isEmpty else { return }
        let time = UIApplication.eventTimerSource.now
        for (device, drag) in drags.sorted(by: { $0.key < $1.key })
        where devices.contains(device) || devices.contains(drag.sourceID) {
            cancelDrag(of: device)
        }
        endFingers(fingers.filter { devices.contains($0.value.sourceID) }.map(\.key).sorted(), phase: .cancelled,
                   time: time)
        for (device, gesture) in gestures.sorted(by: { $0.key < $1.key })
        where devices.contains(device) || devices.contains(gesture.sourceID) {
            endGesture(of: device, phase: .cancelled, time: time)
        }
        for device in devices {
            scrollAxes.removeValue(forKey: device)
            scrollValues.removeValue(forKey: device)
            dependentTouchDevices.remove(device)
        }
    }
}
