// A full-window blur on Xvfb (an 800x600 UIVisualEffectView over colourful stripes) with a view moving in front of
// it (the blur is kept: nothing behind it changes) and behind it (the blur is made anew every frame, averaging again
// only the cells the moving view covers and repainting only as far as the blur carries the change), beside the same
// scene without the blur, in the same run. Frames are unpaced; after each one an XSync round trip waits for the
// server, so the wall time per frame is the client's and the server's work end to end. The server's own CPU per
// frame comes from its /proc schedstat.
// Usage: swift run -c release BlurBenchmark [frames]
import Foundation
import UIKit
import UIKitTestSupport
import X11WindowServer

let width = 800, height = 600

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// This process's CPU seconds.
func ownCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

/// The X server's CPU seconds (Xvfb is one thread), or nil.
func serverCPU(_ pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
          let first = text.split(separator: " ").first, let ns = Double(first) else { return nil }
    return ns * 1e-9
}

enum Scene: String, CaseIterable {
    case noBlur = "no blur, a view moving over the stripes"
    case blurBehindMover = "full-window blur, the view moving in front of it (blur kept)"
    case moverBehindBlur = "full-window blur, the view moving behind it (blurred anew every frame)"
}

struct Result { var fps: Double, wallMs: Double, clientMs: Double, serverMs: Double, blurs: Double, partialBlurs: Double }

@MainActor func run(_ scene: Scene, frames: Int, display: String, serverPID: Int32) throws -> Result {
    let x11 = try X11WindowServer(displayName: display)
    var mapped = false
    try x11.start { event in
        if case .windowMinimized(_, false) = event { mapped = true }
    }
    let host = try x11.makeWindowHost(WindowHostConfiguration(
        screenID: x11.screens.first?.id ?? "", frame: CGRect(x: 0, y: 0, width: width, height: height), scale: 1,
        title: "blur-bench", level: 0, isFullScreen: false)) as! X11WindowHost
    host.presentationRefreshRate = 0
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
    for index in 0..<(width / 40) {
        let stripe = UIView(frame: CGRect(x: index * 40, y: 0, width: 40, height: height))
        stripe.backgroundColor = colours[index % colours.count]
        root.addSubview(stripe)
    }
    let mover = UIView(frame: CGRect(x: 0, y: 250, width: 120, height: 120))
    mover.backgroundColor = .white
    mover.layer.cornerRadius = 20
    switch scene {
    case .noBlur:
        root.addSubview(mover)
    case .blurBehindMover:
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = root.bounds
        root.addSubview(blur)
        blur.contentView.addSubview(mover)
    case .moverBehindBlur:
        root.addSubview(mover)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = root.bounds
        root.addSubview(blur)
    }
    let layerHost = CALayerHost(rootLayer: root.layer) { host.present($0) }
    defer { layerHost.invalidate(); x11.shutDown() }
    host.setVisible(true)
    let deadline = now() + 2
    while !mapped && now() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }
    func frame(_ index: Int) {
        mover.center.x = 60 + CGFloat(index * 7 % (width - 120))
        CATransaction.flush()
        RunLoop.main.run(until: Date())
        host.waitForPresentedFrames()
    }
    for index in 0..<10 { frame(index) }
    let blursBefore = host.statistics.backdropBlurs, partialBefore = host.statistics.partialBackdropBlurs
    let start = now(), clientStart = ownCPU(), serverStart = serverCPU(serverPID)
    for index in 10..<(10 + frames) { frame(index) }
    let seconds = now() - start, clientSeconds = ownCPU() - clientStart
    let serverSeconds = serverCPU(serverPID).flatMap { end in serverStart.map { end - $0 } } ?? -1
    let n = Double(frames)
    return Result(fps: n / seconds, wallMs: seconds * 1e3 / n, clientMs: clientSeconds * 1e3 / n, serverMs: serverSeconds * 1e3 / n,
                  blurs: Double(host.statistics.backdropBlurs - blursBefore) / n,
                  partialBlurs: Double(host.statistics.partialBackdropBlurs - partialBefore) / n)
}

let frames = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300
let server = try XServer(screens: [(1024, 768)])
defer { server.stop() }
print("BlurBenchmark: \(width)x\(height) window on Xvfb, \(frames) unpaced frames, each waited for with XSync")
var baseline: Result?
for scene in Scene.allCases {
    let result = try MainActor.assumeIsolated { try run(scene, frames: frames, display: server.display,
                                                      serverPID: server.pid) }
    let base = baseline ?? result
    if baseline == nil { baseline = result }
    print(String(format: "  %@:\n    %.1f frames/s, %.3f ms/frame end to end (x%.2f the no-blur scene), "
                 + "client CPU %.3f ms/frame (x%.2f), X server CPU %.3f ms/frame (x%.2f), client + server %.3f ms/frame, "
                 + "%.2f blurs made per frame (%.2f of them only where something changed behind)",
                 scene.rawValue, result.fps, result.wallMs, result.wallMs / base.wallMs, result.clientMs,
                 result.clientMs / max(base.clientMs, 1e-6), result.serverMs, result.serverMs / max(base.serverMs, 1e-6),
                 result.clientMs + result.serverMs, result.blurs, result.partialBlurs))
}
