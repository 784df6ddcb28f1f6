/// What a scene is made of: its delegate's class, its scene class, its storyboard. Made with the name of an
/// Info.plist configuration of the role, it starts with that configuration's classes and storyboard, as in UIKit.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    public private(set) var name: String?
    public let role: UISceneSession.Role
    /// Must be a class registered for scenes (`UINibClassRegistry.registerSceneDelegate`): nothing can make an
    /// instance of a class object without the Objective-C runtime.
    public var delegateClass: AnyClass?
    /// `UIWindowScene` (or a subclass) when `nil`.
    public var sceneClass: AnyClass?
    public var storyboard: UIStoryboard?
    /// The class Info.plist names, kept to say which class is missing when none of that name is registered.
    var delegateClassName: String?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name, let manifest = UISceneManifest.current,
              let entry = manifest.configuration(named: name, role: sessionRole) else { return }
        apply(entry, of: manifest)
    }

    /// The role's first configuration in Info.plist (what UIKit uses when the application delegate does not
    /// choose), or a bare configuration when the manifest has none for the role.
    static func manifestDefault(for role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: role)
        if let manifest = UISceneManifest.current, let entry = manifest.configuration(named: nil, role: role) {
            configuration.name = entry.name
            configuration.apply(entry, of: manifest)
        }
        return configuration
    }

    private func apply(_ entry: UISceneManifest.Configuration, of manifest: UISceneManifest) {
        if let className = entry.delegateClassName {
            delegateClassName = className
            delegateClass = UINibClassRegistry.sceneDelegateClass(named: manifest.expand(className))
        }
        if let sceneClassName = entry.sceneClassName, manifest.expand(sceneClassName).split(separator: ".").last != "UIWindowScene" {
            UIKitLog.error("Info.plist: UISceneClassName \"\(sceneClassName)\" is not UIWindowScene; set the configuration's sceneClass in application(_:configurationForConnecting:options:) instead; using UIWindowScene")
        }
        if let storyboardName = entry.storyboardName {
            let base = storyboardName.hasSuffix(".storyboard") ? String(storyboardName.dropLast(11)) : storyboardName
            if manifest.bundle.localizedResourceURL(forResource: base, withExtension: "storyboard") == nil {
                UIKitLog.error("Info.plist: UISceneStoryboardFile \"\(storyboardName)\" of scene configuration \"\(entry.name ?? "")\": no \(base).storyboard in \(manifest.bundle.bundlePath); the scene starts without a window")
            } else {
                storyboard = UIStoryboard(name: base, bundle: manifest.bundle)
            }
        }
    }
}
