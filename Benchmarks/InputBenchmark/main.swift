// Input latency through the X11 window server, on a private Xvfb:
//  1. from the start of reading an X event (the read of what the server queued for us) to the view's touchesBegan,
//     median and 99th percentile, against the same read with nothing queued (the bare round trip), measured in the
//     same run;
//  2. end to end, from an XTEST click to the view's new colour in the window's pixels, in 60 Hz frames;
//  3. from reading a key press to the text field's new text, without an input method and through a private IBus
//     daemon (its xkb engine), in the same run.
// Usage: swift run -c release InputBenchmark [samples]
import Foundation
import UIKit
import X11WindowServer
import UIKitTestSupport

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

/// Notes when a touch begins, and turns red or blue on each one.
final class TargetView: UIView {
    var beganAt: Double?
    var flips = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        beganAt = now()
        flips += 1
        backgroundColor = flips % 2 == 1 ? .red : .blue
    }
}

final class BenchmarkDelegate: UIResponder, UIApplicationDelegate {}

@MainActor func run() throws {
    let samples = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 200, 10) : 200
    let server = try XServer(screens: [(640, 480)])
    defer { server.stop() }
    let x11 = try X11WindowServer(displayName: server.display)
    try UIApplication.shared.launch(windowServer: x11, delegate: BenchmarkDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = TargetView(frame: window.bounds)
    view.backgroundColor = .blue
    window.addSubview(view)
    window.isHidden = false
    CATransaction.flush()
    let host = x11.windowHosts[0]
    host.finishPresentedFrames()
    let input = try XTestInput(display: server.display)

    func pump() {
        x11.handlePendingEvents()
        UIApplication.shared.processPendingEvents()
    }
    pump()

    // 1. Reading to handler.
    var latencies: [Double] = [], roundTrips: [Double] = []
    for index in 0..<(samples + 10) {
        let start0 = now()
        pump()
        let idle = now() - start0
        view.beganAt = nil
        input.click(at: 50 + index % 100, 50)  // synced: the events wait in our socket
        let start = now()
        pump()
        guard let began = view.beganAt else { continue }
        if index >= 10 {  // warm-up
            latencies.append(began - start)
            roundTrips.append(idle)
        }
    }
    let median = percentile(latencies, 0.5), p99 = percentile(latencies, 0.99), base = percentile(roundTrips, 0.5)
    print(String(format: "read-to-handler: median %.1f us, p99 %.1f us (%d clicks); bare read round trip %.1f us; "
                 + "median/round trip %.2f", median * 1e6, p99 * 1e6, latencies.count, base * 1e6, median / base))

    // 2. Click to pixels, one loop turn (read, handle, commit, draw, wait for the server) at a time.
    let frame = 1.0 / 60
    var frames: [Double] = []
    for index in 0..<max(samples / 4, 10) {
        CATransaction.flush()
        host.finishPresentedFrames()
        let expected: (Int, Int, Int) = view.flips % 2 == 0 ? (255, 0, 0) : (0, 0, 255)
        let start = now()
        input.click(at: 60 + index % 80, 60)
        var shown = false
        for _ in 0..<120 where !shown {
            pump()
            CATransaction.flush()
            host.finishPresentedFrames()
            shown = try Screenshot.capture(display: server.display, window: host.windowID).matches(100, 150, expected)
        }
        if shown { frames.append((now() - start) / frame) }
    }
    print(String(format: "click-to-pixels: median %.2f frames, p99 %.2f frames at 60 Hz (%d clicks)",
                 percentile(frames, 0.5), percentile(frames, 0.99), frames.count))

    // 3. Key to text, with and without IBus.
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    var changedAt: Double?
    field.addAction(UIAction { _ in changedAt = now() }, for: .editingChanged)
    window.addSubview(field)
    func keyToText(_ label: String) {
        field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        pump()
        var times: [Double] = []
        for index in 0..<(samples + 10) {
            if index % 50 == 0 { field.text = "" }
            changedAt = nil
            input.key(0x61, press: true)
            input.key(0x61, press: false)
            input.sync()
            let start = now()
            pump()
            if let changedAt, index >= 10 { times.append(changedAt - start) }
        }
        print(String(format: "key-to-text %@: median %.1f us, p99 %.1f us (%d keys)", label,
                     percentile(times, 0.5) * 1e6, percentile(times, 0.99) * 1e6, times.count))
    }
    x11.usesInputMethod = false
    keyToText("without an input method")
    if let daemon = try? IBusDaemon() {
        setenv("IBUS_ADDRESS", daemon.address, 1)
        x11.usesInputMethod = true
        field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        if x11.usesIBusEngine("xkb:us::eng") {
            keyToText("through IBus")
        } else {
            print("key-to-text through IBus: the xkb engine did not start")
        }
        daemon.stop()
    } else {
        print("key-to-text through IBus: no ibus-daemon (apt-get install ibus)")
    }
    x11.shutDown()
}

MainActor.assumeIsolated {
    do { try run() } catch {
        FileHandle.standardError.write(Data("InputBenchmark: \(error)\n".utf8))
        exit(1)
    }
}
