import Foundation
import CX11
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// Pointer lock on a real X server: while a controller has it (in a full-screen window with the keys), the app holds
/// an XI2 grab of the pointer (another client's grab is refused), the cursor read back through XFixes is invisible,
/// and clicks still reach the app's views; unlocking gives the pointer back. A window that is not full screen is
/// never locked; leaving full screen (through UIKit, or the window manager changing _NET_WM_STATE on its own) or
/// losing the keys releases the grab, and coming back takes it again.
@MainActor @Suite(.serialized) struct PointerLockXvfbTests {
    @Test func aLockedPointerIsGrabbedAndHiddenAndComesBackOnUnlock() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let controller = PointerLockingController()
        app.showKeyAndActive(controller)
        let target = InputLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        controller.view.addSubview(target)
        app.window.toggleFullScreen()
        defer { if app.window.isFullScreenOnDesktop { app.window.toggleFullScreen() } }
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

    /// Where the pointer is on the root window.
    private func pointer(on display: String) throws -> (x: Int, y: Int) {
        guard let connection = XOpenDisplay(display) else { throw XServerError.cannotConnect(display) }
        defer { XCloseDisplay(connection) }
        return pointerPosition(on: connection)
    }

    /// Losing the keys to another application (the desktop's Alt+Tab moves the input focus; a click cannot, the
    /// pointer being ours) resigns the app and gives the pointer back at once, visible again; the focus coming back
    /// takes it again.
    @Test func focusTakenByTheDesktopReleasesTheGrabAndFocusBackTakesItAgain() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let controller = PointerLockingController()
        controller.wantsLock = true
        app.showKeyAndActive(controller)
        app.window.toggleFullScreen()
        defer { if app.window.isFullScreenOnDesktop { app.window.toggleFullScreen() } }
        app.pump()
        let manager = try WindowManagerClient(display: app.server.display)
        manager.focus(app.host.windowID)
        #expect(app.pump(until: { app.host.isPointerLocked }), "full screen with the keys: locked")
        #expect(try !PointerGrabProbe.canGrab(display: app.server.display))

        manager.focusAnotherClientsWindow()
        #expect(app.pump(until: { UIApplication.shared.applicationState != .active }), "the app resigned")
        #expect(!app.host.isPointerLocked)
        #expect(app.window.windowScene?.pointerLockState?.isLocked != true)
        #expect(try PointerGrabProbe.canGrab(display: app.server.display), "the pointer is free for the other app")
        #expect(try CursorImage.current(display: app.server.display).visiblePixelCount > 0, "and visible")

        manager.focus(app.host.windowID)
        #expect(app.pump(until: { app.host.isPointerLocked }), "the keys back: locked again")
        #expect(try !PointerGrabProbe.canGrab(display: app.server.display))
    }

    @Test func onlyAFullScreenWindowGrabsThePointerAndLeavingFullScreenReleasesIt() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let controller = PointerLockingController()
        controller.wantsLock = true
        app.showKeyAndActive(controller)
        app.input.move(to: 30, 40)
        controller.setNeedsUpdateOfPrefersPointerLocked()
        app.pump()
        let manager = try WindowManagerClient(display: app.server.display)
        #expect(!manager.states(of: app.host.windowID).contains("_NET_WM_STATE_FULLSCREEN"))
        #expect(!app.host.isPointerLocked && app.window.windowScene?.pointerLockState?.isLocked != true)
        #expect(try PointerGrabProbe.canGrab(display: app.server.display), "a window in its place does not grab")
        #expect(try pointer(on: app.server.display) == (30, 40))

        app.window.toggleFullScreen()
        app.pump()
        #expect(manager.states(of: app.host.windowID).contains("_NET_WM_STATE_FULLSCREEN"))
        #expect(app.host.isPointerLocked)
        #expect(try !PointerGrabProbe.canGrab(display: app.server.display), "full screen, the app holds the pointer")
        let warped = try pointer(on: app.server.display)
        #expect(warped != (30, 40) && warped.x >= 150 && warped.y >= 100, "the pointer was put in the window's middle")

        // The window manager takes the window out of full screen on its own (its key or menu), then back.
        manager.setStates(of: app.host.windowID, [])
        #expect(app.pump(until: { !app.host.isPointerLocked }), "out of full screen by the desktop's hand")
        #expect(!app.window.isFullScreenOnDesktop)
        #expect(try PointerGrabProbe.canGrab(display: app.server.display))
        manager.setStates(of: app.host.windowID, ["_NET_WM_STATE_FULLSCREEN"])
        #expect(app.pump(until: { app.host.isPointerLocked }) && app.window.isFullScreenOnDesktop, "and back")

        app.window.toggleFullScreen()
        app.pump()
        #expect(!manager.states(of: app.host.windowID).contains("_NET_WM_STATE_FULLSCREEN"))
        #expect(!app.host.isPointerLocked)
        #expect(try PointerGrabProbe.canGrab(display: app.server.display), "leaving full screen releases the grab")
        #expect(try CursorImage.current(display: app.server.display).visiblePixelCount > 0)
    }
}
