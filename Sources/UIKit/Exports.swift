@_exported import UIKitCore
import ATSPIBridge
import X11WindowServer

/// Starts the application and never returns: on the X display named by `DISPLAY` when it is set, otherwise on the
/// headless window server. A display that cannot be reached ends the process with a one-line error.
@preconcurrency @MainActor public func UIApplicationMain(delegate: any UIApplicationDelegate) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let windowServer: any WindowServer
    if let display = environment["DISPLAY"], !display.isEmpty {
        do {
            windowServer = try X11WindowServer(displayName: display)
            // Screen readers reach desktop apps through the session's accessibility bus; none there, nothing runs.
            ATSPIBridge.startIfSessionBusExists()
        } catch {
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error)\n".utf8))
            exit(1)
        }
    } else {
        windowServer = HeadlessWindowServer()
    }
    UIApplicationMain(windowServer: windowServer, delegate: delegate)
}

/// `UIApplicationMain(delegate:)` for an app with scenes: registers the scene delegate class Info.plist names
/// (`UISceneDelegateClassName`), since nothing can make an instance from a class name on Linux. `sceneDelegate` is
/// evaluated for each scene that connects:
///
///     UIApplicationMain(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
@preconcurrency @MainActor public func UIApplicationMain<SceneDelegate: UISceneDelegate>(
    delegate: any UIApplicationDelegate, sceneDelegate: @autoclosure @escaping @MainActor () -> SceneDelegate) -> Never {
    UINibClassRegistry.registerSceneDelegate(sceneDelegate())
    UIApplicationMain(delegate: delegate)
}
