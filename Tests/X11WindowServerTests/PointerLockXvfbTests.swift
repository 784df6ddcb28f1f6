import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// Pointer lock on a real X server: while a controller has it, the app holds an XI2 grab of the pointer (another
/// client's grab is refused), the cursor read back through XFixes is invisible, and clicks still reach the app's
/// views; unlocking gives the pointer back.
@MainActor @Suite(.serialized) struct PointerLockXvfbTests {
    final class LockingController: UIViewController {
        var wantsLock = false
        override var prefersPointerLocked: Bool { wantsLock }
    }

    @Test func aLockedPointerIsGrabbedAndHiddenAndComesBackOnUnlock() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let controller = LockingController()
        app.window.rootViewController = controller
        let target = InputLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        controller.view.addSubview(target)
        app.host.makeKey()
        app.window.makeKey()
        UIApplication.shared.transition(to: .active)
        app.input.move(to: 100, 100)
        app.pump()
        #expect(try PointerGrabProbe.canGrab(display: app.server.display))
        #expect(try CursorImage.current(display: app.server.display).visiblePixelCount > 0)

        controller.wantsLock = true
        controller.setNeedsUpdateOfPrefersPointerLocked()
        app.pump()
        #expect(app.host.isPointerLocked)
        #expect(try !PointerGrabProbe.canGrab(display: app.server.display), "the app holds the pointer")
        #expect(try CursorImage.current(display: app.server.display).visiblePixelCount == 0, "and hides it")
        app.input.click(at: 200, 150)
        #expect(app.pump(until: { target.touches.contains { $0.phase == .ended } }), "clicks still reach the view")

        controller.wantsLock = false
        controller.setNeedsUpdateOfPrefersPointerLocked()
        app.pump()
        #expect(!app.host.isPointerLocked)
        #expect(try PointerGrabProbe.canGrab(display: app.server.display))
        #expect(try CursorImage.current(display: app.server.display).visiblePixelCount > 0)
    }
}
