/// Scene delegates by class name. Info.plist names the scene delegate's class (`UISceneDelegateClassName`) and
/// Linux has no Objective-C runtime to make an instance of a class from its name, so the app registers how to
/// make one, in one line of `main.swift`:
///
///     UIApplicationMain(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
///
/// or, for more classes, `UINibClassRegistry.registerSceneDelegate(OtherSceneDelegate())` before it. The
/// expression is evaluated again for each scene that connects.
extension UINibClassRegistry {
    private struct SceneDelegateEntry {
        let type: AnyClass
        let make: @MainActor () -> any UISceneDelegate
    }

    /// By the class's qualified name (`Module.SceneDelegate`) and its bare name (`SceneDelegate`).
    private static var sceneDelegates: [String: SceneDelegateEntry] = [:]

    public static func registerSceneDelegate<Delegate: UISceneDelegate>(
        _ make: @autoclosure @escaping @MainActor () -> Delegate) {
        let entry = SceneDelegateEntry(type: Delegate.self, make: make)
        sceneDelegates[String(reflecting: Delegate.self)] = entry
        sceneDelegates[String(describing: Delegate.self)] = entry
    }

    /// The registered class named `name` (`Module.Class` or `Class`); a qualified name whose module is not the
    /// class's (a hyphen Xcode would have turned into an underscore...) still finds the class by its bare name.
    static func sceneDelegateClass(named name: String) -> AnyClass? {
        if let entry = sceneDelegates[name] { return entry.type }
        guard let bare = name.split(separator: ".").last else { return nil }
        return sceneDelegates[String(bare)]?.type
    }

    /// A new delegate of a registered class; `nil` for a class never registered.
    static func makeSceneDelegate(of type: AnyClass) -> (any UISceneDelegate)? {
        sceneDelegates.values.first { $0.type == type }?.make()
    }
}
