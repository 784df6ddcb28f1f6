@_exported import UIKitCore
import X11WindowServer

/// Starts the application and never returns: on the X display named by `DISPLAY` when it is set, otherwise on the
/// headless window server. A display that cannot be reached ends the process with a one-line error.
@preconcurrency @MainActor public func UIApplicationMain(delegate: any UIApplicationDelegate) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let windowServer: any WindowServer
    if let display = environment["DISPLAY"], !display.isEmpty {
        do {
            windowServer = try X11WindowServer(displayName: display)
        } catch {
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error)\n".utf8))
            exit(1)
        }
    } else {
        windowServer = HeadlessWindowServer()
    }
    UIApplicationMain(windowServer: windowServer, delegate: delegate)
}
