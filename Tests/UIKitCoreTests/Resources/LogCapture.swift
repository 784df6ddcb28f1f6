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
