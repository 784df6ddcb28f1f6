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
        set { place(on: newValue, covering: newValue !== UIScreen.main) }
    }

    /// Puts the window on `newScreen`, covering it (an external display) or as a desktop window there.
    func place(on newScreen: UIScreen, covering: Bool) {
        guard newScreen !== screenStorage || covering != coversScreen else { return }
        // Another screen can mean another scale (and size): views and controllers hear their new traits.
        let traits = TraitSnapshot(of: self)
        screenStorage = newScreen
        coversScreen = covering
        applyScreenScale()
        if coversScreen { frame = newScreen.bounds }
        if host != nil { recreateHost() }
        traits.notifyChanges()
    }

    /// Every view's layer draws at the screen's native scale (so a window on a 1.5 desktop is sharp, and one moved to
    /// a monitor of another scale redraws for it); views whose scale changes redraw.
    func applyScreenScale() {
        let scale = screen.nativeScale
        forEachInSubtree { view in
            if view.contentScaleFactor != scale { view.contentScaleFactor = scale }
        }
    }

    func showHost() {
        if host == nil { createHost() }
        host?.setVisible(true)
    }

    func hideHost() {
        updatePointerLock()
        host?.setVisible(false)
    }

    func createHost() {
        guard let server = UIApplication.windowServer else { return }
        restorePlacementIfRemembered()
        applyScreenScale()
        if coversScreen && frame != screen.bounds { frame = screen.bounds }
        let configuration = WindowHostConfiguration(
            screenID: screen.identifier, frame: frame, scale: screen.nativeScale,
            title: desktopTitle, level: windowLevel.rawValue, isFullScreen: coversScreen)
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
        defer { rememberPlacement() }
        guard let root = rootViewController else { frame.size = size; return }
        root.transitionView(to: size, in: self) { frame.size = size }
    }

    /// The window server moved the platform window; `origin` is in the screen's points.
    func hostDidMove(to origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite, !coversScreen, origin != frame.origin else { return }
        frame.origin = origin
        rememberPlacement()
    }

    /// The user moved the window onto another monitor (its centre is there now): the window is on that screen, at
    /// `origin` in its points, and keeps its size in points. The platform window takes the new scale (its pixel
    /// size follows at the next commit), every view redraws at it, the scene follows, and views and controllers
    /// whose traits changed (`displayScale`) hear of it.
    func hostDidMove(to newScreen: UIScreen, origin: CGPoint) {
        guard newScreen !== screen, !coversScreen else { return hostDidMove(to: origin) }
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let traits = TraitSnapshot(of: self)
        screenStorage = newScreen
        host?.setScreen(newScreen.identifier, scale: newScreen.nativeScale)
        applyScreenScale()
        frame.origin = origin
        windowScene?.windowDidChangeScreen(self)
        traits.notifyChanges()
        rememberPlacement()
    }

    /// The window's screen changed its scale (the desktop's DPI changed): the platform window and the views follow,
    /// as on a move to another monitor. `traits` was taken before the screen changed.
    func screenScaleDidChange(traits: TraitSnapshot) {
        host?.setScreen(screen.identifier, scale: screen.nativeScale)
        applyScreenScale()
        traits.notifyChanges()
    }
}
