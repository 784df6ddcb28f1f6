import Foundation

/// Whether the pointer is locked to a scene (`UIScene.pointerLockState`): hidden, and kept to the scene's window, so
/// that a game or a drawing tool gets every movement. A view controller asks for it with `prefersPointerLocked`
/// (the window's root, or the child its `childViewControllerForPointerLock` names); the request is granted while the
/// window has the keys in the active application, and given back when it loses them, as iPadOS grants it only to the
/// frontmost full-screen scene. On X11 the lock is an XI2 grab of the pointer with an invisible cursor.
@preconcurrency @MainActor open class UIPointerLockState: NSObject {
    /// Posted when `isLocked` changes; the scene is in the user info under `sceneUserInfoKey`.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// Whether the pointer is locked now (what was granted, not what was asked).
    public internal(set) var isLocked = false

    override init() { super.init() }
}
