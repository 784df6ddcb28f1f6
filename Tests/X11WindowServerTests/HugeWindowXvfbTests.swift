import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport
@testable import X11WindowServer

/// A window is asked of the X server at most the desktop's size: the compositor keeps a back buffer of the
/// window's size on the server, and a 100,000-point window made it allocate 1 GiB.
@MainActor @Suite(.serialized) struct HugeWindowXvfbTests {
    @Test func aHundredThousandPointWindowIsClampedToTheDesktopWithOneLogLine() throws {
        let saved = UIKitLog.sink
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        let app = try InputTestApp(size: CGSize(width: 100_000, height: 100_000))
        defer { app.close() }
        let size = app.host.pixelSize
        // The test server's desktop is 1280 x 800 (less than 4,096, the smallest limit).
        #expect(size.width == 4_096 && size.height == 4_096, "\(size)")
        #expect(app.host.statistics.serverBytesHeld <= 4_096 * 4_096 * 4 + (8 << 20))
        #expect(lines.filter { $0.contains("larger than the desktop") }.count == 1, "\(lines)")
        #expect(app.window.bounds.width == 100_000, "the window keeps the size the app gave it")
    }
}
