import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// A window's size limits reach the window manager as WM_NORMAL_HINTS, in pixels.
@MainActor @Suite(.serialized) struct WindowSizeLimitXvfbTests {
    @Test func sizeLimitsAreTheWindowsNormalHints() throws {
        let app = try InputTestApp(scale: 2)
        defer { app.close() }
        let wm = try WindowManagerClient(display: app.server.display)
        app.host.setSizeLimits(minimum: CGSize(width: 200, height: 150), maximum: CGSize(width: 800, height: 600))
        let limits = wm.sizeLimits(of: app.host.windowID)
        #expect(limits.minimum.map { [$0.0, $0.1] } == [400, 300], "points at scale 2")
        #expect(limits.maximum.map { [$0.0, $0.1] } == [1600, 1200])
        app.host.setSizeLimits(minimum: .zero, maximum: CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                              height: .greatestFiniteMagnitude))
        let cleared = wm.sizeLimits(of: app.host.windowID)
        #expect(cleared.minimum == nil && cleared.maximum == nil)
    }
}
