import Foundation
@testable import UIKitCore

/// A controller that logs its appearance, layout and trait callbacks into a shared list, prefixed with its name.
final class LoggingController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).willAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.add("\(name).isAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).didDisappear") }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.add("\(name).willTransition \(newCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name).traitsChanged \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
    }
}

@MainActor final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
    /// Only the entries that contain `part`.
    func filtered(_ part: String) -> [String] { entries.filter { $0.contains(part) } }
}

/// Log lines from `UIKitLog` while `body` runs.
@MainActor func capturingLog(_ body: () -> Void) -> [String] {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
    }
    let lines = Lines()
    let saved = UIKitLog.sink
    UIKitLog.sink = { message in lines.lock.withLock { lines.lines.append(message) } }
    body()
    UIKitLog.sink = saved
    return lines.lock.withLock { lines.lines }
}

@MainActor enum ContainerTestWindow {
    /// A visible headless window of `size` showing `root`.
    static func show(_ root: UIViewController, size: CGSize = CGSize(width: 1024, height: 768)) -> (UIWindow, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow(size: size)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, input)
    }
}
