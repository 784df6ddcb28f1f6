import Testing
import UIKit
@testable import X11WindowServer
import CX11
import CXi

/// Random and malformed XI2 streams: the translator never crashes, never reports a finger it did not begin, never
/// begins one twice, and every touch it began ends ended or cancelled once the windows go.
@MainActor @Suite(.serialized) struct InputTranslatorFuzzTests {
    /// Deterministic, so a failure replays from its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        mutating func coordinate() -> Double {
            switch next(30) {
            case 0: .nan
            case 1: .infinity
            case 2: -1e300
            default: Double(next(900)) - 200
            }
        }
    }

    /// Open touches per host, checked against every event the translator emits.
    final class Ledger {
        var open: [ObjectIdentifier: Set<Int>] = [:]
        var violations: [String] = []
        var began = 0, finished = 0

        func record(_ event: WindowServerEvent) {
            switch event {
            case .touches(let host, let samples):
                let key = ObjectIdentifier(host)
                for sample in samples {
                    switch sample.phase {
                    case .began:
                        if open[key, default: []].insert(sample.id).inserted { began += 1 } else {
                            violations.append("touch \(sample.id) began twice")
                        }
                    case .moved, .stationary:
                        if !(open[key]?.contains(sample.id) ?? false) { violations.append("touch \(sample.id) moved unopened") }
                    case .ended, .cancelled:
                        if open[key]?.remove(sample.id) == nil { violations.append("touch \(sample.id) ended unopened") }
                        else { finished += 1 }
                    default:
                        violations.append("touch \(sample.id) has phase \(sample.phase)")
                    }
                    if !sample.location.x.isFinite || !sample.location.y.isFinite {
                        violations.append("touch \(sample.id) at a non-finite location")
                    }
                }
            case .touchesCancelled(let host):
                finished += open[ObjectIdentifier(host)]?.count ?? 0
                open[ObjectIdentifier(host)] = []
            case .scroll(_, let sample):
                if !sample.delta.dx.isFinite || !sample.delta.dy.isFinite { violations.append("non-finite scroll") }
            default:
                break
            }
        }
    }

    @Test func randomAndMalformedStreamsLeaveNoTouchOpen() {
        var rng = Generator(state: 0xF0CC_5EED)
        let savedLog = UIKitLog.sink
        defer { UIKitLog.sink = savedLog }
        UIKitLog.sink = { _ in }  // thousands of refusals, each rightly logged
        let harness = TranslatorHarness(scale: 1.5)
        let ledger = Ledger()
        harness.translator.sink = { ledger.record($0) }
        harness.translator.keysymLookup = { keycode, _ in keycode % 3 == 0 ? 0x1008_FF14 : UInt(keycode) }
        harness.translator.scrollAxes = [4: [X11ScrollAxis(number: 2, isVertical: true, increment: 15)]]
        harness.translator.dependentTouchDevices = [13]
        let windows: [UInt] = [10, 20, 99]
        let deviceTypes = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_KeyPress, XI_KeyRelease, XI_TouchBegin,
                           XI_TouchUpdate, XI_TouchEnd, XI_TouchOwnership, 0, 77]
        for _ in 0..<20_000 {
            let window = windows[rng.next(windows.count)]
            switch rng.next(20) {
            case 0:
                harness.pinch(XI_GesturePinchBegin + Int32(rng.next(4)), x: rng.coordinate(), y: rng.coordinate(),
                              scale: rng.next(10) == 0 ? .nan : Double(rng.next(300)) / 100,
                              angle: rng.coordinate(), dx: rng.coordinate(), dy: rng.coordinate(),
                              flags: Int32(rng.next(2)))
            case 1:
                harness.swipe(XI_GestureSwipeBegin + Int32(rng.next(4)), fingers: Int32(rng.next(14)) - 2,
                              x: rng.coordinate(), y: rng.coordinate(), dx: rng.coordinate(), dy: rng.coordinate())
            case 2:
                switch rng.next(4) {
                case 0: harness.translator.windowGone(window)
                case 1: harness.translator.focusLost(window)
                case 2: harness.translator.devicesRemoved([Int32(rng.next(16))])
                default: harness.crossing(rng.next(2) == 0 ? XI_Leave : XI_Enter, window: window, x: rng.coordinate(),
                                          y: rng.coordinate(), mode: Int32(rng.next(4)))
                }
            default:
                harness.device(deviceTypes[rng.next(deviceTypes.count)], window: window, x: rng.coordinate(),
                               y: rng.coordinate(), detail: Int32(rng.next(9)) - 1, device: Int32(2 + rng.next(2)),
                               source: Int32(10 + rng.next(5)), flags: rng.next(6) == 0 ? XIPointerEmulated : 0,
                               mods: rng.next(5) == 0 ? Int32(Mod1Mask) : 0, sent: rng.next(50) == 0,
                               advance: UInt(rng.next(600)))
            }
        }
        for window in windows { harness.translator.windowGone(window) }
        #expect(ledger.violations.isEmpty, "\(ledger.violations.prefix(5))")
        #expect(ledger.open.values.allSatisfy { $0.isEmpty })
        #expect(harness.translator.activeSequenceCount == 0)
        #expect(ledger.began > 1_000, "the stream exercised touches (\(ledger.began))")
        #expect(ledger.began == ledger.finished)
    }
}
