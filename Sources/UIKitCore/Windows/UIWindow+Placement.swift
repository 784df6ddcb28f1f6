/// Desktop windows come back where the user left them (WindowPlacementStore.swift): a window's place is restored
/// when its platform window is first made, and remembered whenever the user moves or resizes it.
extension UIWindow {
    /// The session and the window's place among its windows: a scene's windows by the scene session, an app
    /// without scenes by its desktop windows in the order they were made. Windows covering a screen have none.
    var placementKey: (session: String, index: Int)? {
        guard !coversScreen else { return nil }
        if let scene = windowScene {
            guard scene.session.role == .windowApplication,
                  let index = scene.windows.firstIndex(where: { $0 === self }) else { return nil }
            return (scene.session.persistentIdentifier, index)
        }
        let desktopWindows = UIApplication.shared.windows.filter { !$0.coversScreen && $0.windowScene == nil }
        return desktopWindows.firstIndex { $0 === self }.map { (WindowPlacementStore.applicationSession, $0) }
    }

    /// Once, before the window's first platform window: the place it had at the end of the last launch.
    func restorePlacementIfRemembered() {
        guard !placementRestored, let store = WindowPlacementStore.shared else { return }
        placementRestored = true
        guard let key = placementKey, let placement = store.placement(session: key.session, index: key.index),
              let restored = WindowPlacementStore.restored(placement, screens: UIScreen.screens) else { return }
        if restored.screen !== screen {
            place(on: restored.screen, covering: false)
            windowScene?.windowDidChangeScreen(self)
        }
        frame = restored.frame
    }

    /// The user moved or resized the window (or the application is ending): its place is remembered.
    func rememberPlacement() {
        guard let store = WindowPlacementStore.shared, host != nil, !isHidden, let key = placementKey else { return }
        store.record(WindowPlacementStore.Placement(screen: screen.identifier, x: frame.minX, y: frame.minY,
                                                    width: frame.width, height: frame.height),
                     session: key.session, index: key.index)
    }
}
