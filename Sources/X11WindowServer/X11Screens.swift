internal import CX11
internal import CXrandr
import UIKitCore

/// Reads the monitors of an X display: RandR 1.5 monitors with their outputs' modes, falling back to one screen per
/// core X screen when RandR has nothing to say.
@MainActor struct X11Screens {
    let connection: X11Connection

    func read() -> [ScreenDescription] {
        let scale = X11Screens.scale(connection: connection)
        let fromRandR = readMonitors(scale: scale)
        if !fromRandR.isEmpty { return fromRandR }
        return readCoreScreens(scale: scale)
    }

    /// `UIKIT_SCALE` wins; then `Xft.dpi` / 96 rounded to 1, 2 or 3; otherwise 1.
    static func scale(connection: X11Connection) -> CGFloat {
        if let text = ProcessInfo.processInfo.environment["UIKIT_SCALE"], let value = Double(text),
           value.isFinite, value >= 1, value <= 4 {
            return CGFloat(value.rounded())
        }
        if let resources = XResourceManagerString(connection.display).map({ String(cString: $0) }) {
            for line in resources.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
                if let dpi = Double(line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: .whitespaces)), dpi > 0 {
                    return CGFloat(min(max((dpi / 96).rounded(), 1), 3))
                }
            }
        }
        return 1
    }

    private func readMonitors(scale: CGFloat) -> [ScreenDescription] {
        guard connection.randrEventBase != nil else { return [] }
        let display = connection.display
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, connection.rootWindow, 1, &count), count > 0 else { return [] }
        defer { XRRFreeMonitors(monitors) }
        guard let resources = XRRGetScreenResourcesCurrent(display, connection.rootWindow) else { return [] }
        defer { XRRFreeScreenResources(resources) }
        let modeInfos = (0..<Int(resources.pointee.nmode)).map { resources.pointee.modes[$0] }

        var screens: [ScreenDescription] = []
        for index in 0..<Int(count) {
            let monitor = monitors[index]
            let name = XGetAtomName(display, monitor.name).map { pointer -> String in
                defer { XFree(pointer) }
                return String(cString: pointer)
            } ?? "monitor-\(index)"
            var modes: [ScreenModeDescription] = []
            var current: ScreenModeDescription?
            var preferred: ScreenModeDescription?
            if monitor.noutput > 0, let outputs = monitor.outputs,
               let output = XRRGetOutputInfo(display, resources, outputs[0]) {
                defer { XRRFreeOutputInfo(output) }
                for m in 0..<Int(output.pointee.nmode) {
                    let id = output.pointee.modes[m]
                    guard let info = modeInfos.first(where: { $0.id == id }) else { continue }
                    let mode = Self.mode(info)
                    if !modes.contains(where: { $0.id == mode.id }) { modes.append(mode) }
                    if m < Int(output.pointee.npreferred) && preferred == nil { preferred = mode }
                }
                if output.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(display, resources, output.pointee.crtc) {
                    defer { XRRFreeCrtcInfo(crtc) }
                    if let info = modeInfos.first(where: { $0.id == crtc.pointee.mode }) { current = Self.mode(info) }
                }
            }
            let frame = CGRect(x: CGFloat(monitor.x), y: CGFloat(monitor.y),
                               width: CGFloat(monitor.width), height: CGFloat(monitor.height))
            // A virtual monitor (xrandr --setmonitor ... none) has no output: its only mode is its own size.
            let ownSize = ScreenModeDescription(id: 0, width: Int(frame.width), height: Int(frame.height))
            if current == nil { current = ownSize }
            if modes.isEmpty { modes = [ownSize] }
            screens.append(ScreenDescription(
                id: name, name: name, pixelFrame: frame, scale: scale, isPrimary: monitor.primary != 0,
                modes: modes, currentMode: current, preferredMode: preferred ?? modes.first))
        }
        if !screens.contains(where: \.isPrimary), let first = screens.indices.min(by: {
            (screens[$0].pixelFrame.minY, screens[$0].pixelFrame.minX) < (screens[$1].pixelFrame.minY, screens[$1].pixelFrame.minX)
        }) {
            screens[first].isPrimary = true
        }
        return screens
    }

    static func mode(_ info: XRRModeInfo) -> ScreenModeDescription {
        var vTotal = Double(info.vTotal)
        if info.modeFlags & UInt(RR_DoubleScan) != 0 { vTotal *= 2 }
        if info.modeFlags & UInt(RR_Interlace) != 0 { vTotal /= 2 }
        let refresh = info.hTotal > 0 && vTotal > 0 ? Double(info.dotClock) / (Double(info.hTotal) * vTotal) : 60
        return ScreenModeDescription(id: UInt64(info.id), width: Int(info.width), height: Int(info.height),
                                     refreshRate: refresh.isFinite && refresh > 0 ? refresh : 60)
    }

    private func readCoreScreens(scale: CGFloat) -> [ScreenDescription] {
        let display = connection.display
        return (0..<XScreenCount(display)).map { index in
            let width = Int(XDisplayWidth(display, index)), height = Int(XDisplayHeight(display, index))
            let mode = ScreenModeDescription(id: 0, width: width, height: height)
            return ScreenDescription(id: "screen-\(index)", name: "X screen \(index)",
                                     pixelFrame: CGRect(x: 0, y: 0, width: width, height: height), scale: scale,
                                     isPrimary: index == connection.defaultScreen, modes: [mode],
                                     currentMode: mode, preferredMode: mode)
        }
    }
}
