import Foundation

/// A URL a scene is asked to open, with how it was opened: the URLs an app is launched with reach its first
/// window scene in `UIScene.ConnectionOptions.urlContexts` (the scene-based successor of
/// `application(_:open:options:)`).
@preconcurrency @MainActor open class UIOpenURLContext: NSObject {
    open private(set) var url: URL
    open private(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }
}

extension UIScene {
    /// How a URL was opened. A URL given on the command line comes from no other application, so these are empty.
    @preconcurrency @MainActor open class OpenURLOptions: NSObject {
        open private(set) var sourceApplication: String?
        open private(set) var annotation: Any?
        open private(set) var openInPlace = false

        override init() {}
    }
}
