/// The application's bundle: where UIKit reads `Info.plist` and, when a lookup is given no bundle, resources.
///
/// On iOS that is `Bundle.main`. On Linux `Bundle.main` is the executable's folder, which is the application's
/// bundle when it holds the `Info.plist` (beside the executable, or in a `Resources` folder beside it, as in
/// `App.app/App` + `App.app/Resources/Info.plist`). A SwiftPM executable's resources are instead in a
/// `<Package>_<Target>.resources` folder beside it; the one whose `Info.plist` names the running executable in
/// `CFBundleExecutable` is the application's bundle. Without either, `Bundle.main`.
extension Bundle {
    nonisolated(unsafe) private static var resolvedApplication: Bundle?
    private static let applicationLock = NSLock()

    public static var application: Bundle {
        applicationLock.withLock {
            if let resolvedApplication { return resolvedApplication }
            let bundle = resolveApplication(main: .main, executableName: ProcessInfo.processInfo.processName)
            resolvedApplication = bundle
            return bundle
        }
    }

    /// The resolution rule, for any folder and executable name (tests build both on disk).
    static func resolveApplication(main: Bundle, executableName: String) -> Bundle {
        if main.hasInfoPlist { return main }
        let folder = main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".resources") {
            guard let candidate = Bundle(url: folder.appendingPathComponent(entry, isDirectory: true)),
                  candidate.hasInfoPlist,
                  candidate.infoDictionary?["CFBundleExecutable"] as? String == executableName else { continue }
            return candidate
        }
        return main
    }

    /// Whether an `Info.plist` is where Foundation reads it from (the resource folder).
    var hasInfoPlist: Bool {
        Self.isFile((resourceURL ?? bundleURL).appendingPathComponent("Info.plist"))
    }
}
