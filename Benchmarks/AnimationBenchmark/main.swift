// Animation benchmark: swift run -c release AnimationBenchmark [seconds]
//
// 1. The cost per frame of advancing 1,000 simultaneous animations, as a ratio to one animation, measured in the
//    same run (a frame = the media clock moves on, the transaction commits: animations advance, presentation
//    values are computed and the render tree is rebuilt).
// 2. A display link at the display's 60 Hz over `seconds` (default 10) while each frame does compositor-like work
//    (the reference renderer draws an animated scene): how far each callback lands from its refresh.
import Foundation
import QuartzCore
import UIKitCore

/// Seconds per frame with `count` layers each running one animation. With `presentationCopies`, each frame also asks
/// every animated layer for its `presentation()` copy: what the render tree used to do per animated layer before it
/// read animated values into plain fields (the comparison this benchmark prints).
@MainActor func perFrameCost(animations count: Int, frames: Int, presentationCopies: Bool = false) -> Double {
    let clock = CAManualMediaClock(startingAt: 100)
    CAMediaClockSource.current = clock
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    for index in 0..<count {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: Double(index % 100) * 10, y: Double(index / 100) * 10)
        root.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position.x")
        move.byValue = 50.0
        move.duration = 1000
        layer.add(move, forKey: "move")
    }
    let host = CALayerHost(rootLayer: root) { _ in }
    defer { host.invalidate() }
    CATransaction.flush()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<frames {
        clock.advance(by: 1.0 / 60)
        CATransaction.flush()
        if presentationCopies { for layer in root.sublayers ?? [] { _ = layer.presentation() } }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    CAMediaClockSource.current = CASystemMediaClock()
    return seconds / Double(frames)
}

@MainActor func displayLinkSchedule(seconds: Double, loadLayers: Int) {
    CADisplayLink.tickSource = RunLoopDisplayTickSource(framesPerSecond: 60)
    // The load: a scene of `loadLayers` spinning layers drawn by the reference renderer every frame.
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 640, height: 480)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    for index in 0..<loadLayers {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.position = CGPoint(x: Double(index % 20) * 32 + 16, y: Double(index / 20) * 32 + 16)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: Double(index % 10) / 10, alpha: 1)
        layer.cornerRadius = 6
        root.addSublayer(layer)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = Double.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }
    var latest: RenderLayer?
    let host = CALayerHost(rootLayer: root) { latest = $0 }
    let context = CGContext(data: nil, width: 640, height: 480, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    var lateness: [Double] = []
    var timestamps: [Double] = []
    var work: [Double] = []
    let end = CACurrentMediaTime() + seconds
    let link = CADisplayLink { link in
        let now = CACurrentMediaTime()
        defer { work.append(CACurrentMediaTime() - now) }
        lateness.append(now - link.timestamp)
        timestamps.append(link.timestamp)
        CATransaction.flush()
        if let latest { LayerRenderer().renderInLocalSpace(latest, in: context) }
        if now >= end { link.invalidate() }
    }
    link.add(to: .main, forMode: .common)
    while CACurrentMediaTime() < end + 0.1 {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    }
    host.invalidate()
    let interval = 1.0 / 60
    let expected = Int(seconds * 60)
    let sorted = lateness.sorted()
    let skipped = zip(timestamps, timestamps.dropFirst()).reduce(0) { $0 + max(Int((($1.1 - $1.0) / interval).rounded()) - 1, 0) }
    print(String(format: "display link 60 Hz for %.0f s: %d callbacks of %d refreshes, %d refreshes skipped",
                 seconds, lateness.count, expected, skipped))
    print(String(format: "  lateness after the refresh: median %.2f ms, 99th percentile %.2f ms, worst %.2f ms (a frame is %.2f ms)",
                 sorted[sorted.count / 2] * 1000, sorted[Int(Double(sorted.count) * 0.99)] * 1000,
                 (sorted.last ?? 0) * 1000, interval * 1000))
    print(String(format: "  work per frame (commit + reference render): median %.2f ms",
                 work.sorted()[work.count / 2] * 1000))
    let lateCounts = [0.001, 0.004, interval / 2].map { limit in lateness.filter { $0 > limit }.count }
    print(String(format: "  callbacks later than 1 ms: %d, than 4 ms: %d, than half a frame: %d; load average %.2f",
                 lateCounts[0], lateCounts[1], lateCounts[2], loadAverage()))
    print("  within a frame of schedule: \(sorted.allSatisfy { $0 < interval } ? "yes" : "no")")
}

/// The machine's one-minute load average: the display link shares the cores with whatever else runs, and its
/// lateness is mostly how long the kernel takes to give the woken main thread a core.
func loadAverage() -> Double {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}

MainActor.assumeIsolated {
    let seconds = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 10
    _ = perFrameCost(animations: 1, frames: 30)
    // The best of five rounds: the machine is shared, and the least disturbed round is the cost itself.
    func best(_ measure: () -> Double) -> Double { (0..<5).map { _ in measure() }.min()! }
    let one = best { perFrameCost(animations: 1, frames: 600) }
    let thousand = best { perFrameCost(animations: 1000, frames: 60) }
    let copying = best { perFrameCost(animations: 1000, frames: 60, presentationCopies: true) }
    print(String(format: "per frame: 1 animation %.1f µs, 1,000 animations %.1f µs: %.0fx (%.2f µs per extra animation, %.1f%% of a 60 Hz frame)",
                 one * 1e6, thousand * 1e6, thousand / one, (thousand - one) / 999 * 1e6, thousand * 60 * 100))
    print(String(format: "  with a presentation copy per animated layer per frame (the render tree's old way): %.1f µs: %.1fx the frame",
                 copying * 1e6, copying / thousand))
    displayLinkSchedule(seconds: seconds, loadLayers: 4)
}
