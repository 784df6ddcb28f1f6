/// Info.plist's `UIApplicationSceneManifest`, as the Xcode template writes it:
///
///     UIApplicationSceneManifest = {
///         UIApplicationSupportsMultipleScenes = NO;
///         UISceneConfigurations = {
///             UIWindowSceneSessionRoleApplication = ({
///                 UISceneConfigurationName = "Default Configuration";
///                 UISceneDelegateClassName = "$(PRODUCT_MODULE_NAME).SceneDelegate";
///                 UISceneStoryboardFile = Main;
///             });
///         };
///     };
///
/// An app with a manifest uses scenes: its delegate's foreground and background callbacks give way to the scene
/// delegates'. Entries of the wrong type are logged (one line each, naming the key) and skipped.
@MainActor struct UISceneManifest {
    /// One dictionary of a role's array.
    struct Configuration {
        var name: String?
        var delegateClassName: String?
        var storyboardName: String?
        var sceneClassName: String?
    }

    /// The manifest of the launched application; `nil` before launch and for apps without one.
    static var current: UISceneManifest?

    let supportsMultipleScenes: Bool
    let configurations: [UISceneSession.Role: [Configuration]]
    /// Where `UISceneStoryboardFile` is found.
    let bundle: Bundle
    /// What `$(PRODUCT_MODULE_NAME)` stands for in class names: the module of the application delegate's class.
    let moduleName: String

    /// `nil` when Info.plist has no `UIApplicationSceneManifest` (the app keeps the application life cycle).
    init?(bundle: Bundle, moduleName: String) {
        let info = bundle.infoDictionary ?? [:]
        guard let raw = info["UIApplicationSceneManifest"] else { return nil }
        self.bundle = bundle
        self.moduleName = moduleName
        let plist = "\(bundle.bundlePath)/Info.plist"
        guard let manifest = raw as? [String: Any] else {
            UIKitLog.error("\(plist): UIApplicationSceneManifest is not a dictionary; the scene has no delegate")
            supportsMultipleScenes = false
            configurations = [:]
            return
        }
        supportsMultipleScenes = Self.bool(manifest["UIApplicationSupportsMultipleScenes"],
                                           key: "UIApplicationSupportsMultipleScenes", plist: plist)
        var configurations: [UISceneSession.Role: [Configuration]] = [:]
        switch manifest["UISceneConfigurations"] {
        case nil:
            break
        case let roles as [String: Any]:
            for (role, rawList) in roles.sorted(by: { $0.key < $1.key }) {
                guard let list = rawList as? [Any] else {
                    UIKitLog.error("\(plist): UISceneConfigurations.\(role) is not an array of dictionaries")
                    continue
                }
                configurations[UISceneSession.Role(rawValue: role)] = list.enumerated().compactMap { index, entry in
                    Self.configuration(entry, at: "UISceneConfigurations.\(role)[\(index)]", plist: plist)
                }
            }
        default:
            UIKitLog.error("\(plist): UISceneConfigurations is not a dictionary of roles")
        }
        self.configurations = configurations
    }

    private static func bool(_ value: Any?, key: String, plist: String) -> Bool {
        switch value {
        case nil: return false
        case let flag as Bool: return flag
        default:
            UIKitLog.error("\(plist): \(key) is not a Boolean; taken as NO")
            return false
        }
    }

    private static func configuration(_ entry: Any, at path: String, plist: String) -> Configuration? {
        guard let entry = entry as? [String: Any] else {
            UIKitLog.error("\(plist): \(path) is not a dictionary")
            return nil
        }
        func string(_ key: String) -> String? {
            guard let value = entry[key] else { return nil }
            guard let text = value as? String else {
                UIKitLog.error("\(plist): \(path).\(key) is not a string; ignored")
                return nil
            }
            return text.isEmpty ? nil : text
        }
        return Configuration(name: string("UISceneConfigurationName"),
                             delegateClassName: string("UISceneDelegateClassName"),
                             storyboardName: string("UISceneStoryboardFile"),
                             sceneClassName: string("UISceneClassName"))
    }

    /// The role's configuration of that name (the first of the role when `name` is `nil`).
    func configuration(named name: String?, role: UISceneSession.Role) -> Configuration? {
        let list = configurations[role] ?? []
        guard let name else { return list.first }
        return list.first { $0.name == name }
    }

    /// The class name with Xcode's build-setting reference replaced, as Xcode does when it builds Info.plist.
    func expand(_ className: String) -> String {
        className.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName)
            .replacingOccurrences(of: "${PRODUCT_MODULE_NAME}", with: moduleName)
    }
}
