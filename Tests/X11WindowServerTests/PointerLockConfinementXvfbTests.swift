import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport
import CX11

/// A locked pointer stays in its window: XTest throws it far outside, and the X server's own answer
/// (XQueryPointer) has it back inside; motion inside still reaches the app; unlocked, it goes where it is sent.
@MainActor @Suite(.serialized) struct PointerLockConfinementXvfbTests {
    @Test func aLockedPointerThrownOutsideComesBackIntoTheWindow() throws {
        let app = try InputTestApp()
        defer { app.close() }
        guard let display = XOpenDisplay(app.server.display) else { throw XServerError.cannotConnect(app.server.display) }
        defer { XCloseDisplay(display) }
        let controller = PointerLockingController()
        app.showKeyAndActive(controller)
        let target = InputLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        controller.view.addSubview(target)
        // Only a full-screen window is locked; this one is then kept to 400 x 300 pixels, as a window manager that
        // does not honour full screen would, so there is room outside it to throw the pointer to.
        app.window.toggleFullScreen()
        defer { app.window.toggleFullScreen() }
        app.pump()
        let manager = try WindowManagerClient(display: app.server.display)
        manager.resize(app.host.windowID, width: 400, height: 300)
        manager.sync()
        #expect(app.pump(until: { app.window.bounds.size == CGSize(width: 400, height: 300) }))
        app.input.move(to: 100, 100)
        app.pump()
        controller.wantsLock = true
        controller.setNeedsUpdateOfPrefersPointerLocked()
        app.pump()
        try #require(app.host.isPointerLocked)

        for throwTo in [(3_000, 2_000), (900, 100), (-50, 700)] {
            app.input.move(to: throwTo.0, throwTo.1)
            app.pump()
            app.input.sync()
            let now = pointerPosition(on: display)
            #expect(now.x >= 0 && now.x < 400 && now.y >= 0 && now.y < 300, "thrown to \(throwTo): at \(now)")
        }
        app.input.move(to: 150, 120)
        app.pump()
        #expect(pointerPosition(on: display) == (150, 120), "inside the window the pointer moves freely")
        app.input.click(at: 220, 160)
        #expect(app.pump(until: { target.touches.contains { $0.phase == .ended } }), "clicks still reach the view")

        controller.wantsLock = false
        controller.setNeedsUpdateOfPrefersPointerLocked()
        app.pump()
        app.input.move(to: 900, 500)
        app.pump()
        app.input.sync()
        #expect(pointerPosition(on: display) == (900, 500), "unlocked, the pointer leaves")
    }
}
