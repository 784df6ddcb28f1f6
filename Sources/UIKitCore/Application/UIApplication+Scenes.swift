/// Scenes for an app whose Info.plist has a scene manifest (UISceneManifest.swift). The desktop reading of iOS
/// scenes: the application scene is the app's top-level window group, connected after `didFinishLaunching`; its
/// activation follows X focus (active) and iconify (background); closing its last window disconnects it and
/// discards its session. Each external monitor is a scene of the `.windowExternalDisplayNonInteractive` role.
/// The application's own state follows its application scenes: its notifications are posted, its delegate's
/// foreground and background methods are not called (UIApplication.swift).
extension UIApplication {
    /// Connected scenes, in the order they connected.
    private static var scenes: [UIScene] = []
    private static var sessions: [UISceneSession] = []

    public var connectedScenes: Set<UIScene> { Set(Self.scenes) }
    public var openSessions: Set<UISceneSession> { Set(Self.sessions) }
    /// Info.plist's `UIApplicationSupportsMultipleScenes`.
    public var supportsMultipleScenes: Bool { UISceneManifest.current?.supportsMultipleScenes ?? false }

    /// Whether the app declared a scene manifest, which hands the life cycle to scene delegates.
    var usesScenes: Bool { UISceneManifest.current != nil }

    var windowScenes: [UIWindowScene] { Self.scenes.compactMap { $0 as? UIWindowScene } }

    /// After `didFinishLaunching`: the application scene, then one scene per external screen already there.
    /// The application scene restores the session used last (so its windows come back where they were).
    func connectLaunchScenes(opening urls: [URL] = []) {
        connectScene(role: .windowApplication, screen: UIScreen.main,
                     options: UIScene.ConnectionOptions(urlContexts: Set(urls.map { UIOpenURLContext(url: $0) })),
                     restoring: WindowPlacementStore.shared?.lastSessionIdentifier)
        for screen in UIScreen.screens.dropFirst() {
            connectScene(role: .windowExternalDisplayNonInteractive, screen: screen)
        }
    }

    /// A new session (or a destroyed one opened again: `closed`) asks the delegate for its configuration; the scene, its delegate and its storyboard's window
    /// are made from it; the delegate hears `willConnectTo`, the window is shown, and the scene comes to the
    /// foreground and becomes active (a desktop window opens focused).
    @discardableResult
    func connectScene(role: UISceneSession.Role, screen: UIScreen,
                      options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
                      restoring identifier: String? = nil, reopening closed: UISceneSession? = nil) -> UIScene {
        let session = closed ?? UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role),
                                               persistentIdentifier: identifier ?? UUID().uuidString)
        session.activityType = session.activityType ?? options.userActivities.first?.activityType
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration.manifestDefault(for: role)
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        (scene as? UIWindowScene)?.screen = screen
        scene.delegate = makeSceneDelegate(configuration)
        Self.sessions.append(session)
        Self.scenes.append(scene)
        let window = (scene as? UIWindowScene).flatMap { loadStoryboardWindow(configuration, into: $0) }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let window, (scene.delegate as? any UIWindowSceneDelegate)?.window.map({ $0 === window }) ?? true {
            window.makeKeyAndVisible()
        }
        if role == .windowApplication {
            // A new desktop window takes the focus from the others.
            for other in windowScenes where other !== scene && other.session.role == .windowApplication {
                other.deactivate()
            }
        }
        scene.activate()
        return scene
    }

    private func makeSceneDelegate(_ configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        if let type = configuration.delegateClass {
            if let delegate = UINibClassRegistry.makeSceneDelegate(of: type) { return delegate }
            UIKitLog.error("scene configuration \"\(configuration.name ?? "")\": delegateClass \(type) is not registered; register it with UINibClassRegistry.registerSceneDelegate(\(type)()) or UIApplicationMain(delegate:sceneDelegate:); the scene has no delegate")
        } else if let name = configuration.delegateClassName {
            let bare = name.split(separator: ".").last.map(String.init) ?? name
            UIKitLog.error("Info.plist: UISceneDelegateClassName \"\(name)\" is not a registered class; register it in main.swift with UIApplicationMain(delegate: AppDelegate(), sceneDelegate: \(bare)()); the scene has no delegate")
        }
        return nil
    }

    /// `UISceneStoryboardFile`: its initial view controller in a new window of the scene, given to the delegate's
    /// `window` before `willConnectTo` (the template's delegate finds it set).
    private func loadStoryboardWindow(_ configuration: UISceneConfiguration, into scene: UIWindowScene) -> UIWindow? {
        guard let storyboard = configuration.storyboard else { return nil }
        guard let initial = storyboard.instantiateInitialViewController() else {
            UIKitLog.error("scene configuration \"\(configuration.name ?? "")\": the storyboard has no initial view controller; the scene starts without a window")
            return nil
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = initial
        scene.storyboardWindow = window
        (scene.delegate as? any UIWindowSceneDelegate)?.window = window
        return window
    }

    /// Disconnects `scene` and, as closing a desktop window means the user is done with it, discards its session.
    func closeScene(_ scene: UIScene) {
        guard let index = Self.scenes.firstIndex(where: { $0 === scene }) else { return }
        scene.disconnect()
        Self.scenes.remove(at: index)
        Self.sessions.removeAll { $0 === scene.session }
        delegate?.application(self, didDiscardSceneSessions: [scene.session])
        followScenes()
    }

    /// The application is active when one of its application scenes is, inactive when one is in the foreground,
    /// in the background when all are.
    func followScenes() {
        let states = Self.scenes.filter { $0.session.role == .windowApplication }.map(\.activationState)
        if states.contains(.foregroundActive) { transition(to: .active) }
        else if states.contains(.foregroundInactive) { transition(to: .inactive) }
        else if states.contains(.background) { transition(to: .background) }
    }

    // MARK: The window server

    /// Focus, iconify and close, for an app that uses scenes; `false` for other events.
    func handleSceneEvent(_ event: WindowServerEvent) -> Bool {
        switch event {
        case .windowFocusChanged(let host, let focused):
            guard let window = window(for: host) else { return true }
            let scene = window.windowScene
            if focused {
                setKeyWindow(window)
                // One desktop window has the focus: the scene that had it resigns first.
                for other in windowScenes where other !== scene && other.session.role == .windowApplication {
                    other.deactivate()
                }
                scene?.activate()
            } else {
                scene?.deactivate()
            }
        case .windowMinimized(let host, let minimized):
            guard let window = window(for: host), let scene = window.windowScene else { return true }
            scene.setMinimized(window, minimized)
            if minimized {
                if scene.windows.allSatisfy({ $0.isHidden || scene.isMinimized($0) }) { scene.enterBackground() }
            } else {
                scene.enterForeground()
            }
        case .windowCloseRequested(let host):
            guard let window = window(for: host) else { return true }
            let scene = window.windowScene
            window.isHidden = true
            if let scene, scene.windows.allSatisfy(\.isHidden) { closeScene(scene) }
            if windows.allSatisfy({ $0.isHidden || $0.coversScreen }) { terminate() }
        default:
            return false
        }
        return true
    }

    // MARK: Screens

    /// A monitor connected: the iOS 16 way, a scene of the external-display role (after UIScreen's notification).
    func screenDidConnect(_ screen: UIScreen) {
        guard usesScenes else { return }
        connectScene(role: .windowExternalDisplayNonInteractive, screen: screen)
    }

    /// A monitor is going away: its scenes disconnect, before its windows move to the main screen.
    func screenWillDisconnect(_ screen: UIScreen) {
        for scene in windowScenes where scene.screen === screen {
            // A desktop window the user dragged onto the monitor goes back to the main screen with its scene.
            if scene.session.role == .windowExternalDisplayNonInteractive { closeScene(scene) } else { scene.screen = UIScreen.main }
        }
    }
}
