// Measures what one frame of UIKit Dynamics costs: N boxes dropped under gravity into a 600 x 600 reference view
// whose bounds are a boundary, colliding with each other as they pile up (elasticity 0.3, friction 0.5), over the
// first two seconds (120 frames of four 1/240 s sub-steps). Frames are driven by a manual tick source and media
// clock; the figures are the main thread's CPU time per frame (medians), and the growth against one box in the same
// run. Run a release build: swift run -c release DynamicsBenchmark [iterations]
import Glibc
import QuartzCore
import BenchmarkSupport
import UIKitCore

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 5, 1) : 5

/// Refreshes delivered by the benchmark.
@MainActor final class Ticks: CADisplayTickSource {
    let refreshInterval: CFTimeInterval = 1.0 / 60
    var tick: (@MainActor (CFTimeInterval) -> Void)?
    func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
    func stop() { tick = nil }
}

/// Milliseconds of CPU per frame with `count` boxes, the median of `iterations` drops of 120 frames each.
@MainActor func frameCost(boxes count: Int, clock: CAManualMediaClock, ticks: Ticks) -> Double {
    var samples: [Double] = []
    for _ in 0..<(iterations + 1) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        // A grid of 24-point boxes, 10 to a row, staggered so that the pile is uneven.
        let boxes = (0..<count).map { index in
            let box = UIView(frame: CGRect(x: 30 + CGFloat(index % 10) * 55 + CGFloat(index / 10 % 2) * 12,
                                           y: 20 + CGFloat(index / 10) * 40, width: 24, height: 24))
            reference.addSubview(box)
            return box
        }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: boxes)
        material.elasticity = 0.3
        material.friction = 0.5
        animator.addBehavior(UIGravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        var frames = 0
        let start = threadCPUNanoseconds()
        while frames < 120, let tick = ticks.tick {
            clock.advance(by: ticks.refreshInterval)
            tick(clock.now)
            frames += 1
        }
        samples.append(Double(threadCPUNanoseconds() - start) / 1e6 / Double(max(frames, 1)))
        animator.removeAllBehaviors()
    }
    samples.removeFirst()  // warm-up
    samples.sort()
    return samples[samples.count / 2]
}

MainActor.assumeIsolated {
    let clock = CAManualMediaClock(startingAt: 1000)
    CAMediaClockSource.current = clock
    let ticks = Ticks()
    UIScreen.main.displayTickSource = ticks
    print("DynamicsBenchmark (median of \(iterations), ms of CPU per frame; growth against 1 box)")
    let baseline = frameCost(boxes: 1, clock: clock, ticks: ticks)
    print("  1 box      \(String(format: "%8.3f", baseline))")
    for count in [10, 50, 100] {
        let cost = frameCost(boxes: count, clock: clock, ticks: ticks)
        let growth = String(format: "%.1f", cost / baseline)
        print("\(String(format: "%3d", count)) boxes    \(String(format: "%8.3f", cost))   x\(growth)")
    }
}
