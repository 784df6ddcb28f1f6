// 2,000 live particles (an emitter of 1,000 a second living 2 s: half white, half tinted; then all white) at 60 Hz
// through the X11 compositor on a fresh Xvfb, beside a plain layer animation (one layer moving under a CABasicAnimation) measured in
// the same run. Time is a manual media clock stepped 1/60 s per frame, so every run draws the same particles; each
// frame is committed and waited for. Prints per frame: the client's CPU (process, every thread), the X server's CPU,
// composites and bytes uploaded, and the emitter's cost as a ratio of the plain animation's.
// Run a release build: swift run -c release EmitterBenchmark
import Foundation
import UIKit
import UIKitTestSupport
import X11WindowServer

let frames = 300, width = 800, height = 600

func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

/// The X server's CPU seconds (Xvfb is one thread), from /proc.
func serverCPU(_ pid: Int32) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
          let first = text.split(separator: " ").first, let ns = Double(first) else { return 0 }
    return ns * 1e-9
}

struct Measurement {
    var clientMs: Double, serverMs: Double, composites: Double, uploadedBytes: Double, particles: Int
}

@MainActor func softDot() -> CGImage {
    UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
        let colors = [UIColor.white.cgColor, UIColor(white: 1, alpha: 0).cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: [0, 1])!
        context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 8, y: 8), startRadius: 0,
                                             endCenter: CGPoint(x: 8, y: 8), endRadius: 8, options: [])
    }.cgImage!
}

@MainActor func run(server: XServer) throws -> (emitter: Measurement, white: Measurement, plain: Measurement) {
    let clock = CAManualMediaClock(startingAt: 1000)
    CAMediaClockSource.current = clock
    let x11 = try X11WindowServer(displayName: server.display)
    var mapped = false
    try x11.start { event in
        if case .windowMinimized(_, false) = event { mapped = true }
    }
    let host = try x11.makeWindowHost(WindowHostConfiguration(
        screenID: x11.screens.first?.id ?? "", frame: CGRect(x: 0, y: 0, width: width, height: height), scale: 1,
        title: "emitter-bench", level: 0, isFullScreen: false)) as! X11WindowHost
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.14, alpha: 1)
    let layerHost = CALayerHost(rootLayer: root) { host.present($0) }
    defer { layerHost.invalidate(); x11.shutDown() }
    host.setVisible(true)
    let deadline = Date().addingTimeInterval(2)
    while !mapped && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }

    func measure(_ count: () -> Int) -> Measurement {
        host.waitForPresentedFrames()
        let cpu = processCPU(), xCPU = serverCPU(server.pid), statistics = host.statistics
        var particles = 0
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            CATransaction.flush()
            host.waitForPresentedFrames()
            particles = count()
        }
        let n = Double(frames), end = host.statistics
        return Measurement(clientMs: (processCPU() - cpu) * 1e3 / n, serverMs: (serverCPU(server.pid) - xCPU) * 1e3 / n,
                           composites: Double(end.composites - statistics.composites) / n,
                           uploadedBytes: Double(end.bytesUploaded - statistics.bytesUploaded) / n, particles: particles)
    }

    // The plain animation: one 100x100 layer moving across the window.
    let moving = CALayer()
    moving.frame = CGRect(x: 0, y: 250, width: 100, height: 100)
    moving.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
    moving.cornerRadius = 12
    root.addSublayer(moving)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 50
    slide.toValue = CGFloat(width - 50)
    slide.duration = Double(frames) / 60 + 1
    moving.add(slide, forKey: "slide")
    CATransaction.flush()
    let plain = measure { 0 }
    moving.removeFromSuperlayer()

    // Particles tinted with the server's colour masks (two composites each), then all white (one each: what a
    // picture cached per colour would cost at best, before its uploads).
    func particles(tinted: Bool) -> Measurement {
    let emitter = CAEmitterLayer()
    emitter.frame = root.bounds
    emitter.emitterPosition = CGPoint(x: width / 2, y: height / 2)
    emitter.seed = 1
    let dot = softDot()
    var cells: [CAEmitterCell] = []
    for tintsThisCell in [false, tinted] {
        let cell = CAEmitterCell()
        cell.contents = dot
        cell.birthRate = 500
        cell.lifetime = 2
        cell.velocity = 120
        cell.velocityRange = 60
        cell.emissionRange = .pi
        cell.yAcceleration = 40
        cell.spin = 2
        cell.spinRange = 2
        if tintsThisCell {
            cell.color = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 1)
            cell.greenRange = 0.2
            cell.alphaSpeed = -0.4
        }
        cells.append(cell)
    }
    emitter.emitterCells = cells
    root.addSublayer(emitter)
    // Two seconds to fill up to 2,000 live particles.
    for _ in 0..<120 {
        clock.advance(by: 1.0 / 60)
        CATransaction.flush()
        host.waitForPresentedFrames()
    }
    let measured = measure {
        // The particles the last committed frame drew.
        guard case .particles(let drawn)? = layerHost.lastRenderTree?.sublayers.last?.drawing else { return 0 }
        return drawn.instances.count
    }
    emitter.removeFromSuperlayer()
    return measured
    }
    let tinted = particles(tinted: true)
    return (tinted, particles(tinted: false), plain)
}

let server = try XServer(screens: [(width, height)])
defer { server.stop() }
let (emitter, white, plain) = try MainActor.assumeIsolated { try run(server: server) }
print("EmitterBenchmark: \(frames) frames at 60 Hz on Xvfb (\(width)x\(height)), manual media clock")
func row(_ name: String, _ m: Measurement) {
    print(String(format: "  %@: client %.3f ms CPU/frame, X server %.3f ms CPU/frame, %.0f composites/frame, %.0f bytes uploaded/frame, %d particles drawn",
                 name, m.clientMs, m.serverMs, m.composites, m.uploadedBytes, m.particles))
}
row("plain layer animation     ", plain)
row("2,000 particles, half tinted", emitter)
row("2,000 white particles     ", white)
print(String(format: "  emitter / plain animation: client x%.2f, X server x%.2f", emitter.clientMs / max(plain.clientMs, 1e-9),
             emitter.serverMs / max(plain.serverMs, 1e-9)))
