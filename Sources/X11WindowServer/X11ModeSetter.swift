internal import CX11
internal import CXrandr
import UIKitCore

/// Switches a monitor's output to another RandR mode.
@MainActor struct X11ModeSetter {
    let connection: X11Connection

    func setMode(_ mode: ScreenModeDescription, for target: X11Monitor) throws {
        let display = connection.display
        let xScreen = target.xScreen
        let root = XRootWindow(display, xScreen)
        guard let name = target.randrName else {
            throw X11Error.requestFailed("\(target.description.name) is not a RandR monitor; its mode cannot change")
        }
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, root, 1, &count) else {
            throw X11Error.requestFailed("RandR reports no monitors")
        }
        defer { XRRFreeMonitors(monitors) }
        guard let monitor = (0..<Int(count)).map({ monitors[$0] }).first(where: { monitor in
            connection.atomName(monitor.name) == name
        }), monitor.noutput > 0, let outputs = monitor.outputs else {
            throw X11Error.requestFailed("monitor \(name) has no output whose mode could change")
        }
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else {
            throw X11Error.requestFailed("RandR screen resources unavailable")
        }
        defer { XRRFreeScreenResources(resources) }
        guard let output = XRRGetOutputInfo(display, resources, outputs[0]) else {
            throw X11Error.requestFailed("output of \(name) unavailable")
        }
        defer { XRRFreeOutputInfo(output) }
        guard output.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(display, resources, output.pointee.crtc) else {
            throw X11Error.requestFailed("monitor \(name) is not driven by a CRTC")
        }
        defer { XRRFreeCrtcInfo(crtc) }
        // The screen is the bounding box of every CRTC: grown before the switch, shrunk after it (as xrandr does).
        var needed = (width: Int(crtc.pointee.x) + mode.width, height: Int(crtc.pointee.y) + mode.height)
        for index in 0..<Int(resources.pointee.ncrtc) where resources.pointee.crtcs[index] != output.pointee.crtc {
            guard let other = XRRGetCrtcInfo(display, resources, resources.pointee.crtcs[index]) else { continue }
            defer { XRRFreeCrtcInfo(other) }
            guard other.pointee.mode != 0 else { continue }
            needed.width = max(needed.width, Int(other.pointee.x) + Int(other.pointee.width))
            needed.height = max(needed.height, Int(other.pointee.y) + Int(other.pointee.height))
        }
        let current = (width: Int(XDisplayWidth(display, xScreen)), height: Int(XDisplayHeight(display, xScreen)))
        XGrabServer(display)
        defer { XUngrabServer(display); XFlush(display) }
        let grown = (width: max(needed.width, current.width), height: max(needed.height, current.height))
        if grown != current { setScreenSize(root: root, width: grown.width, height: grown.height) }
        var outputID = outputs[0]
        let status = XRRSetCrtcConfig(display, resources, output.pointee.crtc, UInt(CurrentTime), crtc.pointee.x,
                                      crtc.pointee.y, RRMode(mode.id), crtc.pointee.rotation, &outputID, 1)
        guard status == Success else {
            throw X11Error.requestFailed("RandR refused mode \(mode.width)x\(mode.height) on \(name) (status \(status))")
        }
        if needed != grown {
            setScreenSize(root: root, width: needed.width, height: needed.height)
        }
    }

    /// Physical size at 96 dpi: X wants one, and nothing better is known for a size we chose.
    private func setScreenSize(root: UInt, width: Int, height: Int) {
        let pixelsPerMillimeter = 96.0 / 25.4
        XRRSetScreenSize(connection.display, root, Int32(width), Int32(height),
                         Int32(Double(width) / pixelsPerMillimeter), Int32(Double(height) / pixelsPerMillimeter))
    }
}
