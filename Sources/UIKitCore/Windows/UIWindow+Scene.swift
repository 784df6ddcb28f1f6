/// A window's scene. A window made for a scene fills the scene, as on iOS (on the desktop a scene is its screen).
extension UIWindow {
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.defaultWindowFrame)
        self.windowScene = windowScene
    }

    /// Setting it moves the window from its scene to another (onto that scene's screen); `nil` leaves the scene.
    public var windowScene: UIWindowScene? {
        get { UIApplication.shared.windowScenes.first { scene in scene.windows.contains { $0 === self } } }
        set {
            let old = windowScene
            guard newValue !== old else { return }
            old?.remove(self)
            newValue?.add(self)
        }
    }
}
