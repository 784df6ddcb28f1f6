internal import CX11
internal import CXrandr
internal import CXinerama
import UIKitCore

/// Reads the monitors of an X display, every core X screen in turn, through the first source that answers: RandR 1.5
/// monitors, then RandR 1.3 outputs driven by a CRTC, then Xinerama heads, then the core X screen itself (GDK's and
/// Qt's chain).
@MainActor struct X11Screens {
    let connection: X11Connection

    func read() -> [X11Monitor] {
        let display = connection.display
        let scaleOverride = X11Screens.scaleOverride(connection: connection)
        var monitors: [X11Monitor] = []
        for xScreen in 0..<XScreenCount(display) {
            let root = XRootWindow(display, xScreen)
            var found = readRandRMonitors(root: root) ?? []
            if found.isEmpty { found = readRandROutputs(root: root) }
            if found.isEmpty, xScreen == 0 { found = readXineramaHeads() }
            if found.isEmpty { found = [coreScreen(xScreen)] }
            for var head in found {
                head.scale = scaleOverride ?? X11Screens.scale(pixelWidth: head.frame.width, millimeters: head.widthMM)
                monitors.append(head.monitor(xScreen: xScreen, isDefaultScreen: xScreen == connection.defaultScreen))
            }
        }
        // The primary monitor of the default X screen is the main screen; without one, the one at the origin.
        if !monitors.contains(where: \.description.isPrimary) {
            let candidates = monitors.indices.filter { monitors[$0].xScreen == connection.defaultScreen }
            if let first = candidates.min(by: { a, b in
                let fa = monitors[a].description.pixelFrame, fb = monitors[b].description.pixelFrame
                return (fa.minY, fa.minX) < (fb.minY, fb.minX)
            }) {
                monitors[first].description.isPrimary = true
            }
        }
        return monitors
    }

    /// The desktop's scale for every monitor, nil when nothing says one ("work it out from each monitor's physical
    /// size"). In order: `UIKIT_SCALE` (ours, fractional allowed), `GDK_SCALE` (GTK's whole window scale), then the
    /// `Xft.dpi` resource over 96 (144 is 1.5: fractional desktops are drawn at their own scale).
    static func scaleOverride(connection: X11Connection) -> CGFloat? {
        scaleOverride(environment: ProcessInfo.processInfo.environment, xftDPI: xftDPI(connection: connection))
    }

    nonisolated static func scaleOverride(environment: [String: String], xftDPI: Double?) -> CGFloat? {
        if let text = environment["UIKIT_SCALE"], let value = Double(text), value.isFinite, value >= 1, value <= 4 {
            return quantized(value)
        }
        // GTK reads GDK_SCALE as a whole number and ignores anything else.
        if let text = environment["GDK_SCALE"], let value = Int(text), value >= 1, value <= 4 { return CGFloat(value) }
        if let dpi = xftDPI { return scale(fromDPI: dpi) }
        return nil
    }

    /// The `Xft.dpi` X resource, when it is set and sane.
    static func xftDPI(connection: X11Connection) -> Double? {
        guard let resources = XResourceManagerString(connection.display).map({ String(cString: $0) }) else { return nil }
        var dpi: Double?
        for line in resources.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
            dpi = Double(line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: .whitespaces))
        }
        guard let dpi, dpi.isFinite, dpi > 0 else { return nil }
        return dpi
    }

    /// Dots per inch over 96, to the nearest quarter (as desktops offer fractional scales), from 1 to 4.
    nonisolated static func scale(fromDPI dpi: Double) -> CGFloat {
        guard dpi.isFinite, dpi > 0 else { return 1 }
        return quantized(dpi / 96)
    }

    nonisolated private static func quantized(_ scale: Double) -> CGFloat {
        CGFloat(min(max((scale * 4).rounded() / 4, 1), 4))
    }

    /// Pixels per inch over 96, rounded to a whole 1, 2 or 3 (a physical size is too rough a guide for a fractional
    /// scale, as GNOME also judges); a monitor that reports no physical size (Xvnc's extra outputs say 0 mm) is at 1.
    nonisolated static func scale(pixelWidth: CGFloat, millimeters: Int) -> CGFloat {
        guard millimeters > 0, pixelWidth > 0 else { return 1 }
        let dpi = Double(pixelWidth) / (Double(millimeters) / 25.4)
        guard dpi.isFinite else { return 1 }
        return CGFloat(min(max((dpi / 96).rounded(), 1), 3))
    }

    nonisolated static func mode(_ info: XRRModeInfo) -> ScreenModeDescription {
        var vTotal = Double(info.vTotal)
        if info.modeFlags & UInt(RR_DoubleScan) != 0 { vTotal *= 2 }
        if info.modeFlags & UInt(RR_Interlace) != 0 { vTotal /= 2 }
        let refresh = info.hTotal > 0 && vTotal > 0 ? Double(info.dotClock) / (Double(info.hTotal) * vTotal) : 60
        return ScreenModeDescription(id: UInt64(info.id), width: Int(info.width), height: Int(info.height),
                                     refreshRate: refresh.isFinite && refresh > 0 ? refresh : 60)
    }

    // MARK: Sources

    /// RandR 1.5 monitors (including `xrandr --setmonitor` virtual ones); nil when the server has no RandR.
    private func readRandRMonitors(root: UInt) -> [Head]? {
        guard connection.randrEventBase != nil else { return nil }
        let display = connection.display
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, root, 1, &count) else { return nil }
        defer { XRRFreeMonitors(monitors) }
        guard count > 0 else { return [] }
        let resources = XRRGetScreenResourcesCurrent(display, root)
        defer { if let resources { XRRFreeScreenResources(resources) } }
        return (0..<Int(count)).map { index in
            let monitor = monitors[index]
            let name = connection.atomName(monitor.name) ?? "monitor-\(index)"
            var head = Head(name: name, frame: CGRect(x: Int(monitor.x), y: Int(monitor.y), width: Int(monitor.width),
                                                      height: Int(monitor.height)),
                            widthMM: Int(monitor.mwidth), isPrimary: monitor.primary != 0, isRandR: true)
            if let resources, monitor.noutput > 0, let outputs = monitor.outputs {
                head.readModes(display: display, resources: resources, output: outputs[0])
            }
            return head
        }
    }

    /// RandR 1.3: every connected output that a CRTC drives.
    private func readRandROutputs(root: UInt) -> [Head] {
        guard connection.randrEventBase != nil else { return [] }
        let display = connection.display
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return [] }
        defer { XRRFreeScreenResources(resources) }
        let primary = XRRGetOutputPrimary(display, root)
        var heads: [Head] = []
        for index in 0..<Int(resources.pointee.noutput) {
            let outputID = resources.pointee.outputs[index]
            guard let output = XRRGetOutputInfo(display, resources, outputID) else { continue }
            defer { XRRFreeOutputInfo(output) }
            guard output.pointee.connection == RR_Connected, output.pointee.crtc != 0,
                  let crtc = XRRGetCrtcInfo(display, resources, output.pointee.crtc) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            var head = Head(name: String(cString: output.pointee.name),
                            frame: CGRect(x: Int(crtc.pointee.x), y: Int(crtc.pointee.y), width: Int(crtc.pointee.width),
                                          height: Int(crtc.pointee.height)),
                            widthMM: Int(output.pointee.mm_width), isPrimary: outputID == primary, isRandR: true)
            head.readModes(display: display, resources: resources, output: outputID)
            heads.append(head)
        }
        return heads
    }

    private func readXineramaHeads() -> [Head] {
        let display = connection.display
        guard XineramaIsActive(display) != 0 else { return [] }
        var count: Int32 = 0
        guard let screens = XineramaQueryScreens(display, &count) else { return [] }
        defer { XFree(screens) }
        return (0..<Int(count)).map { index in
            let s = screens[index]
            return Head(name: "Xinerama-\(index)", frame: CGRect(x: Int(s.x_org), y: Int(s.y_org), width: Int(s.width),
                                                                  height: Int(s.height)),
                        widthMM: 0, isPrimary: index == 0, isRandR: false)
        }
    }

    private func coreScreen(_ xScreen: Int32) -> Head {
        let display = connection.display
        let width = Int(XDisplayWidth(display, xScreen))
        return Head(name: "X screen \(xScreen)",
                    frame: CGRect(x: 0, y: 0, width: width, height: Int(XDisplayHeight(display, xScreen))),
                    widthMM: Int(XDisplayWidthMM(display, xScreen)), isPrimary: false, isRandR: false)
    }
}

/// A monitor while it is being read.
private struct Head {
    var name: String
    var frame: CGRect
    var widthMM: Int
    var isPrimary: Bool
    var isRandR: Bool
    var scale: CGFloat = 1
    var modes: [ScreenModeDescription] = []
    var current: ScreenModeDescription?
    var preferred: ScreenModeDescription?

    mutating func readModes(display: OpaquePointer, resources: UnsafeMutablePointer<XRRScreenResources>, output: UInt) {
        guard let info = XRRGetOutputInfo(display, resources, output) else { return }
        defer { XRRFreeOutputInfo(info) }
        let modeInfos = (0..<Int(resources.pointee.nmode)).map { resources.pointee.modes[$0] }
        for m in 0..<Int(info.pointee.nmode) {
            let id = info.pointee.modes[m]
            guard let modeInfo = modeInfos.first(where: { $0.id == id }) else { continue }
            let mode = X11Screens.mode(modeInfo)
            if !modes.contains(where: { $0.id == mode.id }) { modes.append(mode) }
            if m < Int(info.pointee.npreferred) && preferred == nil { preferred = mode }
        }
        if info.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(display, resources, info.pointee.crtc) {
            defer { XRRFreeCrtcInfo(crtc) }
            if let modeInfo = modeInfos.first(where: { $0.id == crtc.pointee.mode }) { current = X11Screens.mode(modeInfo) }
        }
    }

    func monitor(xScreen: Int32, isDefaultScreen: Bool) -> X11Monitor {
        // A virtual monitor (xrandr --setmonitor ... none) has no output: its only mode is its own size.
        let ownSize = ScreenModeDescription(id: 0, width: Int(frame.width), height: Int(frame.height))
        let modes = modes.isEmpty ? [ownSize] : modes
        // Monitor names repeat across X screens (Xvfb calls each one "screen"); ids must not.
        let id = xScreen == 0 ? name : "\(name)@\(xScreen)"
        let description = ScreenDescription(
            id: id, name: xScreen == 0 ? name : "\(name) (X screen \(xScreen))", pixelFrame: frame, scale: scale,
            isPrimary: isPrimary && isDefaultScreen, modes: modes, currentMode: current ?? ownSize,
            preferredMode: preferred ?? modes.first)
        return X11Monitor(description: description, xScreen: xScreen, randrName: isRandR ? name : nil)
    }
}
