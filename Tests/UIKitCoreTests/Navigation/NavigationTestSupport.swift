import Testing
@testable import UIKitCore
import QuartzCore

/// A controller that writes its appearance and containment callbacks to a shared log, with whether it was
/// moving to or from its parent at the time.
final class StackLoggingController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name) willAppear\(isMovingToParent ? " moving" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        log.add("\(name) didAppear\(isMovingToParent ? " moving" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name) willDisappear\(isMovingFromParent ? " moving" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        log.add("\(name) didDisappear\(isMovingFromParent ? " moving" : "")")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name) didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// The entries since the last call, then forgets them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// Records the delegate's calls.
final class NavigationDelegateLog: UINavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("willShow \(viewController.title ?? "") \(animated)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("didShow \(viewController.title ?? "") \(animated)")
    }
}

@MainActor enum NavigationTestHost {
    private static var shownWindow: UIWindow?

    /// A navigation controller with a logging root, shown as the root of a fresh 400 x 600 window.
    static func make(_ log: CallLog, size: CGSize = CGSize(width: 400, height: 600))
        -> (UINavigationController, UIWindow, EventSynthesizer) {
        _ = AnimationTestClock.shared
        // The application holds windows weakly: the test's window lives until the next test makes one.
        shownWindow?.isHidden = true
        let (window, input) = EventTestEnvironment.makeWindow(size: size)
        shownWindow = window
        let navigation = UINavigationController(rootViewController: StackLoggingController("root", log: log))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        CATransaction.flush()
        _ = log.take()
        return (navigation, window, input)
    }

    /// Runs the animations on the manual clock past `seconds`, a frame at a time.
    static func run(_ seconds: Double) {
        var left = seconds
        while left > 0 {
            advanceAnimationFrame(by: min(1.0 / 60, left))
            left -= 1.0 / 60
        }
        advanceAnimationFrame(by: 0.001)
    }

    /// Captures UIKitLog's lines while `body` runs.
    static func capturingLog(_ body: () -> Void) -> [String] {
        let previous = UIKitLog.sink
        let lines = LockedLines()
        UIKitLog.sink = { lines.append($0) }
        body()
        UIKitLog.sink = previous
        return lines.all
    }
}

final class LockedLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
