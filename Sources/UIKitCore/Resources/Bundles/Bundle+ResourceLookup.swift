/// Resource lookup with the user's languages and the Resource Programming Guide's file-name modifiers.
///
/// Foundation's `Bundle` on Linux finds the bundle (the executable's folder, its `Info.plist`, SwiftPM's
/// `Bundle.module`) but resolves `.lproj` folders by the development region alone, ignoring `LANGUAGE`/`LANG`
/// (FoundationLocalizationTests proves it). These methods add the missing part; their names differ from
/// Foundation's so that code importing both modules is never ambiguous.
extension Bundle {
    /// Folders resources are read from: Foundation's `resourceURL`, and a `Resources` folder inside it (the desktop
    /// app-bundle layout: `App.app/App`, `App.app/Info.plist`, `App.app/Resources/...`).
    public var resourceDirectories: [URL] {
        let root = resourceURL ?? bundleURL
        let nested = root.appendingPathComponent("Resources", isDirectory: true)
        var isDirectory: ObjCBool = false
        let hasNested = FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory) && isDirectory.boolValue
        return hasNested ? [nested, root] : [root]
    }

    /// The localizations the bundle has (`.lproj` folder names without the extension), `Base` included.
    public var resourceLocalizations: [String] {
        var names: [String] = []
        for directory in resourceDirectories {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            names += entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
        }
        return Array(Set(names)).sorted()
    }

    /// `CFBundleDevelopmentRegion` from Info.plist, `en` when absent.
    public var developmentRegion: String {
        (infoDictionary?["CFBundleDevelopmentRegion"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "en"
    }

    /// The `.lproj` folders to search, best first: each preferred language (region-specific before the bare
    /// language), then the development region, then `Base`. Only folders the bundle has are listed.
    public func localizationSearchOrder(preferredLanguages: [String]) -> [String] {
        let available = resourceLocalizations
        var order: [String] = []
        func add(_ identifier: String) {
            for match in Self.lprojNames(for: identifier) where available.contains(match) && !order.contains(match) {
                order.append(match)
            }
        }
        for language in preferredLanguages { add(language) }
        add(developmentRegion)
        if available.contains("Base"), !order.contains("Base") { order.append("Base") }
        return order
    }

    /// Folder names that serve a language identifier: `fr-CA` -> `fr-CA`, `fr_CA`, `fr`, `French`.
    static func lprojNames(for identifier: String) -> [String] {
        let normalized = identifier.replacingOccurrences(of: "_", with: "-")
        var names = [normalized, normalized.replacingOccurrences(of: "-", with: "_")]
        let parts = normalized.split(separator: "-")
        if parts.count > 2 { names.append(parts.prefix(2).joined(separator: "-")) } // zh-Hant-TW -> zh-Hant
        if let language = parts.first.map(String.init) {
            names.append(language)
            if let legacy = legacyLprojNames[language] { names.append(legacy) }
        }
        return names
    }

    private static let legacyLprojNames = [
        "en": "English", "fr": "French", "de": "German", "ja": "Japanese", "es": "Spanish", "it": "Italian",
        "nl": "Dutch",
    ]

    /// Directories to search for a resource, best first: the localized folders (or just `localization`'s when one
    /// is named), then the non-localized folder. `subdirectory` applies inside each.
    public func resourceSearchDirectories(subdirectory: String? = nil, localization: String? = nil,
                                          preferredLanguages: [String] = LanguagePreferences.preferredLanguages) -> [URL] {
        let lprojs = localization.map { [$0] } ?? localizationSearchOrder(preferredLanguages: preferredLanguages)
        var result: [URL] = []
        for root in resourceDirectories {
            for lproj in lprojs { result.append(root.appendingPathComponent("\(lproj).lproj", isDirectory: true)) }
        }
        result += resourceDirectories
        guard let subdirectory, !subdirectory.isEmpty else { return result }
        return result.map { $0.appendingPathComponent(subdirectory, isDirectory: true) }
    }

    /// Finds `name.ext` for the user's languages, with a device modifier (`~ipad`, `~iphone`) tried before the
    /// plain name when one is given (R-MOD-1, R-MOD-2). Names are case-sensitive.
    public func localizedResourceURL(forResource name: String, withExtension ext: String?, subdirectory: String? = nil,
                                     localization: String? = nil, deviceModifier: String? = nil,
                                     preferredLanguages: [String] = LanguagePreferences.preferredLanguages) -> URL? {
        let (base, extensionToUse) = Self.split(name, ext)
        let suffix = extensionToUse.isEmpty ? "" : ".\(extensionToUse)"
        let candidates = (deviceModifier.map { ["\(base)\($0)\(suffix)"] } ?? []) + ["\(base)\(suffix)"]
        for directory in resourceSearchDirectories(subdirectory: subdirectory, localization: localization,
                                                   preferredLanguages: preferredLanguages) {
            for candidate in candidates {
                let url = directory.appendingPathComponent(candidate)
                if Self.isFile(url) { return url }
            }
        }
        return nil
    }

    public func localizedResourcePath(forResource name: String, ofType ext: String?,
                                      preferredLanguages: [String] = LanguagePreferences.preferredLanguages) -> String? {
        localizedResourceURL(forResource: name, withExtension: ext, preferredLanguages: preferredLanguages)?.path
    }

    /// `("MyImage.png", nil)` and `("MyImage", "png")` both give `("MyImage", "png")`.
    static func split(_ name: String, _ ext: String?) -> (base: String, ext: String) {
        if let ext, !ext.isEmpty { return (name, ext) }
        let nsName = name as NSString
        return (nsName.deletingPathExtension, nsName.pathExtension)
    }

    static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
