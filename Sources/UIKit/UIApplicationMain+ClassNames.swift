import Foundation
import UIKitCore

/// UIKit's entry point as an iOS `main.swift` calls it:
///
///     UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
///
/// The application object is made of `principalClassName` (nil: `UIApplication`, or Info.plist's registered
/// `NSPrincipalClass`), the delegate of `delegateClassName` (nil: the application object, when it is one). Without
/// the Objective-C runtime, a delegate class must be registered by name first (`uikit-port` does it; see
/// `UINibClassRegistry.registerObject`); a name that cannot be made ends the process with UIKit's kind of message.
/// The arguments are `CommandLine.arguments` already; never returns.
@preconcurrency @MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    switch UIApplication.mainClasses(principalClassName: principalClassName, delegateClassName: delegateClassName) {
    case .failed(let message):
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
        exit(1)
    case .resolved(let application, let makeDelegate):
        if application != UIApplication.self { UINibClassRegistry.registerApplicationClass(application) }
        guard let delegate = makeDelegate() else {
            let named = delegateClassName.map { "\($0) is not a UIApplicationDelegate" } ?? "no delegate class was named"
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): UIApplicationMain: \(named)\n".utf8))
            exit(1)
        }
        UIApplicationMain(delegate: delegate)
    }
}
