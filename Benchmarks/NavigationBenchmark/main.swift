// Measures an animated navigation push through the X11 compositor on a private Xvfb: a screen of 300 views (150
// rows, each a coloured row with a mark) pushed over another such screen, the parallax slide advanced a display
// refresh at a time, each frame committed, sent to the X server and waited for until the server has drawn it.
// Beside it, in the same run, a static frame (a refresh with nothing animating) and a frame that moves one small
// view (the least a visible change costs). Prints the client's CPU per frame (the process, every thread; medians)
// and how many frames took longer than a 60 Hz refresh from the tick to the server having drawn them.
// Run a release build: swift run -c release NavigationBenchmark [iterations]
import Foundation
import UIKit
import UIKitTestSupport
import X11WindowServer

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 15, 3) : 15
let refresh = 1.0 / 60

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The CPU time of the whole process (the compositor's work counts, whichever thread does it), in seconds.
func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

/// The CPU time of another process (the X server), in seconds, from /proc/<pid>/stat (utime + stime, in clock ticks).
func processCPU(_ pid: Int32) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

@MainActor final class Ticks: CADisplayTickSource {
    let refreshInterval: CFTimeInterval = refresh
    var tick: (@MainActor (CFTimeInterval) -> Void)?
    func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
    func stop() { tick = nil }
}

final class BenchmarkDelegate: UIResponder, UIApplicationDelegate {}

/// Hears the end of each push or pop.
@MainActor final class TransitionWatcher: UINavigationControllerDelegate {
    var shown = 0
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { shown += 1 }
}

/// A controller whose view holds 300 views: 150 rows, each with a mark.
@MainActor func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    let view = controller.view!
    view.backgroundColor = .white
    for index in 0..<150 {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 4, width: 800, height: 4))
        row.backgroundColor = index % 2 == 0 ? .white : UIColor(white: 0.95, alpha: 1)
        let mark = UIView(frame: CGRect(x: CGFloat(index % 40) * 20, y: 0, width: 16, height: 4))
        mark.backgroundColor = .systemBlue
        row.addSubview(mark)
        view.addSubview(row)
    }
    return controller
}

/// Frames measured together: CPU per frame, and the frames whose tick-to-drawn time passed a refresh.
struct Sample {
    var cpuPerFrame: Double
    var late: Int
    var frames: Int
}

func median(_ samples: [Double]) -> Double {
    let kept = samples.dropFirst(2).sorted()
    return kept[kept.count / 2]
}

@MainActor func run() throws {
    let server = try XServer(screens: [(1024, 768)])
    defer { server.stop() }
    let x11 = try X11WindowServer(displayName: server.display)
    try UIApplication.shared.launch(windowServer: x11, delegate: BenchmarkDelegate())
    let clock = CAManualMediaClock(startingAt: 1000)
    CAMediaClockSource.current = clock
    let ticks = Ticks()
    UIScreen.main.displayTickSource = ticks

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let navigation = UINavigationController(rootViewController: screen("Root"))
    let watcher = TransitionWatcher()
    navigation.delegate = watcher
    window.rootViewController = navigation
    window.isHidden = false
    CATransaction.flush()
    let host = x11.windowHosts[0]
    // Every committed frame goes to the server at once: the loop below is the display's pace.
    host.presentationRefreshRate = 0
    host.finishPresentedFrames()

    /// `count` frames (or, with `until`, frames until it holds), each from its tick to the server having drawn it.
    func frames(_ count: Int, until done: (() -> Bool)? = nil, before each: (Int) -> Void = { _ in }) -> Sample {
        var late = 0, drawn = 0
        let cpu = processCPU()
        while done.map({ !$0() && drawn < 600 }) ?? (drawn < count) {
            each(drawn)
            let start = now()
            clock.advance(by: refresh)
            ticks.tick?(clock.now)
            CATransaction.flush()
            host.waitForPresentedFrames()
            if now() - start > refresh { late += 1 }
            drawn += 1
        }
        return Sample(cpuPerFrame: (processCPU() - cpu) * 1000 / Double(max(drawn, 1)), late: late, frames: drawn)
    }

    var pushes: [Sample] = [], statics: [Sample] = [], moves: [Sample] = []
    var serverSeconds = 0.0
    let mover = UIView(frame: CGRect(x: 0, y: 580, width: 10, height: 10))
    mover.backgroundColor = .red
    for iteration in 0..<(iterations + 2) {
        let pushed = screen("Pushed \(iteration)")
        let before = watcher.shown
        // The push itself (loading and laying out the new screen) counts towards its frames.
        let cpu = processCPU(), serverCPU = processCPU(server.pid)
        navigation.pushViewController(pushed, animated: true)
        var push = frames(0, until: { watcher.shown != before })
        push.cpuPerFrame = (processCPU() - cpu) * 1000 / Double(max(push.frames, 1))
        if iteration >= 2 { serverSeconds += processCPU(server.pid) - serverCPU }
        pushes.append(push)
        statics.append(frames(20))
        pushed.view.addSubview(mover)
        CATransaction.flush()
        host.waitForPresentedFrames()
        moves.append(frames(20, before: { step in mover.frame.origin.x = CGFloat(step * 10) }))
        navigation.popViewController(animated: false)
        CATransaction.flush()
        host.waitForPresentedFrames()
    }
    let measured = Array(pushes.dropFirst(2))
    let push = median(pushes.map(\.cpuPerFrame)), still = median(statics.map(\.cpuPerFrame))
    let moved = median(moves.map(\.cpuPerFrame))
    let late = measured.reduce(0) { $0 + $1.late }, pushFrames = measured.reduce(0) { $0 + $1.frames }
    print("NavigationBenchmark on Xvfb (median of \(iterations), ms of client CPU per frame, 300 views a screen, "
          + "each frame drawn by the X server before the next)")
    print("animated push (\(pushes.last?.frames ?? 0) frames)   \(String(format: "%7.3f", push))")
    print("static frame                 \(String(format: "%7.3f", still))")
    print("one view moved               \(String(format: "%7.3f", moved))")
    print("push / static frame          x\(String(format: "%.2f", push / max(still, 1e-6)))")
    let serverPerFrame = serverSeconds * 1000 / Double(max(pushFrames, 1))
    print("X server (Xvfb) CPU per push frame \(String(format: "%7.3f", serverPerFrame))  (clock ticks of 10 ms: coarse)")
    print("push frames over 16.7 ms from tick to drawn: \(late) of \(pushFrames) (wall time: other processes on the "
          + "machine count)")
    print("target: under 4 ms of client CPU per push frame: \(push < 4 ? "met" : "NOT met"); client + server CPU "
          + "per frame under a 60 Hz refresh: \(push + serverPerFrame < refresh * 1000 ? "met" : "NOT met")")
    x11.shutDown()
}

try MainActor.assumeIsolated { try run() }
