// Measures what a frame of an animated navigation push costs the client: a screen of 300 views (150 rows, each
// a coloured row with a mark) pushed over another such screen, the parallax slide advanced a
// display refresh at a time, each frame's commit making the render tree. Beside it, in the same run, the cost of
// a static frame (a refresh with nothing animating) and of a frame that moves one small view (the least a
// visible change costs). The window is headless: the numbers are the client's, not the X server's.
// Times are the main thread's CPU time per frame (medians). Run a release build: swift run -c release NavigationBenchmark
import Glibc
import QuartzCore
import BenchmarkSupport
import UIKitCore

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 15, 3) : 15

@MainActor final class Ticks: CADisplayTickSource {
    let refreshInterval: CFTimeInterval = 1.0 / 60
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

MainActor.assumeIsolated {
    let clock = CAManualMediaClock(startingAt: 1000)
    CAMediaClockSource.current = clock
    let ticks = Ticks()
    UIScreen.main.displayTickSource = ticks
    do {
        try UIApplication.shared.launch(windowServer: HeadlessWindowServer(), delegate: BenchmarkDelegate())
    } catch {
        print("NavigationBenchmark: cannot launch: \(error)")
        exit(1)
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let navigation = UINavigationController(rootViewController: screen("Root"))
    let watcher = TransitionWatcher()
    navigation.delegate = watcher
    window.rootViewController = navigation
    window.isHidden = false
    CATransaction.flush()

    @MainActor func frame() {
        clock.advance(by: ticks.refreshInterval)
        ticks.tick?(clock.now)
        CATransaction.flush()
    }

    var pushSamples: [Double] = [], staticSamples: [Double] = [], moveSamples: [Double] = []
    var framesPerPush = 0
    let mover = UIView(frame: CGRect(x: 0, y: 580, width: 10, height: 10))
    mover.backgroundColor = .red
    for iteration in 0..<(iterations + 2) {
        let pushed = screen("Pushed \(iteration)")
        let before = watcher.shown
        // The push itself (loading and laying out the new screen) counts towards its frames.
        let start = threadCPUNanoseconds()
        navigation.pushViewController(pushed, animated: true)
        var frames = 0
        while watcher.shown == before && frames < 600 {
            frame()
            frames += 1
        }
        pushSamples.append(Double(threadCPUNanoseconds() - start) / 1e6 / Double(max(frames, 1)))
        framesPerPush = frames

        let staticStart = threadCPUNanoseconds()
        for _ in 0..<20 { frame() }
        staticSamples.append(Double(threadCPUNanoseconds() - staticStart) / 1e6 / 20)

        pushed.view.addSubview(mover)
        CATransaction.flush()
        let moveStart = threadCPUNanoseconds()
        for step in 0..<20 {
            mover.frame.origin.x = CGFloat(step * 10)
            frame()
        }
        moveSamples.append(Double(threadCPUNanoseconds() - moveStart) / 1e6 / 20)
        navigation.popViewController(animated: false)
        CATransaction.flush()
    }
    func median(_ samples: [Double]) -> Double {
        let kept = samples.dropFirst(2).sorted()
        return kept[kept.count / 2]
    }
    let push = median(pushSamples), still = median(staticSamples), moved = median(moveSamples)
    print("NavigationBenchmark (median of \(iterations), ms of client CPU per frame, 300 views a screen)")
    print("animated push (\(framesPerPush) frames)   \(String(format: "%7.3f", push))")
    print("static frame                 \(String(format: "%7.3f", still))")
    print("one view moved               \(String(format: "%7.3f", moved))")
    print("push / one view moved        x\(String(format: "%.2f", push / max(moved, 1e-6)))")
    print("target: under 4 ms per push frame: \(push < 4 ? "met" : "NOT met")")
}
