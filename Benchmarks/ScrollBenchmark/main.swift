// Measures what one frame of scrolling costs: the scroll view's animator moves the content offset at a display
// refresh, and the commit lays the scroll view out and makes the render tree. Lists of 10 and 2,000 rows (each row
// a view with a child) are measured in the same run, the rows either direct subviews of the scroll view or inside
// one content view. Only the scroll view's own render node changes in a frame, but that node lists its children:
// the cost grows with the scroll view's direct subviews, and stays flat when the rows sit in one content view.
// Frames are driven by a manual tick source and media clock.
// Times are the main thread's CPU time per frame (medians). Run a release build: swift run -c release ScrollBenchmark
import Glibc
import QuartzCore
import BenchmarkSupport
import UIKitCore

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 15, 3) : 15

/// Refreshes delivered by the benchmark.
@MainActor final class Ticks: CADisplayTickSource {
    let refreshInterval: CFTimeInterval = 1.0 / 60
    var tick: (@MainActor (CFTimeInterval) -> Void)?
    func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
    func stop() { tick = nil }
}

/// Milliseconds of CPU per frame of animated scrolling over `rows` rows (each a coloured view with a child), the
/// median of `iterations` animations of 18 frames each.
@MainActor func frameCost(rows: Int, inContentView: Bool, clock: CAManualMediaClock, ticks: Ticks) -> Double {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 400, height: CGFloat(rows) * 44)
    let content = inContentView ? UIView(frame: CGRect(origin: .zero, size: scrollView.contentSize)) : scrollView
    if content !== scrollView { scrollView.addSubview(content) }
    for index in 0..<rows {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 400, height: 44))
        row.backgroundColor = index % 2 == 0 ? .white : .lightGray
        let mark = UIView(frame: CGRect(x: 12, y: 12, width: 20, height: 20))
        mark.backgroundColor = .blue
        row.addSubview(mark)
        content.addSubview(row)
    }
    root.addSubview(scrollView)
    let host = CALayerHost(rootLayer: root.layer) { _ in }
    defer { host.invalidate() }
    CATransaction.flush()
    var samples: [Double] = []
    for iteration in 0..<(iterations + 2) {
        let target = CGPoint(x: 0, y: iteration % 2 == 0 ? 300 : 0)
        scrollView.setContentOffset(target, animated: true)
        var frames = 0
        let start = threadCPUNanoseconds()
        while let tick = ticks.tick {
            clock.advance(by: ticks.refreshInterval)
            tick(clock.now)
            CATransaction.flush()
            frames += 1
        }
        samples.append(Double(threadCPUNanoseconds() - start) / 1e6 / Double(max(frames, 1)))
    }
    samples.removeFirst(2)  // warm-up
    samples.sort()
    return samples[samples.count / 2]
}

MainActor.assumeIsolated {
    let clock = CAManualMediaClock(startingAt: 1000)
    CAMediaClockSource.current = clock
    let ticks = Ticks()
    UIScreen.main.displayTickSource = ticks
    print("ScrollBenchmark (median of \(iterations), ms per frame)   10 rows   2,000 rows   growth")
    for inContentView in [false, true] {
        let small = frameCost(rows: 10, inContentView: inContentView, clock: clock, ticks: ticks)
        let large = frameCost(rows: 2000, inContentView: inContentView, clock: clock, ticks: ticks)
        let name = inContentView ? "rows in one content view" : "rows as direct subviews"
        print("\(name.padding(toLength: 36, withPad: " ", startingAt: 0))\(String(format: "%8.3f", small))"
              + "   \(String(format: "%10.3f", large))   x\(String(format: "%.2f", large / small))")
    }
}
