import Foundation
import QuartzCore
import UIKitTestSupport
@testable import X11WindowServer

/// A window of the test process shown on a private X server (`InputTestApp`, the HiDPI tests' desktop app): what
/// waiting for a condition and reading the window's pixels back share, given each app's own `pump()`.
@MainActor protocol InProcessXApp: AnyObject {
    var server: XServer { get }
    var host: X11WindowHost { get }
    /// Reads what the server sent and delivers it to the views.
    func pump()
}

extension InProcessXApp {
    /// Pumps until `condition` holds; false after `timeout` seconds.
    @discardableResult
    func pump(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            pump()
            if condition() { return true }
            usleep(5_000)
        } while Date() < deadline
        return false
    }

    /// The window's pixels once everything pending is delivered, committed and presented; also written to
    /// `/tmp/<name>.png` to look at.
    func screenshot(_ name: String) throws -> Screenshot {
        pump()
        CATransaction.flush()
        host.finishPresentedFrames()
        let shot = try Screenshot.capture(display: server.display, window: host.windowID)
        try shot.writePNG(to: "/tmp/\(name).png")
        return shot
    }
}
