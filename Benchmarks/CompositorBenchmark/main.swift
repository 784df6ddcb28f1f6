// The peer benchmark's scene (../shared/bench-peers, scene.h) drawn with UIViews through the X11 compositor:
// N moving 100x100 rounded, bordered, translucent views on a 1280x800 window, every 10th rotating. Prints the same
// JSON line as the peers (plus X protocol bytes per frame for one moving view and when idle), so that
// `run.py --contender ours="PATH"` measures it beside GTK 4, the naive Cairo repaint and raw X Render.
// Usage: CompositorBenchmark N   (DISPLAY and, for the server's CPU, XSERVER_PID set; FREEZE_FRAME=k draws frame k)
//        CompositorBenchmark perspective   (a layer under perspective warped by the server and by the client)
import Foundation
import UIKit
import X11WindowServer

let width = 1280, height = 800, side = 100
let palette: [(CGFloat, CGFloat, CGFloat)] = [
    (0.90, 0.30, 0.25), (0.20, 0.60, 0.90), (0.30, 0.75, 0.40), (0.95, 0.70, 0.20),
    (0.60, 0.40, 0.85), (0.20, 0.75, 0.75), (0.90, 0.45, 0.70), (0.50, 0.50, 0.50),
]

/// Layer i at frame f, as scene.h places it: top-left corner in whole pixels; every 10th turns about its centre.
func placeX(_ i: Int, _ f: Int) -> Int { Int(floor(Double(width - side) / 2 * (1 + sin(0.021 * Double(f) + 0.37 * Double(i))) + 0.5)) }
func placeY(_ i: Int, _ f: Int) -> Int { Int(floor(Double(height - side) / 2 * (1 + sin(0.017 * Double(f) + 0.61 * Double(i) + 1.3)) + 0.5)) }
func isRotated(_ i: Int) -> Bool { i % 10 == 0 }
func angle(_ i: Int, _ f: Int) -> CGFloat { 0.05 * CGFloat(f) + 0.1 * CGFloat(i) }

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

func ownCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

/// The X server's CPU seconds from /proc/$XSERVER_PID/schedstat (Xvfb is one thread), or nil.
func serverCPU() -> Double? {
    guard let pid = ProcessInfo.processInfo.environment["XSERVER_PID"],
          let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
          let first = text.split(separator: " ").first, let ns = Double(first) else { return nil }
    return ns * 1e-9
}

@MainActor func runBenchmark(n: Int) throws {
    let freezeFrame = ProcessInfo.processInfo.environment["FREEZE_FRAME"].flatMap { Int($0) }
    let x11 = try X11WindowServer()
    var mapped = false
    try x11.start { event in
        if case .windowMinimized(_, false) = event { mapped = true }
    }
    let host = try x11.makeWindowHost(WindowHostConfiguration(
        screenID: x11.screens.first?.id ?? "", frame: CGRect(x: 0, y: 0, width: width, height: height), scale: 1,
        title: "compositor-bench", level: 0, isFullScreen: false)) as! X11WindowHost

    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
    var views: [UIView] = []
    for i in 0..<n {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let (r, g, b) = palette[i % 8]
        view.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 0.7)
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        root.addSubview(view)
        views.append(view)
    }
    func place(frame f: Int) {
        for (i, view) in views.enumerated() {
            view.center = CGPoint(x: placeX(i, f) + side / 2, y: placeY(i, f) + side / 2)
            if isRotated(i) { view.transform = CGAffineTransform(rotationAngle: angle(i, f)) }
        }
    }
    let layerHost = CALayerHost(rootLayer: root.layer) { host.present($0) }
    defer { layerHost.invalidate(); x11.shutDown() }
    host.setVisible(true)
    let mapDeadline = now() + 2
    while !mapped && now() < mapDeadline { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }

    // The peers' timing: 1 s warm-up, then at least 3 s and 5 frames, the server idle at both ends.
    var drawn = 0
    let start = now()
    var measureStart: (wall: Double, cpu: Double, server: Double?, frames: Int)?
    var statisticsAtStart = host.statistics
    var connectionBytesAtStart = 0
    while true {
        place(frame: freezeFrame ?? drawn)
        CATransaction.flush()
        RunLoop.main.run(until: Date())  // events (Expose) as an app's run loop would handle them
        if freezeFrame != nil { usleep(1000) }
        drawn += 1
        let t = now()
        // The server idle at both ends, turned views left as the server resampled them (the scene never stops).
        if measureStart == nil, t - start >= 1 {
            host.waitForPresentedFrames()
            measureStart = (now(), ownCPU(), serverCPU(), drawn)
            statisticsAtStart = host.statistics
            connectionBytesAtStart = x11.protocolBytesWritten
        } else if let m = measureStart, t - m.wall >= 3, drawn - m.frames >= 5 {
            host.waitForPresentedFrames()
            let secs = now() - m.wall, frames = Double(drawn - m.frames)
            let client = (ownCPU() - m.cpu) * 1e3 / frames
            let server = serverCPU().flatMap { end in m.server.map { (end - $0) * 1e3 / frames } } ?? -1
            let counts = host.statistics
            let uploads = Double(counts.uploads - statisticsAtStart.uploads) / frames
            let uploadedBytes = Double(counts.bytesUploaded - statisticsAtStart.bytesUploaded) / frames
            let resampled = Double(counts.serverResampledParts - statisticsAtStart.serverResampledParts) / frames
            let protocolBytes = Double(counts.protocolBytes - statisticsAtStart.protocolBytes) / frames
            let requests = Double(counts.requests - statisticsAtStart.requests) / frames
            let connectionBytes = Double(x11.protocolBytesWritten - connectionBytesAtStart) / frames
            let costs = host.uploadCosts
            // Without shared memory (`run.py --remote`) the relay counts every byte the process sends as the
            // measured frames': the extra measurement (and the exact redraw of turned views once they stop) would
            // be counted with them, so it is left out (-1).
            let extra = costs.sharesMemory
                ? measureTraffic(x11: x11, host: host, views: views, frame: freezeFrame ?? drawn)
                : (moving: -1, idle: -1, damagedPixels: -1)
            print(String(format: "{\"contender\": \"ours\", \"n\": %d, \"frames\": %.0f, \"secs\": %.3f, \"fps\": %.2f, "
                + "\"client_ms_per_frame\": %.3f, \"xserver_ms_per_frame\": %.3f, "
                + "\"bytes_per_frame_one_moving\": %.0f, \"bytes_per_frame_idle\": %.0f, "
                + "\"damaged_pixels_per_frame_one_moving\": %.0f, \"uploads_per_frame\": %.1f, "
                + "\"bytes_uploaded_per_frame\": %.0f, \"server_resampled_per_frame\": %.1f, "
                + "\"compositor_bytes_per_frame\": %.0f, \"compositor_requests_per_frame\": %.1f, "
                + "\"connection_bytes_per_frame\": %.0f, "
                + "\"round_trip_ms\": %.3f, \"put_image_mb_per_s\": %.1f, \"resample_ns_per_pixel\": %.2f, ",
                n, frames, secs, frames / secs, client, server, extra.moving, extra.idle, extra.damagedPixels,
                uploads, uploadedBytes, resampled, protocolBytes, requests, connectionBytes, costs.link.roundTripSeconds * 1e3, costs.link.bytesPerSecond / 1e6,
                costs.link.resampleSecondsPerPixel * 1e9)
                + "\"shared_memory\": \(costs.sharesMemory), \"uploads_policy\": \"\(costs.policy.rawValue)\", "
                + "\"turned_by_server\": \(costs.turnedPartsDrawnByServer), "
                + "\"fills_uniform_cores\": \(costs.fillsUniformCores)}")
            return
        }
    }
}

/// X protocol bytes per frame while one view moves among N static ones, and while nothing changes.
@MainActor func measureTraffic(x11: X11WindowServer, host: X11WindowHost, views: [UIView], frame: Int)
    -> (moving: Double, idle: Double, damagedPixels: Double) {
    guard let mover = views.dropFirst().first ?? views.first else { return (0, 0, 0) }
    let frames = 60
    // Steady state: the frame after the scene stops (which redraws what the server resampled, see
    // X11TurnedPartBalance) and the first moves (after which the static views are composed once) come first.
    for step in 0..<3 {
        mover.center.x += step % 2 == 0 ? 3 : -3
        CATransaction.flush()
    }
    host.finishPresentedFrames()
    var bytes = x11.protocolBytesWritten
    let pixels = host.statistics.pixelsComposited
    for step in 0..<frames {
        mover.center.x += step % 2 == 0 ? 3 : -3
        CATransaction.flush()
    }
    host.finishPresentedFrames()
    let moving = Double(x11.protocolBytesWritten - bytes) / Double(frames)
    let damaged = Double(host.statistics.pixelsComposited - pixels) / Double(frames)
    bytes = x11.protocolBytesWritten
    for _ in 0..<frames {
        CATransaction.flush()
        RunLoop.main.run(until: Date())
    }
    let idle = Double(x11.protocolBytesWritten - bytes) / Double(frames)
    return (moving, idle, damaged)
}

/// A 300x300 rounded, bordered view turned 60 degrees about y under perspective, warped by the server from its flat
/// picture and by the client (`UIKIT_X11_PERSPECTIVE=client`), in one run: milliseconds per frame while it turns
/// further (a quarter degree a frame) and while it moves, each frame finished by the server.
@MainActor func measurePerspective() throws {
    for mode in ["server", "client"] {
        setenv("UIKIT_X11_PERSPECTIVE", mode, 1)
        let x11 = try X11WindowServer()
        let host = try x11.makeWindowHost(WindowHostConfiguration(
            screenID: x11.screens.first?.id ?? "", frame: CGRect(x: 0, y: 0, width: 500, height: 400), scale: 1,
            title: "perspective-bench", level: 0, isFullScreen: false)) as! X11WindowHost
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.9)
        view.layer.cornerRadius = 20
        view.layer.borderWidth = 6
        view.layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        root.addSubview(view)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        func turn(_ degrees: CGFloat) { view.layer.transform = CATransform3DRotate(perspective, degrees * .pi / 180, 0, 1, 0) }
        turn(60)
        let layerHost = CALayerHost(rootLayer: root.layer) { host.present($0) }
        host.setVisible(true)
        CATransaction.flush()
        host.finishPresentedFrames()
        let frames = 120
        var start = now()
        for f in 0..<frames {
            turn(60 + CGFloat(f) / 4)
            CATransaction.flush()
            host.finishPresentedFrames()
        }
        let turning = (now() - start) * 1e3 / Double(frames)
        start = now()
        for f in 0..<frames {
            view.center.x = 250 + CGFloat(f % 20)
            CATransaction.flush()
            host.finishPresentedFrames()
        }
        let moving = (now() - start) * 1e3 / Double(frames)
        print(String(format: "{\"perspective\": \"%@\", \"turning_ms_per_frame\": %.3f, \"moving_ms_per_frame\": %.3f}",
                     mode, turning, moving))
        layerHost.invalidate()
        x11.shutDown()
    }
}

setenv("UIKIT_X11_REFRESH_RATE", "0", 0)  // unpaced, as the peers are; one frame in flight stays the limit
let count = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 100, 1) : 100
do {
    if CommandLine.arguments.dropFirst().first == "perspective" {
        try MainActor.assumeIsolated { try measurePerspective() }
        exit(0)
    }
    try MainActor.assumeIsolated { try runBenchmark(n: count) }
} catch {
    FileHandle.standardError.write(Data("compositor-bench: \(error)\n".utf8))
    exit(1)
}
