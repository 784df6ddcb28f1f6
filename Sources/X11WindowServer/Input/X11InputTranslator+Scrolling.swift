internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// Wheels (buttons 4-7, one discrete scroll per notch) and XI 2.1 smooth-scroll valuators (continuous scrolls).
/// Deltas follow UIKit's sign: a positive y moves content down, as a finger dragging down does, which is what
/// turning the wheel up (button 4) asks for.
extension X11InputTranslator {
    /// Points one wheel notch scrolls.
    static let pointsPerNotch: CGFloat = 10

    func wheel(_ button: Int, at point: CGPoint, in target: X11InputTarget, time: TimeInterval) {
        let notch = Self.pointsPerNotch
        let delta: CGVector = switch button {
        case 4: CGVector(dx: 0, dy: notch)
        case 5: CGVector(dx: 0, dy: -notch)
        case 6: CGVector(dx: notch, dy: 0)
        default: CGVector(dx: -notch, dy: 0)
        }
        sink(.scroll(target.host, ScrollSample(kind: .discrete, location: point, delta: delta, phase: .changed,
                                               timestamp: time)))
    }

    /// Reads the scroll valuators of a motion event; true when it scrolled (the event was a scroll, not a move).
    func smoothScroll(_ event: XIDeviceEvent, at point: CGPoint, in target: X11InputTarget, time: TimeInterval) -> Bool {
        guard let axes = scrollAxes[event.sourceid], !axes.isEmpty, let mask = event.valuators.mask,
              let values = event.valuators.values else { return false }
        var delta = CGVector.zero
        var valueIndex = 0
        var seen = scrollValues[event.sourceid] ?? [:]
        let maskBits = Int(event.valuators.mask_len) * 8
        for bit in 0..<maskBits where mask[bit / 8] & (1 << (bit % 8)) != 0 {
            defer { valueIndex += 1 }
            guard let axis = axes.first(where: { $0.number == Int32(bit) }), axis.increment != 0 else { continue }
            let value = values[valueIndex]
            guard value.isFinite else { continue }
            // The first value after entering is a position, not a movement.
            if let previous = seen[axis.number] {
                let points = CGFloat((value - previous) / axis.increment) * -Self.pointsPerNotch
                if axis.isVertical { delta.dy += points } else { delta.dx += points }
            }
            seen[axis.number] = value
        }
        scrollValues[event.sourceid] = seen
        guard delta != .zero else { return false }
        let phase: ScrollSample.ScrollPhase = scrollingWindow == event.event ? .changed : .began
        if phase == .began { endScroll(at: point, time: time) }
        scrollingWindow = event.event
        lastScroll = (point, time)
        sink(.scroll(target.host, ScrollSample(kind: .continuous, location: point, delta: delta, phase: phase,
                                               timestamp: time)))
        return true
    }

    /// How long a smooth scroll may pause before it counts as ended. X reports no end of a smooth scroll (a finger
    /// lifted from a touchpad sends nothing), and touchpads report several times per 30 ms while fingers move, so
    /// a longer pause means they stopped or lifted; Firefox on X11 uses 80 ms for the same purpose.
    static let scrollIdleEnd: TimeInterval = 0.1

    /// The smooth scroll under way (if any) has had no movement for `scrollIdleEnd`: it ends where and when it
    /// last moved plus that pause, so that a scroll view can start its deceleration.
    func endIdleScroll() {
        guard let last = lastScroll else { return }
        endScroll(at: last.location, time: last.time + Self.scrollIdleEnd)
    }

    /// X reports no end of a smooth scroll: it ends after a pause (`endIdleScroll`), or when the pointer moves,
    /// leaves or presses a button.
    func endScroll(at point: CGPoint, time: TimeInterval) {
        guard let window = scrollingWindow else { return }
        scrollingWindow = nil
        lastScroll = nil
        guard let target = target(window) else { return }
        sink(.scroll(target.host, ScrollSample(kind: .continuous, location: point, delta: .zero, phase: .ended,
                                               timestamp: time)))
    }

    /// After the pointer comes back, valuators start over from wherever they are.
    func forgetScrollPositions() { scrollValues = [:] }
}
