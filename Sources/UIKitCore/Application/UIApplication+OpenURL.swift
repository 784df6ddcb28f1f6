import Foundation

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Only a universal link with an app configured for it is opened. A Linux desktop has no universal links,
        /// so a URL opened with this option set to true is not opened (the completion hears false), as on iOS with
        /// no app claiming the link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// Tap attribution for the browser's Private Click Measurement; there is none on a desktop, so it is ignored.
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// Who opens URLs: `xdg-open` (`XDGURLOpener`); a test puts a recorder here and the default back after.
    static var urlOpener: any URLOpener = XDGURLOpener()

    func openURL(_ url: URL, options: [OpenExternalURLOptionsKey: Any],
                 completion: (@MainActor @Sendable (Bool) -> Void)?) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? (options[.universalLinksOnly] as? NSNumber)?.boolValue ?? false
        guard !universalOnly, Self.urlOpener.canOpen(url) else {
            // iOS answers asynchronously even when it opens nothing.
            if let completion { Task { @MainActor in completion(false) } }
            return
        }
        Self.urlOpener.open(url) { opened in completion?(opened) }
    }
}
