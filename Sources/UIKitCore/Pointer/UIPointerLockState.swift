import Foundation

/// Whether the pointer is locked to a scene (`UIScene.pointerLockState`): hidden, and kept to the scene's window, so
/// that a game or a drawing tool gets every movement. A view controller asks for it with `prefersPointerLocked`
/// (the window's root, or the child its `childViewControllerForPointerLock` names); the request is only a request, as
/// in UIKit, where the system locks the pointer only for an app that fills the screen and is in front: it is granted
/// while the window is full screen and has the keys in the active application, and given back when it leaves full
/// screen or loses them. On X11 the lock is an XI2 grab of the pointer with an invisible cursor.
@preconcurrency @MainActor open class UIPointerLockState: NSObject {
    /// Posted when `isLocked` changes; the scene is in the user info under `sceneUserInfoKey`.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// Whether the pointer is locked now (what was granted, not what was asked).
    public internal(set) var isLocked = false

    override init() { super.init() }
}
