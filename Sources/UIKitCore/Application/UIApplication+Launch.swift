/// What `Info.plist` changes about a launch (R-NIB-9, C.2.5): the main interface file (`NSMainNibFile`,
/// `UIMainStoryboardFile`) loaded before `application(_:willFinishLaunchingWithOptions:)` — the storyboard's window
/// made key and visible after `application(_:didFinishLaunchingWithOptions:)` — and URLs given as
/// command-line arguments whose scheme `CFBundleURLTypes` declares — the desktop's way of launching an app "to
/// open a URL" — passed as `LaunchOptionsKey.url` and then to `application(_:open:options:)`. With a scene manifest
/// (`UIApplicationSceneManifest`), the scenes connect after launching (UIApplication+Scenes.swift).
extension UIApplication {
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The delegate's part of the launch, in UIKit's order: main nib, will- and did-finish-launching (with the
    /// first URL in the options), the did-finish notification, the URLs opened (unless either finish method
    /// returned false), then active.
    func finishLaunching(delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]?, bundle: Bundle,
                         arguments: [String]) {
        delegateStorage = delegate
        UISceneManifest.current = UISceneManifest(bundle: bundle, moduleName: Self.moduleName(of: delegate))
        Self.makeStandardDirectories()
        var configuration = LaunchConfiguration(bundle: bundle, arguments: arguments)
        // With scenes, the URLs go to the first scene's connection options instead of the application delegate.
        let sceneURLs = usesScenes ? configuration.urls : []
        if usesScenes { configuration.urls = [] }
        loadMainInterface(configuration, delegate: delegate)
        let options = launchOptions(options, configuration)
        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: options)
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: options)
        showMainStoryboardWindow(delegate: delegate)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if willFinish && didFinish { openLaunchURLs(configuration, delegate: delegate) }
        if usesScenes { connectLaunchScenes(opening: sceneURLs) } else { transition(to: .active) }
    }

    /// The module the app's code is in (`$(PRODUCT_MODULE_NAME)` in Info.plist): its delegate class's.
    static func moduleName(of delegate: any UIApplicationDelegate) -> String {
        String(String(reflecting: type(of: delegate)).prefix { $0 != "." })
    }

    /// An iOS app finds its Documents and Caches folders in place (Book #30); on Linux they are the user's
    /// (XDG) documents and cache folders, made if missing. A folder that cannot be made is one log line.
    static func makeStandardDirectories() {
        for directory in [FileManager.SearchPathDirectory.documentDirectory, .cachesDirectory] {
            for path in NSSearchPathForDirectoriesInDomains(directory, .userDomainMask, true) {
                do {
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                } catch {
                    UIKitLog.error("cannot make the \(directory == .documentDirectory ? "Documents" : "Caches") folder \(path): \(error.localizedDescription)")
                }
            }
        }
    }

    /// The launch's reading of the application bundle and the command line.
    struct LaunchConfiguration {
        let bundle: Bundle
        /// `NSMainNibFile` (with or without `.xib`), or `nil`.
        let mainNibName: String?
        /// `UIMainStoryboardFile` (with or without `.storyboard`), or `nil`.
        let mainStoryboardName: String?
        /// Arguments that are URLs with a declared scheme, in command-line order.
        var urls: [URL]

        init(bundle: Bundle, arguments: [String]) {
            self.bundle = bundle
            let info = bundle.infoDictionary ?? [:]
            mainNibName = (info["NSMainNibFile"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            mainStoryboardName = (info["UIMainStoryboardFile"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            let schemes = Self.declaredSchemes(in: info, path: bundle.bundlePath)
            urls = arguments.compactMap { argument in
                guard let url = URL(string: argument), let scheme = url.scheme?.lowercased(), argument.contains(":") else { return nil }
                guard schemes.contains(scheme) else {
                    if argument.contains("://") {
                        UIKitLog.error("not opening \(argument): its scheme \"\(scheme)\" is not in Info.plist's CFBundleURLTypes")
                    }
                    return nil
                }
                return url
            }
        }

        /// `CFBundleURLTypes = ({CFBundleURLSchemes = (myapp, ...); ...}, ...)`, lowercased (schemes are
        /// case-insensitive); entries of the wrong type are logged and skipped.
        static func declaredSchemes(in info: [String: Any], path: String) -> Set<String> {
            guard let rawTypes = info["CFBundleURLTypes"] else { return [] }
            guard let types = rawTypes as? [Any] else {
                UIKitLog.error("\(path)/Info.plist: CFBundleURLTypes is not an array")
                return []
            }
            var schemes: Set<String> = []
            for type in types {
                guard let schemeList = (type as? [String: Any])?["CFBundleURLSchemes"] as? [Any] else {
                    UIKitLog.error("\(path)/Info.plist: a CFBundleURLTypes entry without a CFBundleURLSchemes array")
                    continue
                }
                schemes.formUnion(schemeList.compactMap { ($0 as? String)?.lowercased() })
            }
            return schemes
        }
    }

    /// Loads `UIMainStoryboardFile` (see `loadMainStoryboard`), else `NSMainNibFile` with the application as
    /// File's Owner. The delegate `UIApplicationMain` was given stands for the nib's object of the delegate's
    /// class, so the nib's `delegate` and `window` outlets reach it.
    func loadMainInterface(_ configuration: LaunchConfiguration, delegate: any UIApplicationDelegate) {
        // With a scene manifest each scene loads its own storyboard (Xcode's template names Main in both places).
        if let name = configuration.mainStoryboardName, !usesScenes {
            loadMainStoryboard(name, bundle: configuration.bundle, delegate: delegate)
            return
        }
        guard let name = configuration.mainNibName else { return }
        let nib = UINib(nibName: name, bundle: configuration.bundle)
        guard nib.isLoaded else {
            UIKitLog.error("Info.plist: NSMainNibFile \"\(name)\" could not be loaded")
            return
        }
        let delegateClass = String(describing: type(of: delegate))
        _ = nib.instantiate(withOwner: self, options: [.existingObjects: [delegateClass: delegate as AnyObject]])
    }

    /// The main storyboard as iOS loads it: the delegate's window (a new one filling the main screen when it has
    /// none) gets a new instance of the initial view controller as root, before the delegate is told the launch
    /// is finishing; it is made key and visible after `application(_:didFinishLaunchingWithOptions:)`.
    func loadMainStoryboard(_ name: String, bundle: Bundle, delegate: any UIApplicationDelegate) {
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        guard let initial = storyboard.instantiateInitialViewController() else {
            UIKitLog.error("Info.plist: UIMainStoryboardFile \"\(name)\" has no initial view controller")
            return
        }
        let window = delegate.window ?? UIWindow(frame: UIScreen.main.bounds)
        delegate.window = window
        if delegate.window !== window {
            UIKitLog.error("the application delegate has no window property; the main storyboard's window is kept by the application")
        }
        window.rootViewController = initial
        Self.mainStoryboardWindow = window
    }

    /// The main storyboard's window until it is shown (and, for a delegate without a `window`, after).
    private static var mainStoryboardWindow: UIWindow?

    func showMainStoryboardWindow(delegate: any UIApplicationDelegate) {
        guard let window = Self.mainStoryboardWindow else { return }
        window.makeKeyAndVisible()
        if delegate.window === window { Self.mainStoryboardWindow = nil }
    }

    /// Launch options for the delegate: the first URL under `.url` (as iOS passes the URL it launched for).
    func launchOptions(_ given: [LaunchOptionsKey: Any]?, _ configuration: LaunchConfiguration) -> [LaunchOptionsKey: Any]? {
        guard let url = configuration.urls.first else { return given }
        var options = given ?? [:]
        options[.url] = url
        return options
    }

    /// Each launch URL goes to `application(_:open:options:)`, unless a finish-launching method returned false.
    func openLaunchURLs(_ configuration: LaunchConfiguration, delegate: any UIApplicationDelegate) {
        for url in configuration.urls { _ = delegate.application(self, open: url, options: [:]) }
    }
}
