import Foundation
import UIKitCore

/// Turns X server times (milliseconds, wrapping at 2^32) into UIKit's event time (seconds since start-up): the first
/// event anchors the server's clock to `UIApplication.eventTimerSource`, later ones keep the server's spacing, so
/// multi-click and velocity use the times the user produced, not the times the events were read.
struct X11EventClock {
    private var anchor: (server: UInt32, seconds: TimeInterval)?

    @MainActor mutating func seconds(_ serverTime: UInt) -> TimeInterval {
        let time = UInt32(truncatingIfNeeded: serverTime)
        guard let anchor else {
            let now = UIApplication.eventTimerSource.now
            self.anchor = (time, now)
            return now
        }
        // The signed difference survives the 49-day wrap of the server's 32-bit clock.
        return anchor.seconds + TimeInterval(Int32(bitPattern: time &- anchor.server)) / 1000
    }
}
