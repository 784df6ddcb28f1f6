/// Starts the application on `windowServer`: screens read, the delegate told to finish launching, then the run loop
/// runs until the application terminates. `UIKit`'s `UIApplicationMain` picks the window server.
@preconcurrency @MainActor public func UIApplicationMain(windowServer: any WindowServer,
                                         delegate: any UIApplicationDelegate) -> Never {
    let app = UIApplication.shared
    // A launched application remembers where its windows were (tests that launch in-process do not).
    WindowPlacementStore.shared = WindowPlacementStore(fileURL: WindowPlacementStore.fileURL(
        bundleIdentifier: Bundle.application.bundleIdentifier ?? ProcessInfo.processInfo.processName))
    do {
        try app.launch(windowServer: windowServer, delegate: delegate)
    } catch {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error)\n".utf8))
        exit(1)
    }
    RunLoopDriver.run()
}

extension UIApplication {
    /// Everything `UIApplicationMain` does before the run loop; tests call it to launch in-process. `bundle`'s
    /// Info.plist and the `arguments` decide the main nib and launch URLs (UIApplication+Launch.swift).
    public func launch(windowServer: any WindowServer, delegate: any UIApplicationDelegate,
                       options: [LaunchOptionsKey: Any]? = nil, bundle: Bundle = .application,
                       arguments: [String] = Array(CommandLine.arguments.dropFirst())) throws {
        UIApplication.windowServer = windowServer
        RunLoopDriver.installCommitScheduling()
        UIScreen.update(from: windowServer.screens, announce: false)
        try windowServer.start { event in UIApplication.shared.post(event) }
        finishLaunching(delegate: delegate, options: options, bundle: bundle, arguments: arguments)
        CATransaction.flush()
    }
}
