/// The user's preferred languages: the `AppleLanguages` default when one is set — as on macOS and iOS, on the
/// command line (`-AppleLanguages "(fr, de)"`, UserDefaults' argument domain) or in the app's defaults — otherwise
/// the Linux desktop's, in the order gettext reads them: `LANGUAGE` (a colon-separated list), then `LC_ALL`,
/// `LC_MESSAGES`, `LANG`. The "C" and "POSIX" locales mean "no preference".
public enum LanguagePreferences {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var override: [String]?

    /// What resource lookups use: the environment's languages, or what a test or app set.
    public static var preferredLanguages: [String] {
        get {
            if let override = lock.withLock({ override }) { return override }
            if let value = UserDefaults.standard.object(forKey: "AppleLanguages"),
               let languages = languages(fromAppleLanguages: value) { return languages }
            return languages(fromEnvironment: ProcessInfo.processInfo.environment)
        }
        set { lock.withLock { override = newValue } }
    }

    /// Forgets a value set on `preferredLanguages`, going back to the environment.
    public static func resetToEnvironment() { lock.withLock { override = nil } }

    /// An `AppleLanguages` value: an array of language identifiers, or one identifier. Anything else is logged
    /// (once per value) and ignored, so the environment decides.
    public static func languages(fromAppleLanguages value: Any) -> [String]? {
        if let identifier = value as? String, !identifier.isEmpty, !identifier.hasPrefix("(") { return [identifier] }
        if let list = value as? [Any] {
            let identifiers = list.compactMap { $0 as? String }.filter { !$0.isEmpty }
            if identifiers.count == list.count, !identifiers.isEmpty { return identifiers }
        }
        let description = "\(value)"
        if lock.withLock({ reportedValues.insert(description).inserted }) {
            UIKitLog.error("AppleLanguages \(description) is not a list of language identifiers such as (fr, de); using LANGUAGE/LANG")
        }
        return nil
    }

    nonisolated(unsafe) private static var reportedValues: Set<String> = []

    /// Language identifiers (`fr-CA`, `de`) from locale variables. `LANGUAGE` is read only when the locale
    /// variables name a real locale, as gettext does.
    public static func languages(fromEnvironment environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let localeLanguage = locale.flatMap(languageIdentifier(fromLocale:))
        var result: [String] = []
        if localeLanguage != nil, let list = environment["LANGUAGE"] {
            result = list.split(separator: ":").compactMap { languageIdentifier(fromLocale: String($0)) }
        }
        if let localeLanguage { result.append(localeLanguage) }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// `fr_CA.UTF-8@euro` -> `fr-CA`; `C`, `POSIX` and empty -> nil.
    public static func languageIdentifier(fromLocale locale: String) -> String? {
        var name = Substring(locale)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return name.replacingOccurrences(of: "_", with: "-")
    }
}
