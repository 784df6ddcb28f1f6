import Foundation

/// Opens URLs with `xdg-open`, as every Linux desktop toolkit does (GTK's `gtk_show_uri` ends there without a portal).
/// `canOpen` answers from the scheme: web and file URLs always have a handler (a browser, a file manager); any other
/// scheme has one when some installed application declares `x-scheme-handler/<scheme>` in the XDG `mimeapps.list`
/// files or the desktop files' `mimeinfo.cache`.
@MainActor final class XDGURLOpener: URLOpener {
    /// Schemes `xdg-open` sends to the browser or the file manager without a registered handler.
    static let alwaysHandled: Set<String> = ["http", "https", "file"]

    func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
        if Self.alwaysHandled.contains(scheme) { return true }
        let key = "x-scheme-handler/\(scheme)="
        return Self.handlerLists().contains { path in
            guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return contents.split(separator: "\n").contains { line in
                line.hasPrefix(key) && line.count > key.count
            }
        }
    }

    func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            let opened = finished.terminationStatus == 0
            Task { @MainActor in completion(opened) }
        }
        do {
            try process.run()
        } catch {
            UIKitLog.errorOnce("open(_:options:completionHandler:): xdg-open could not be run (\(error))")
            completion(false)
        }
    }

    /// The XDG files that map schemes to applications, most specific first.
    static func handlerLists() -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        let configDirs = (environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg")
            .split(separator: ":").map(String.init)
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        return [configHome + "/mimeapps.list"] + configDirs.map { $0 + "/mimeapps.list" }
            + ([dataHome] + dataDirs).flatMap { ["\($0)/applications/mimeapps.list", "\($0)/applications/mimeinfo.cache"] }
    }
}
