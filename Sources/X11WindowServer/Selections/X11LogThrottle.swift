import Foundation
import UIKitCore

/// One log line per kind of misbehaviour per `X11SelectionLimits.logInterval`: a client repeating it thousands of
/// times (a burst of requests from a window that does not exist) costs a line, not thousands. The next line of the
/// kind says how many were left out.
@MainActor struct X11LogThrottle {
    private var kinds: [String: (since: Date, leftOut: Int)] = [:]

    /// Logs `message` unless a line of `kind` went out within the interval.
    mutating func error(_ kind: String, _ message: @autoclosure () -> String) {
        let now = Date()
        if let last = kinds[kind], now.timeIntervalSince(last.since) < X11SelectionLimits.logInterval {
            kinds[kind]?.leftOut += 1
            return
        }
        let leftOut = kinds[kind]?.leftOut ?? 0
        kinds[kind] = (now, 0)
        UIKitLog.error(message() + (leftOut > 0 ? " (\(leftOut) more like it left out)" : ""))
    }
}
