import UIKit
@testable import X11WindowServer
import CX11
import CXi

/// A platform window that does nothing, for the translator's in-memory tests.
@MainActor final class InputTestHost: WindowHost {
    func setFrame(_ frame: CGRect) {}
    func setVisible(_ visible: Bool) {}
    func setTitle(_ title: String) {}
    func setLevel(_ level: CGFloat) {}
    func makeKey() {}
    func present(_ tree: RenderLayer) {}
    func destroy() {}
    func setTextInput(_ state: TextInputState?) {}
    func cancelTextComposition() {}
    func setPointerCursor(_ cursor: PointerCursor) {}
    func setSizeLimits(minimum: CGSize, maximum: CGSize) {}
    func setFullScreen(_ fullScreen: Bool) {}
    func setUrgent(_ urgent: Bool) {}
    func setScreen(_ screenID: String, scale: CGFloat) {}
    func setPointerLocked(_ locked: Bool) {}
}

/// A translator over two windows (ids 10 and 20, 400x300 points at `scale`) that records what it emits, and XI2
/// event structs built in memory.
@MainActor final class TranslatorHarness {
    let hosts: [UInt: InputTestHost] = [10: InputTestHost(), 20: InputTestHost()]
    var output: [WindowServerEvent] = []
    let translator: X11InputTranslator
    var time: UInt = 1_000

    init(scale: CGFloat = 1) {
        translator = X11InputTranslator(target: { _ in nil }, sink: { _ in })
        translator.target = { [hosts] window in
            hosts[window].map { X11InputTarget(host: $0, scale: scale, size: CGSize(width: 400, height: 300)) }
        }
        translator.sink = { [weak self] event in self?.output.append(event) }
    }

    func device(_ type: Int32, window: UInt = 10, x: Double = 0, y: Double = 0, detail: Int32 = 0, device: Int32 = 2,
                source: Int32 = 4, flags: Int32 = 0, mods: Int32 = 0, sent: Bool = false, advance: UInt = 10) {
        time += advance
        var event = XIDeviceEvent()
        event.type = GenericEvent
        event.evtype = type
        event.event = window
        event.event_x = x
        event.event_y = y
        event.detail = detail
        event.deviceid = device
        event.sourceid = source
        event.flags = flags
        event.mods.effective = mods
        event.send_event = sent ? 1 : 0
        event.time = time
        translator.translate(event)
    }

    /// A motion event carrying one smooth-scroll valuator (number 3) of source device 4 at `value`.
    func smoothScroll(to value: Double, x: Double = 0, y: Double = 0, advance: UInt = 10) {
        time += advance
        var mask: [UInt8] = [1 << 3]
        var values = [value]
        mask.withUnsafeMutableBufferPointer { maskBytes in
            values.withUnsafeMutableBufferPointer { valueBuffer in
                var event = XIDeviceEvent()
                event.evtype = XI_Motion
                event.event = 10
                event.event_x = x
                event.event_y = y
                event.time = time
                event.deviceid = 2
                event.sourceid = 4
                event.valuators.mask_len = 1
                event.valuators.mask = maskBytes.baseAddress
                event.valuators.values = valueBuffer.baseAddress
                translator.translate(event)
            }
        }
    }

    func crossing(_ type: Int32, window: UInt = 10, x: Double = 0, y: Double = 0, mode: Int32 = XINotifyNormal) {
        var event = XIEnterEvent()
        event.evtype = type
        event.event = window
        event.event_x = x
        event.event_y = y
        event.mode = mode
        event.deviceid = 2
        translator.translate(crossing: event)
    }

    func pinch(_ type: Int32, x: Double = 100, y: Double = 100, scale: Double = 1, angle: Double = 0,
               dx: Double = 0, dy: Double = 0, flags: Int32 = 0) {
        time += 10
        var event = XIGesturePinchEvent()
        event.evtype = type
        event.event = 10
        event.event_x = x
        event.event_y = y
        event.scale = scale
        event.delta_angle = angle
        event.delta_x = dx
        event.delta_y = dy
        event.detail = 2
        event.deviceid = 2
        event.sourceid = 9
        event.flags = flags
        event.time = time
        translator.translate(pinch: event)
    }

    func swipe(_ type: Int32, fingers: Int32 = 3, x: Double = 100, y: Double = 100, dx: Double = 0, dy: Double = 0) {
        time += 10
        var event = XIGestureSwipeEvent()
        event.evtype = type
        event.event = 10
        event.event_x = x
        event.event_y = y
        event.delta_x = dx
        event.delta_y = dy
        event.detail = fingers
        event.deviceid = 2
        event.sourceid = 9
        event.time = time
        translator.translate(swipe: event)
    }

    /// The touch samples emitted, one array per event, and clears the record.
    func takeTouches() -> [[TouchSample]] {
        defer { output.removeAll() }
        return output.compactMap { if case .touches(_, let samples) = $0 { samples } else { nil } }
    }

    func take() -> [WindowServerEvent] {
        defer { output.removeAll() }
        return output
    }
}
