import Foundation

/// How `UIApplicationMain(_:_:_:_:)` turns the class names an iOS `main.swift` passes
/// (`NSStringFromClass(AppDelegate.self)`, or a string) into the application object and its delegate. Linux has no
/// Objective-C runtime to make an object from a class name: a `UIApplication` subclass can be made from its metatype
/// (its `init()` is required), but any other class only from a registered factory. The port tool `uikit-port`
/// registers the classes a `main.swift` names; hand-written code registers them itself:
///
///     UINibClassRegistry.registerObject("AppDelegate") { AppDelegate() }
extension UIApplication {
    /// What the names resolve to, or the message telling why they do not.
    package enum MainClasses {
        case resolved(application: UIApplication.Type, delegate: @MainActor () -> (any UIApplicationDelegate)?)
        case failed(String)
    }

    /// Resolves `principalClassName` (nil: `UIApplication`, or the class Info.plist registered) and
    /// `delegateClassName` (nil: the application object itself when it is a delegate, else none).
    package static func mainClasses(principalClassName: String?, delegateClassName: String?) -> MainClasses {
        var application = UINibClassRegistry.applicationClass
        if let principalClassName {
            guard let found = applicationClass(named: principalClassName) else {
                return .failed("UIApplicationMain: the principal class \(principalClassName) is not a UIApplication subclass this program has")
            }
            application = found
        }
        guard let delegateClassName else {
            return .resolved(application: application) { UIApplication.shared as? any UIApplicationDelegate }
        }
        if let make = UINibClassRegistry.objectFactory(named: delegateClassName) {
            return .resolved(application: application) { make() as? any UIApplicationDelegate }
        }
        if let found = applicationClass(named: delegateClassName), found == application {
            // UIKit's documented case: the UIApplication subclass is its own delegate.
            return .resolved(application: application) { UIApplication.shared as? any UIApplicationDelegate }
        }
        let bare = UINibClassRegistry.bareName(delegateClassName)
        return .failed("UIApplicationMain: cannot make the application delegate \(delegateClassName) from its name: there is no Objective-C runtime here. Register it first (UINibClassRegistry.registerObject(\"\(bare)\") { \(bare)() }), mark the class @main, or port the project with uikit-port")
    }

    /// `Module.Name` or `Name` as a `UIApplication` subclass: the registered principal class, or the class
    /// Foundation finds by its module-qualified name.
    private static func applicationClass(named name: String) -> UIApplication.Type? {
        let registered = UINibClassRegistry.applicationClass, bare = UINibClassRegistry.bareName(name)
        if bare == UINibClassRegistry.bareName(String(reflecting: registered)) { return registered }
        if bare == "UIApplication" { return UIApplication.self }
        return NSClassFromString(name) as? UIApplication.Type
    }
}
