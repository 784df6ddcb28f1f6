/// The user's preferred languages on a Linux desktop, in the order gettext reads them: `LANGUAGE` (a colon-separated
/// list), then `LC_ALL`, `LC_MESSAGES`, `LANG`. The "C" and "POSIX" locales mean "no preference".
public enum LanguagePreferences {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var override: [String]?

    /// What resource lookups use: the environment's languages, or what a test or app set.
    public static var preferredLanguages: [String] {
        get { lock.withLock { override } ?? languages(fromEnvironment: ProcessInfo.processInfo.environment) }
        set { lock.withLock { override = newValue } }
    }

    /// Forgets a value set on `preferredLanguages`, going back to the environment.
    public static func resetToEnvironment() { lock.withLock { override = nil } }

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
