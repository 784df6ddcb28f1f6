import Foundation
@testable import UIKitCore

/// Collects `UIKitLog` lines while `body` runs (synchronously, so no other main-actor test interleaves).
@MainActor func capturingUIKitLog<Result>(_ body: () throws -> Result) rethrows -> (result: Result, lines: [String]) {
    let saved = UIKitLog.sink
    defer { UIKitLog.sink = saved }
    nonisolated(unsafe) var lines: [String] = []
    UIKitLog.sink = { lines.append($0) }
    let result = try body()
    return (result, lines)
}

/// The log lines starting with `prefix` while `body` runs (which may wait for the main queue).
@MainActor func captureLog(prefix: String, during body: () async -> Void) async -> [String] {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
    }
    let saved = UIKitLog.sink
    let collected = Lines()
    UIKitLog.sink = { line in
        guard line.hasPrefix(prefix) else { return }
        collected.lock.withLock { collected.lines.append(line) }
    }
    await body()
    UIKitLog.sink = saved
    return collected.lock.withLock { collected.lines }
}
