extension UIScene {
    /// Why a scene connects. A scene the desktop opens carries no URL, activity or shortcut, so the options are
    /// empty, but present, as the delegate's signature expects.
    @preconcurrency @MainActor public final class ConnectionOptions: NSObject {}
}
