/// The platform window behind a `UIWindow`, and the screen it is on.
///
/// A window on the main screen is a desktop window of the window's frame; a window on an external screen covers
/// that screen (iOS apps show full-screen content on external displays). The platform window follows the view
/// side at every commit: a frame change reaches it before the frame's pixels do.
extension UIWindow {
    /// New windows are on the main screen. Moving a visible window re-creates its platform window on the new screen
    /// (a different monitor can mean a different X screen, and always means different decorations).
    public var screen: UIScreen {
        get { screenStorage }
        set {
            guard newValue !== screenStorage else { return }
            // Another screen can mean another scale (and size): views and controllers hear their new traits.
            let traits = TraitSnapshot(of: self)
            screenStorage = newValue
            contentScaleFactor = newValue.scale
            if newValue !== UIScreen.main { frame = newValue.bounds }
            if host != nil { recreateHost() }
            traits.notifyChanges()
        }
    }

    func showHost() {
        if host == nil { createHost() }
        host?.setVisible(true)
    }

    func hideHost() {
        host?.setVisible(false)
    }

    func createHost() {
        guard let server = UIApplication.windowServer else { return }
        let external = screen !== UIScreen.main
        if external && frame != screen.bounds { frame = screen.bounds }
        let configuration = WindowHostConfiguration(
            screenID: screen.identifier, frame: frame, scale: screen.scale,
            title: title, level: windowLevel.rawValue, isFullScreen: external)
        do {
            let host = try server.makeWindowHost(configuration)
            self.host = host
            layerHost = CALayerHost(rootLayer: layer) { [weak self, weak host] tree in
                guard let host else { return }
                if let self { host.setFrame(self.frame) }
                host.present(tree)
            }
            windowScene?.sizeRestrictions?.apply(to: self)
        } catch {
            UIKitLog.error("could not create a window on \(screen.name): \(error)")
        }
    }

    func recreateHost() {
        destroyHost()
        if !isHidden { showHost() }
    }

    func destroyHost() {
        layerHost?.invalidate()
        layerHost = nil
        host?.destroy()
        host = nil
    }

    /// The window server resized the platform window (a user dragging its edge): the bounds change, so
    /// autoresizing and `layoutSubviews` follow at the next commit.
    func hostDidResize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, size != bounds.size else {
            return
        }
        // The root controller (and what it presents) hears of the new size first, as on an iOS rotation.
        guard let root = rootViewController else { frame.size = size; return }
        root.transitionView(to: size, in: self) { frame.size = size }
    }

    /// The window server moved the platform window; `origin` is in the screen's points.
    func hostDidMove(to origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite, screen === UIScreen.main, origin != frame.origin else { return }
        frame.origin = origin
    }
}
