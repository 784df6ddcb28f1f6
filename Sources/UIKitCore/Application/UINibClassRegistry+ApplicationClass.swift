/// The application's principal class. Info.plist names it (`NSPrincipalClass`, a `UIApplication` subclass) and Linux
/// has no Objective-C runtime to find a class by its name, so the app (or the port tool `uikit-port`, from Info.plist)
/// registers it before anything uses `UIApplication.shared`:
///
///     UINibClassRegistry.registerApplicationClass(MyApplication.self)
///     UIApplicationMain(delegate: AppDelegate())
extension UINibClassRegistry {
    /// The class `UIApplication.shared` is made of.
    static var applicationClass: UIApplication.Type = UIApplication.self

    /// Too late once the application object exists: the call is then logged and has no effect.
    public static func registerApplicationClass(_ type: UIApplication.Type) {
        guard UIApplication.madeShared == nil else {
            return UIKitLog.error("registerApplicationClass(\(type)): UIApplication.shared is already made; register the principal class before anything uses it")
        }
        applicationClass = type
    }
}
