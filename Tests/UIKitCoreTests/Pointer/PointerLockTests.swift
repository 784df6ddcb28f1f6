import Foundation
import Testing
@testable import UIKitCore

/// Pointer lock: a controller's `prefersPointerLocked` is granted while its window is full screen and has the keys in
/// the active application, taken back when the window leaves full screen or loses the keys, the application resigns
/// or the preference goes; the scene's `pointerLockState` and its notification follow.
@MainActor @Suite(.serialized) struct PointerLockTests {
    final class LockingController: UIViewController {
        var wantsLock = true
        var child: UIViewController?
        override var prefersPointerLocked: Bool { wantsLock }
        override var childViewControllerForPointerLock: UIViewController? { child }
    }

    private func host(_ window: UIWindow) -> HeadlessWindowHost? { window.host as? HeadlessWindowHost }

    @Test func theKeyWindowsControllerGetsTheLockWhileTheAppIsActive() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        UIApplication.shared.transition(to: .active)
        let controller = LockingController()
        controller.wantsLock = false
        window.rootViewController = controller
        window.makeKey()
        window.toggleFullScreen()
        #expect(host(window)?.isPointerLocked == false)
        controller.wantsLock = true
        controller.setNeedsUpdateOfPrefersPointerLocked()
        #expect(host(window)?.isPointerLocked == true)

        UIApplication.shared.transition(to: .inactive)
        #expect(host(window)?.isPointerLocked == false, "an inactive application gives the pointer back")
        UIApplication.shared.transition(to: .active)
        #expect(host(window)?.isPointerLocked == true)

        let (other, _) = EventTestEnvironment.makeWindow()
        other.makeKey()
        #expect(host(window)?.isPointerLocked == false, "another window has the keys")
        other.isHidden = true
        window.makeKey()
        #expect(host(window)?.isPointerLocked == true)

        controller.wantsLock = false
        controller.setNeedsUpdateOfPrefersPointerLocked()
        #expect(host(window)?.isPointerLocked == false)
    }

    @Test func theChildNamedForPointerLockDecides() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        UIApplication.shared.transition(to: .active)
        let parent = LockingController()
        parent.wantsLock = false
        let child = LockingController()
        parent.child = child
        window.rootViewController = parent
        window.makeKey()
        window.toggleFullScreen()
        child.setNeedsUpdateOfPrefersPointerLocked()
        #expect(host(window)?.isPointerLocked == true)
        child.wantsLock = false
        child.setNeedsUpdateOfPrefersPointerLocked()
        #expect(host(window)?.isPointerLocked == false)
        window.isHidden = true
        #expect(host(window)?.isPointerLocked != true)
    }

    @Test func aScenesLockStateFollowsAndIsAnnounced() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let state = try #require(scene.pointerLockState)
        #expect(!state.isLocked)
        var notes: [(Bool, ObjectIdentifier?)] = []
        let observer = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification, object: state,
                                                              queue: nil) { note in
            let scene = (note.userInfo?[UIPointerLockState.sceneUserInfoKey] as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { notes.append((state.isLocked, scene)) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.transition(to: .active)
        let window = UIWindow(windowScene: scene)
        defer { window.isHidden = true }
        let controller = LockingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(!state.isLocked, "a window that is not full screen is not given the lock")
        window.toggleFullScreen()
        #expect(state.isLocked)
        window.toggleFullScreen()
        #expect(!state.isLocked, "leaving full screen takes it back")
        window.toggleFullScreen()
        #expect(state.isLocked, "and coming back gives it again")
        controller.wantsLock = false
        controller.setNeedsUpdateOfPrefersPointerLocked()
        #expect(!state.isLocked)
        #expect(notes.map(\.0) == [true, false, true, false] && notes.allSatisfy { $0.1 == ObjectIdentifier(scene) })
    }

    @Test func onlyAFullScreenWindowIsGivenTheLock() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        UIApplication.shared.transition(to: .active)
        let controller = LockingController()
        window.rootViewController = controller
        window.makeKey()
        controller.setNeedsUpdateOfPrefersPointerLocked()
        #expect(host(window)?.isPointerLocked == false, "a key window in a desktop's place is not locked")
        window.toggleFullScreen()
        #expect(window.isFullScreenOnDesktop && host(window)?.isPointerLocked == true)

        let (other, _) = EventTestEnvironment.makeWindow()
        other.makeKey()
        #expect(host(window)?.isPointerLocked == false, "full screen but without the keys")
        other.isHidden = true
        window.makeKey()
        #expect(host(window)?.isPointerLocked == true, "regained with the keys")

        window.toggleFullScreen()
        #expect(!window.isFullScreenOnDesktop && host(window)?.isPointerLocked == false, "left full screen")
        window.toggleFullScreen()
        #expect(host(window)?.isPointerLocked == true, "back in full screen")
        window.toggleFullScreen()
    }
}
