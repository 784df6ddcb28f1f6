import Foundation
import CX11
import CXi

/// A second X client holding a passive XI 2.2 touch grab on the root window, the way a window manager claims
/// gestures: every touch sequence on the screen goes to it first, and it decides (XIAllowTouchEvents) whether to
/// keep the touch (accept) or hand it down to the window below (reject).
final class TouchGrabbingClient {
    private var display: OpaquePointer?
    private let root: Window
    /// Touches the grabber received a TouchBegin for and has not yet accepted or rejected: touch id -> device id.
    private(set) var heldTouches: [UInt32: Int32] = [:]

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw GrabError.cannotOpen(name) }
        self.display = display
        root = XDefaultRootWindow(display)
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0,
              XIQueryVersion(display, &major, &minor) == Success else {
            XCloseDisplay(display)
            throw GrabError.noXInput22
        }
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { bits[Int(type) / 8] |= UInt8(1 << (type % 8)) }
        var modifiers = XIGrabModifiers(modifiers: Int32(truncatingIfNeeded: XIAnyModifier), status: 0)
        let status = bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XIGrabTouchBegin(display, XIAllMasterDevices, root, 0, &mask, 1, &modifiers)
        }
        XSync(display, 0)
        guard status == Success, modifiers.status == 0 else {
            XCloseDisplay(display)
            throw GrabError.grabFailed(status: status, modifierStatus: modifiers.status)
        }
    }

    /// Closes the connection, which also releases the grab; must happen while the server is still running.
    func close() {
        guard let display else { return }
        XCloseDisplay(display)
        self.display = nil
    }

    deinit { close() }

    /// Reads the grabber's queued events, recording the touches that began for it.
    func readEvents() {
        guard let display else { return }
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            guard XGetEventData(display, &event.xcookie) != 0 else { continue }
            defer { XFreeEventData(display, &event.xcookie) }
            guard event.xcookie.evtype == XI_TouchBegin, let data = event.xcookie.data else { continue }
            let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            heldTouches[UInt32(bitPattern: device.detail)] = device.deviceid
        }
    }

    /// Accepts (`XIAcceptTouch`) or rejects (`XIRejectTouch`) every touch the grabber holds.
    func decide(_ mode: Int32) {
        guard let display else { return }
        for (touch, device) in heldTouches {
            XIAllowTouchEvents(display, device, touch, root, mode)
        }
        heldTouches.removeAll()
        XSync(display, 0)
    }

    /// Actively grabs the master pointer (id 2, the virtual core pointer), as a window manager does for a drag;
    /// the XI status (Success or a grab failure).
    func grabPointer() -> Int32 {
        guard let display else { return -1 }
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] { bits[Int(type) / 8] |= UInt8(1 << (type % 8)) }
        let status = bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: 2, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XIGrabDevice(display, 2, root, Time(CurrentTime), 0, GrabModeAsync, GrabModeAsync, 0, &mask)
        }
        XSync(display, 0)
        return status
    }

    enum GrabError: Error {
        case cannotOpen(String)
        case noXInput22
        case grabFailed(status: Int32, modifierStatus: Int32)
    }
}
