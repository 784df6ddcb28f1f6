import Foundation
@testable import UIKitCore

/// A bridge that records what the core tells it, in order.
@MainActor final class RecordingAccessibilityBridge: AccessibilityBridge {
    var status = AccessibilityStatus()
    var events: [AccessibilityEvent] = []
    func accessibilityEvent(_ event: AccessibilityEvent) { events.append(event) }
}

@MainActor enum AccessibilityTestSupport {
    /// Runs `body` with a recording bridge installed, and removes it afterwards (the tree is process-wide).
    static func withBridge(_ body: (RecordingAccessibilityBridge) throws -> Void) rethrows {
        let bridge = RecordingAccessibilityBridge()
        AccessibilityTree.shared.bridge = bridge
        defer { AccessibilityTree.shared.bridge = nil }
        try body(bridge)
    }

    /// The UIKit log lines `body` wrote that start with `prefix`.
    static func captureLog(_ prefix: String, _ body: () -> Void) -> [String] {
        final class Lines: @unchecked Sendable {
            let lock = NSLock()
            var lines: [String] = []
        }
        let saved = UIKitLog.sink
        let collected = Lines()
        UIKitLog.sink = { line in
            guard line.hasPrefix("UIKit: " + prefix) else { return }
            collected.lock.lock()
            collected.lines.append(line)
            collected.lock.unlock()
        }
        body()
        UIKitLog.sink = saved
        collected.lock.lock()
        defer { collected.lock.unlock() }
        return collected.lines
    }
}
