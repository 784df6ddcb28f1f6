internal import CX11
internal import CXrandr
import UIKitCore

/// Switches a monitor's output to another RandR mode.
@MainActor struct X11ModeSetter {
    let connection: X11Connection

    func setMode(_ mode: ScreenModeDescription, forMonitor name: String) throws {
        let display = connection.display
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, connection.rootWindow, 1, &count) else {
            throw X11Error.requestFailed("RandR reports no monitors")
        }
        defer { XRRFreeMonitors(monitors) }
        guard let monitor = (0..<Int(count)).map({ monitors[$0] }).first(where: { monitor in
            XGetAtomName(display, monitor.name).map { p in defer { XFree(p) }; return String(cString: p) } == name
        }), monitor.noutput > 0, let outputs = monitor.outputs else {
            throw X11Error.requestFailed("monitor \(name) has no output whose mode could change")
        }
        guard let resources = XRRGetScreenResourcesCurrent(display, connection.rootWindow) else {
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
        // The screen must be large enough to hold every CRTC at its new size.
        let right = Int(crtc.pointee.x) + mode.width, bottom = Int(crtc.pointee.y) + mode.height
        let screenWidth = max(Int(XDisplayWidth(display, connection.defaultScreen)), right)
        let screenHeight = max(Int(XDisplayHeight(display, connection.defaultScreen)), bottom)
        XGrabServer(display)
        defer { XUngrabServer(display); XFlush(display) }
        if screenWidth != Int(XDisplayWidth(display, connection.defaultScreen))
            || screenHeight != Int(XDisplayHeight(display, connection.defaultScreen)) {
            let dpi = 96.0 / 25.4
            XRRSetScreenSize(display, connection.rootWindow, Int32(screenWidth), Int32(screenHeight),
                             Int32(Double(screenWidth) / dpi), Int32(Double(screenHeight) / dpi))
        }
        var outputID = outputs[0]
        let status = XRRSetCrtcConfig(display, resources, output.pointee.crtc, UInt(CurrentTime), crtc.pointee.x,
                                      crtc.pointee.y, RRMode(mode.id), crtc.pointee.rotation, &outputID, 1)
        guard status == Success else {
            throw X11Error.requestFailed("RandR refused mode \(mode.width)x\(mode.height) on \(name) (status \(status))")
        }
    }
}
