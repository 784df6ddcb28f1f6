import Foundation
@testable import CoreGraphics

/// Collects `CGLog` lines while `body` runs. Suites run in parallel, so the sink is swapped once for one that hands
/// every line to each capture in progress, and callers look for their own line among those collected rather than
/// count them.
func capturingCGLog<Result>(_ body: () throws -> Result) rethrows -> (result: Result, lines: [String]) {
    let capture = LogCaptures.shared.begin()
    defer { LogCaptures.shared.end(capture) }
    let result = try body()
    return (result, LogCaptures.shared.lines(of: capture))
}

private final class LogCaptures: @unchecked Sendable {
    // @unchecked: every access holds the lock.
    static let shared = LogCaptures()
    private let lock = NSLock()
    private var active: [Int: [String]] = [:]
    private var nextID = 0

    private init() {
        let original = CGLog.sink
        CGLog.sink = { [unowned self] line in
            lock.withLock { for id in active.keys { active[id]!.append(line) } }
            original(line)
        }
    }

    func begin() -> Int {
        lock.withLock {
            nextID += 1
            active[nextID] = []
            return nextID
        }
    }

    func lines(of id: Int) -> [String] { lock.withLock { active[id] ?? [] } }
    func end(_ id: Int) { _ = lock.withLock { active.removeValue(forKey: id) } }
}
