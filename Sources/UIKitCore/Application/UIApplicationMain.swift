/// Starts the application on `windowServer`: screens read, the delegate told to finish launching, then the run loop
/// runs until the application terminates. `UIKit`'s `UIApplicationMain` picks the window server.
@MainActor public func UIApplicationMain(windowServer: any WindowServer,
                                         delegate: any UIApplicationDelegate) -> Never {
    let app = UIApplication.shared
    do {
        try app.launch(windowServer: windowServer, delegate: delegate)
    } catch {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error)\n".utf8))
        exit(1)
    }
    RunLoopDriver.run()
}

extension UIApplication {
    /// Everything `UIApplicationMain` does before the run loop; tests call it to launch in-process.
    public func launch(windowServer: any WindowServer, delegate: any UIApplicationDelegate,
                       options: [LaunchOptionsKey: Any]? = nil) throws {
        UIApplication.windowServer = windowServer
        RunLoopDriver.installCommitScheduling()
        UIScreen.update(from: windowServer.screens, announce: false)
        try windowServer.start { event in UIApplication.shared.post(event) }
        delegateStorage = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        transition(to: .active)
        CATransaction.flush()
    }
}
