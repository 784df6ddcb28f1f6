import Foundation

/// Pointer lock (UIPointerLockState.swift): granted to a window while it is full screen (its monitor's alone: entered
/// with View ▸ Enter Full Screen, or a window covering an external display) and has the keys in the active
/// application, and the controller that decides prefers it; the window's host grabs the pointer, and the scene's lock
/// state and its notification follow. Leaving full screen, losing the keys or resigning takes the lock back; coming
/// back gives it again.
extension UIWindow {
    /// The controller whose `prefersPointerLocked` counts: the root's, or the child it names, and so on down.
    var pointerLockController: UIViewController? {
        var controller = rootViewController
        var depth = 0
        while let child = controller?.childViewControllerForPointerLock, child !== controller, depth < 64 {
            controller = child
            depth += 1
        }
        return controller
    }

    /// Locks or unlocks the pointer as the window's state and its controller's preference now say.
    func updatePointerLock() {
        let wanted = !isHidden && host != nil && (isFullScreenOnDesktop || coversScreen) && isKeyWindow
            && UIApplication.shared.applicationState == .active && (pointerLockController?.prefersPointerLocked ?? false)
        guard wanted != isPointerLocked else { return }
        isPointerLocked = wanted
        host?.setPointerLocked(wanted)
        guard let scene = windowScene, let state = scene.pointerLockState, state.isLocked != wanted else { return }
        state.isLocked = wanted
        NotificationCenter.default.post(name: UIPointerLockState.didChangeNotification, object: state,
                                        userInfo: [UIPointerLockState.sceneUserInfoKey: scene])
    }
}
