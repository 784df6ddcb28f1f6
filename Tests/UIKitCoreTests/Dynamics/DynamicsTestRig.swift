import Foundation
@testable import QuartzCore
@testable import UIKitCore

/// A launched headless window holding a 400 x 400 reference view at the origin, with the media clock and the
/// screen's refreshes under the test's control (`frames(_:)` = 1/60 s refreshes), and a delegate log.
@MainActor final class DynamicsTestRig {
    let window: UIWindow
    let referenceView: UIView
    let ticks = ManualDisplayTicks()
    /// The process's one manual media clock (never swapped: other suites step it too).
    let clock = AnimationTestClock.shared
    private let savedTicks: any CADisplayTickSource

    init(size: CGSize = CGSize(width: 400, height: 400)) {
        (window, _) = EventTestEnvironment.makeWindow(size: size)
        referenceView = UIView(frame: CGRect(origin: .zero, size: size))
        window.addSubview(referenceView)
        savedTicks = window.screen.displayTickSource
        window.screen.displayTickSource = ticks
    }

    /// A view of `size` centred on `center` inside the reference view.
    func addView(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                        width: size.width, height: size.height))
        referenceView.addSubview(view)
        return view
    }

    func tearDown() {
        window.screen.displayTickSource = savedTicks
        window.isHidden = true
    }

    /// `count` refreshes, 1/60 s apart on the media clock.
    func frames(_ count: Int) {
        for _ in 0..<count {
            clock.advance(by: ticks.refreshInterval)
            ticks.fire(at: clock.now)
        }
    }

    /// Refreshes while the animator's display link runs (at most `limit` seconds' worth); the frames it took.
    @discardableResult
    func framesUntilPause(limit: TimeInterval = 20) -> Int {
        var count = 0
        while ticks.isRunning, count < Int(limit * 60) {
            frames(1)
            count += 1
        }
        return count
    }
}

/// A dynamic item that is not a view: a 10 x 10 square.
@MainActor final class PlainItem: NSObject, UIDynamicItem {
    var center: CGPoint
    var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    var transform = CGAffineTransform.identity
    init(center: CGPoint) { self.center = center }
}

/// Records the animator's pause and resume calls.
@MainActor final class AnimatorDelegateLog: NSObject, UIDynamicAnimatorDelegate {
    var calls: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { calls.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { calls.append("pause") }
}

/// Records collision contacts as "began item" / "ended floor" lines.
@MainActor final class CollisionLog: NSObject, UICollisionBehaviorDelegate {
    var calls: [String] = []
    var points: [CGPoint] = []
    /// Runs at each contact that begins with a boundary.
    var onBoundaryContact: ((any UIDynamicItem) -> Void)?

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) {
        calls.append("began items")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem) {
        calls.append("ended items")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        calls.append("began \((identifier as? NSString).map { String($0) } ?? "bounds")")
        points.append(p)
        onBoundaryContact?(item)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?) {
        calls.append("ended \((identifier as? NSString).map { String($0) } ?? "bounds")")
    }
}

/// The dynamics log lines `body` writes.
@MainActor func captureDynamicsLog(_ body: () -> Void) -> [String] {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
        func add(_ line: String) {
            lock.lock()
            lines.append(line)
            lock.unlock()
        }
    }
    let saved = UIKitLog.sink
    let collected = Lines()
    UIKitLog.sink = { line in collected.add(line) }
    body()
    UIKitLog.sink = saved
    collected.lock.lock()
    defer { collected.lock.unlock() }
    return collected.lines
}
