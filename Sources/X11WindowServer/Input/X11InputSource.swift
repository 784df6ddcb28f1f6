internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// The live-connection half of input: negotiates XInput 2 (2.4 when the server has it, else 2.2), selects XI2 events
/// on each window, reads device facts (smooth-scroll valuators, dependent touchpads) and hands each event's data to
/// the translator.
@MainActor final class X11InputSource {
    let translator: X11InputTranslator
    /// The XInputExtension's major opcode; nil when the server has no XInput 2.2.
    private(set) var opcode: Int32?
    /// The minor version agreed with the server (2, 3 or 4).
    private(set) var minorVersion: Int32 = 0
    /// Connections that announced their XI2 version (the server checks selections against it).
    private var negotiated: Set<OpaquePointer> = []
    private let connection: X11Connection
    /// See `X11WindowServer.usesInputMethod`. Turning it off drops the input method; turning it on connects again
    /// when a text input next takes the keys.
    var usesInputMethod = true {
        didSet {
            guard usesInputMethod != oldValue else { return }
            if usesInputMethod {
                translator.loadInputMethod = loadIBus
            } else {
                translator.inputMethod?.focus(nil)
                translator.inputMethod = nil
                translator.loadInputMethod = nil
            }
        }
    }

    init(connection: X11Connection, translator: X11InputTranslator) {
        self.connection = connection
        self.translator = translator
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(connection.display, "XInputExtension", &opcode, &event, &error) != 0 else {
            UIKitLog.error("X11 input: the server at '\(connection.displayName)' has no XInput extension; no input")
            return
        }
        guard let minor = negotiate(connection.display) else {
            UIKitLog.error("X11 input: the server at '\(connection.displayName)' lacks XInput 2.2; no input")
            return
        }
        self.opcode = opcode
        minorVersion = minor
        if ProcessInfo.processInfo.environment["UIKIT_X11_ACCEPT_SENT_EVENTS"] == "1" {
            translator.acceptsSentEvents = true
        }
        if ProcessInfo.processInfo.environment["UIKIT_X11_ALT_DRAG"] == "0" { translator.emulatesTwoFingers = false }
        translator.keysymLookup = { [weak self] keycode, state in self?.keysym(keycode: keycode, state: state) ?? 0 }
        translator.loadComposer = { X11Composer() }
        usesInputMethod = ProcessInfo.processInfo.environment["UIKIT_INPUT_METHOD"] != "none"
        if usesInputMethod { translator.loadInputMethod = loadIBus }
    }

    /// Connects to IBus when its daemon runs.
    private var loadIBus: () -> (any X11InputMethod)? {
        { [weak translator] in
            guard let ibus = IBusInputMethod(clientName: ProcessInfo.processInfo.processName) else { return nil }
            ibus.watch { translator?.deliverInputMethodOutput() }
            return ibus
        }
    }

    private func negotiate(_ display: OpaquePointer) -> Int32? {
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, major == 2, minor >= 2 else { return nil }
        negotiated.insert(display)
        return minor
    }

    /// Device changes (removals) on the root, and the devices' facts.
    func start() {
        guard opcode != nil else { return }
        select([XI_HierarchyChanged, XI_DeviceChanged], on: connection.rootWindow, display: connection.display,
               devices: XIAllDevices)
        readDevices()
        followDesktopSettings()
    }

    /// The settings manager's window, watched for changes to its settings and for going away.
    private var settingsOwner: UInt = 0

    /// Reads the multi-click settings and watches the XSETTINGS owner, so that a change in the desktop's settings
    /// (or a settings manager starting or stopping) applies while the application runs, as the XSETTINGS
    /// specification asks of clients: PropertyNotify on the owner's window, DestroyNotify when it goes, and the
    /// MANAGER client message on the root (selected by the window server) when a new one starts.
    private func followDesktopSettings() {
        let display = connection.display
        settingsOwner = XGetSelectionOwner(display, settingsSelection)
        if settingsOwner != 0 {
            X11ErrorTrap.quiet = true
            XSelectInput(display, settingsOwner, PropertyChangeMask | StructureNotifyMask)
            XSync(display, 0)
            X11ErrorTrap.quiet = false
        }
        let settings = desktopSettings()
        translator.multiClick = multiClick(from: settings)
        let style = desktopStyle(from: settings)
        if style != announcedStyle {
            announcedStyle = style
            translator.sink(.userInterfaceStyleChanged(style))
        }
        let textScale = desktopTextScale(from: settings)
        if textScale != announcedTextScale {
            announcedTextScale = textScale
            translator.sink(.textScaleChanged(textScale))
        }
    }

    /// The style and text scale last told to UIKit.
    private var announcedStyle: UIUserInterfaceStyle?
    private var announcedTextScale: CGFloat?

    /// The desktop's text scaling factor: its font DPI (XSETTINGS `Xft/DPI`, which GNOME's text-scaling-factor
    /// sets, else the `Xft.dpi` resource) over 96, over the window scale the DPI also carries
    /// (`Gdk/WindowScalingFactor`, else the scale the screens take from it), times `GDK_DPI_SCALE` (GTK's factor
    /// for text alone).
    private func desktopTextScale(from settings: [String: X11XSettings.Value]) -> CGFloat {
        var dpi: Double?
        if case .integer(let value)? = settings["Xft/DPI"], value > 0 {
            dpi = Double(value) / 1024
        } else {
            dpi = X11Screens.xftDPI(connection: connection)
        }
        return X11InputSource.textScale(dpi: dpi, windowScalingFactor: {
            if case .integer(let factor)? = settings["Gdk/WindowScalingFactor"], factor > 0 { return factor }
            return nil
        }(), environment: ProcessInfo.processInfo.environment)
    }

    nonisolated static func textScale(dpi: Double?, windowScalingFactor: Int?,
                                      environment: [String: String]) -> CGFloat {
        var factor: Double = 1
        if let dpi, dpi.isFinite, dpi > 0 {
            let windowScale = windowScalingFactor.map(Double.init)
                ?? Double(X11Screens.scaleOverride(environment: environment, xftDPI: dpi) ?? X11Screens.scale(fromDPI: dpi))
            factor = dpi / 96 / windowScale
        }
        if let text = environment["GDK_DPI_SCALE"], let extra = Double(text), extra.isFinite, extra > 0.25, extra <= 4 {
            factor *= extra
        }
        return CGFloat(factor)
    }

    /// `UIKIT_USER_INTERFACE_STYLE=dark|light` first, then XSETTINGS, then (no settings manager saying) GTK's
    /// settings.ini files.
    private func desktopStyle(from settings: [String: X11XSettings.Value]) -> UIUserInterfaceStyle {
        let environment = ProcessInfo.processInfo.environment
        switch environment["UIKIT_USER_INTERFACE_STYLE"]?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default:
            let dark = X11XSettings.prefersDark(from: settings) ?? X11XSettings.prefersDark(fromGTKSettingsIn: environment)
            return dark == true ? .dark : .light
        }
    }

    private var settingsSelection: Atom { connection.atom("_XSETTINGS_S\(connection.defaultScreen)") }

    /// Settings events: true when the event was the settings manager's.
    private func handleSettings(_ event: XEvent) -> Bool {
        switch event.type {
        case PropertyNotify where settingsOwner != 0 && event.xproperty.window == settingsOwner:
            if event.xproperty.atom == connection.atom("_XSETTINGS_SETTINGS") { followDesktopSettings() }
            return true
        case DestroyNotify where settingsOwner != 0 && event.xdestroywindow.window == settingsOwner:
            followDesktopSettings()
            return true
        case ClientMessage where event.xclient.message_type == connection.atom("MANAGER")
            && X11Wire.atom(event.xclient.data.l.1) == settingsSelection:
            followDesktopSettings()
            return true
        default:
            return false
        }
    }

    /// The settings manager's settings (XSETTINGS), empty when none runs.
    private func desktopSettings() -> [String: X11XSettings.Value] {
        let display = connection.display
        let owner = XGetSelectionOwner(display, settingsSelection)
        guard owner != 0 else { return [:] }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        X11ErrorTrap.quiet = true
        let status = XGetWindowProperty(display, owner, connection.atom("_XSETTINGS_SETTINGS"), 0, 65_536, 0,
                                        Atom(AnyPropertyType), &type, &format, &count, &after, &data)
        X11ErrorTrap.quiet = false
        guard status == Success, let data else { return [:] }
        defer { XFree(data) }
        guard format == 8 else { return [:] }
        return X11XSettings.values(from: Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    /// The desktop's double-click time and distance: XSETTINGS when a settings manager publishes them, else the Xt
    /// resource `multiClickTime` (X resources), else the defaults.
    private func multiClick(from settings: [String: X11XSettings.Value]) -> X11MultiClickSettings {
        if !settings.isEmpty {
            return X11XSettings.multiClick(from: settings.compactMapValues {
                if case .integer(let value) = $0 { value } else { nil }
            })
        }
        var multiClick = X11MultiClickSettings.default
        if let text = XGetDefault(connection.display, "UIKitApp", "multiClickTime"),
           let time = UInt(String(cString: text)), (1...5_000).contains(time) {
            multiClick.interval = time
        }
        return multiClick
    }

    /// Pointer, keyboard, touch and (XI 2.4) gesture events on a window, from every master device.
    /// XI_TouchOwnership is not selected: a client that does not ask for ownership events gets a touch's events only
    /// once it owns the touch, so a touch another client's grab takes (and later rejects or accepts) never shows up
    /// half-owned in UIKit: a rejected touch arrives whole (begin replayed from the start), an accepted one not at
    /// all, and a touch we receive is never taken away afterwards, so its XI_TouchEnd is a real lift
    /// (InputTouchOwnershipXorgTests proves both cases against Xorg).
    func select(on host: X11WindowHost) {
        guard opcode != nil else { return }
        let display = host.connection.display
        if !negotiated.contains(display) { _ = negotiate(display) }
        var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_KeyPress, XI_KeyRelease,
                      XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]
        if minorVersion >= 4 {
            events += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd, XI_GestureSwipeBegin,
                       XI_GestureSwipeUpdate, XI_GestureSwipeEnd]
        }
        select(events, on: host.window, display: display, devices: XIAllMasterDevices)
    }

    private func select(_ events: [Int32], on window: UInt, display: OpaquePointer, devices: Int32) {
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in events { mask[Int(event) / 8] |= 1 << (UInt8(event) % 8) }
        mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: devices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            XISelectEvents(display, window, &selection, 1)
        }
        XFlush(display)
    }

    /// Smooth-scroll valuators and dependent (touchpad) touch devices, from XIQueryDevice.
    private func readDevices() {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(connection.display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        var axes: [Int32: [X11ScrollAxis]] = [:]
        var dependent: Set<Int32> = []
        for index in 0..<Int(count) {
            let device = devices[index]
            for classIndex in 0..<Int(device.num_classes) {
                guard let info = device.classes[classIndex] else { continue }
                switch info.pointee.type {
                case XIScrollClass:
                    let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    axes[device.deviceid, default: []].append(X11ScrollAxis(
                        number: scroll.number, isVertical: scroll.scroll_type == XIScrollTypeVertical,
                        increment: scroll.increment))
                case XITouchClass:
                    let touch = UnsafeRawPointer(info).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                    if touch.mode == XIDependentTouch { dependent.insert(device.deviceid) }
                default:
                    break
                }
            }
        }
        translator.scrollAxes = axes
        translator.dependentTouchDevices = dependent
    }

    private func keysym(keycode: UInt32, state: UInt32) -> UInt {
        var key = XKeyEvent()
        key.type = KeyPress
        key.display = connection.display
        key.keycode = keycode
        key.state = state
        var keysym: KeySym = 0
        XLookupString(&key, nil, 0, &keysym, nil)
        return UInt(keysym)
    }

    // MARK: Events

    /// Handles an XI2 event; false for every other event.
    func handle(_ event: inout XEvent) -> Bool {
        if event.type == MappingNotify {
            // The keyboard mapping changed (another layout, a remapped key): Xlib's key look-ups must follow.
            XRefreshKeyboardMapping(&event.xmapping)
            return true
        }
        if handleSettings(event) { return true }
        guard event.type == GenericEvent, let opcode, event.xcookie.extension == opcode else { return false }
        let display = event.xcookie.display
        guard XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data else { return true }
        defer { XFreeEventData(display, &event.xcookie) }
        switch event.xcookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_KeyPress, XI_KeyRelease, XI_TouchBegin, XI_TouchUpdate,
             XI_TouchEnd:
            translator.translate(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee)
            if event.xcookie.evtype == XI_Motion { watchForScrollPause() }
        case XI_Enter, XI_Leave:
            let crossing = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            if crossing.evtype == XI_Enter { translator.forgetScrollPositions() }
            translator.translate(crossing: crossing)
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            translator.translate(pinch: data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee)
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            translator.translate(swipe: data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee)
        case XI_HierarchyChanged:
            translator.translate(hierarchy: data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee)
            readDevices()
        case XI_DeviceChanged:
            readDevices()
        default:
            break
        }
        return true
    }

    /// While a smooth scroll is under way, each movement restarts a wait of `scrollIdleEnd`; when one runs out
    /// with no newer movement, the scroll ends.
    private func watchForScrollPause() {
        guard let last = translator.lastScroll else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + X11InputTranslator.scrollIdleEnd) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let current = self.translator.lastScroll, current.time == last.time else { return }
                self.translator.endIdleScroll()
            }
        }
    }

    /// A core input event: the server only sends those to us when another client forged them with `XSendEvent`
    /// (we select XI2 input only). They are refused unless the application opted in, then translated as XI2 events
    /// of the virtual core devices.
    func handleCore(_ event: XEvent) {
        let kind: String = switch event.type {
        case KeyPress, KeyRelease: "a core key event"
        case ButtonPress, ButtonRelease: "a core button event"
        default: "a core motion event"
        }
        guard translator.accepts(sent: event.xany.send_event != 0, what: kind), event.xany.send_event != 0 else { return }
        // Key, button and motion events share their first fields (window, time, x, y, state) in Xlib's layout.
        let core = event.xkey
        var device = XIDeviceEvent()
        device.type = GenericEvent
        device.send_event = 0  // accepted: from here on it is input like any other
        device.event = core.window
        device.time = core.time
        device.event_x = Double(core.x)
        device.event_y = Double(core.y)
        device.mods.effective = Int32(bitPattern: core.state)
        switch event.type {
        case KeyPress, KeyRelease:
            device.evtype = event.type == KeyPress ? XI_KeyPress : XI_KeyRelease
            device.deviceid = 3
            device.detail = Int32(core.keycode)
        case ButtonPress, ButtonRelease:
            device.evtype = event.type == ButtonPress ? XI_ButtonPress : XI_ButtonRelease
            device.deviceid = 2
            device.detail = Int32(event.xbutton.button)
        default:
            device.evtype = XI_Motion
            device.deviceid = 2
        }
        device.sourceid = device.deviceid
        translator.translate(device)
    }
}
