/// A scene's activation states, one step at a time and in UIKit's order: each step tells the delegate, then posts
/// the notification, then the application's state follows its scenes.
extension UIScene {
    func enterForeground() {
        guard activationState == .background || activationState == .unattached else { return }
        delegate?.sceneWillEnterForeground(self)
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        activationState = .foregroundInactive
        UIApplication.shared.followScenes()
    }

    func activate() {
        enterForeground()
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didActivateNotification, object: self)
        UIApplication.shared.followScenes()
    }

    func deactivate() {
        guard activationState == .foregroundActive else { return }
        delegate?.sceneWillResignActive(self)
        NotificationCenter.default.post(name: Self.willDeactivateNotification, object: self)
        activationState = .foregroundInactive
        UIApplication.shared.followScenes()
    }

    func enterBackground() {
        deactivate()
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        UIApplication.shared.followScenes()
    }

    /// Through the background, as a scene UIKit releases is, then disconnected.
    func disconnect() {
        enterBackground()
        activationState = .unattached
        delegate?.sceneDidDisconnect(self)
        NotificationCenter.default.post(name: Self.didDisconnectNotification, object: self)
    }
}
