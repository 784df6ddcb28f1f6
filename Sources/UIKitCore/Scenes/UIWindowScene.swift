/// A scene that shows windows on one screen. On the desktop it fills its screen: a window made for it
/// (`UIWindow(windowScene:)`) gets the screen's bounds, and its coordinate space is the screen's.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    /// The scene's windows, weakly held, in the order they joined it.
    private var windowRefs: [WeakSceneWindow] = []

    /// The main screen for application scenes; the external screen for an external display's scene.
    public internal(set) var screen: UIScreen = UIScreen.main

    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// The sizes the scene's windows may take, as on Mac Catalyst (on iPhone and iPad, nil).
    public private(set) lazy var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions(scene: self)

    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// A desktop monitor is not turned: wider than tall is landscape.
    public var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width >= screen.bounds.height ? .landscapeRight : .portrait
    }

    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: screen.nativeScale),
                                       UITraitCollection(userInterfaceIdiom: .mac)])
    }

    /// The window made from the configuration's storyboard, kept with the scene whether or not its delegate has a
    /// `window` to hold it.
    var storyboardWindow: UIWindow?

    /// Windows the window server reports iconified: the scene is in the background when all of its are.
    private var minimizedWindows: Set<ObjectIdentifier> = []

    func setMinimized(_ window: UIWindow, _ minimized: Bool) {
        if minimized { minimizedWindows.insert(ObjectIdentifier(window)) }
        else { minimizedWindows.remove(ObjectIdentifier(window)) }
    }

    func isMinimized(_ window: UIWindow) -> Bool { minimizedWindows.contains(ObjectIdentifier(window)) }

    /// Where a new window for the scene goes: the whole scene.
    var defaultWindowFrame: CGRect { screen.bounds }

    func add(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakSceneWindow(window: window))
        // A desktop scene's windows are desktop windows wherever the user put the scene; others cover their screen.
        window.place(on: screen, covering: session.role != .windowApplication && screen !== UIScreen.main)
        window.sceneTitle = title
        sizeRestrictions?.apply(to: window)
    }

    func remove(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        window.sceneTitle = nil
    }

    /// A window of the scene was moved onto another monitor: a desktop scene is on the screen of its first window
    /// (its scale is the scene's `displayScale`).
    func windowDidChangeScreen(_ window: UIWindow) {
        guard session.role == .windowApplication, (windows.first { !$0.isHidden } ?? windows.first) === window else {
            return
        }
        screen = window.screen
    }

    override func titleDidChange() {
        for window in windows { window.sceneTitle = title }
    }
}

private struct WeakSceneWindow {
    weak var window: UIWindow?
}
