/// Localized strings for the user's languages (R-STR-8 to R-STR-10). Foundation's
/// `localizedString(forKey:value:table:)` and `NSLocalizedString` on Linux read only the development region's
/// table; these take the preferred languages into account and fall back to the development region, then to the
/// non-localized table, then to the default value or the key.
extension Bundle {
    public func localizedString(forKey key: String, value: String?, table tableName: String?,
                                preferredLanguages: [String]) -> String {
        let table = (tableName?.isEmpty ?? true) ? "Localizable" : tableName!
        for directory in resourceSearchDirectories(preferredLanguages: preferredLanguages) {
            let url = directory.appendingPathComponent("\(table).strings")
            guard Self.isFile(url) else { continue }
            if let found = LocalizedStringTables.strings(at: url)[key] { return found }
        }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// A `.stringsdict` plural entry (for example `"%d files"`) formatted with `arguments`; without one, the
    /// `.strings` value (or the key) formatted with them.
    public func localizedStringWithFormat(forKey key: String, table tableName: String? = nil,
                                          preferredLanguages: [String] = LanguagePreferences.preferredLanguages,
                                          _ arguments: CVarArg...) -> String {
        let table = (tableName?.isEmpty ?? true) ? "Localizable" : tableName!
        let localizations = localizationSearchOrder(preferredLanguages: preferredLanguages)
        for directory in resourceSearchDirectories(preferredLanguages: preferredLanguages) {
            let url = directory.appendingPathComponent("\(table).stringsdict")
            guard Self.isFile(url), let entry = LocalizedStringTables.stringsDict(at: url)[key] else { continue }
            let folder = directory.lastPathComponent
            let language = folder.hasSuffix(".lproj") && folder != "Base.lproj"
                ? String(folder.dropLast(6)) : localizations.first { $0 != "Base" } ?? developmentRegion
            return entry.string(language: language, arguments: arguments)
        }
        let format = localizedString(forKey: key, value: nil, table: tableName, preferredLanguages: preferredLanguages)
        return String(format: format, arguments: arguments)
    }
}

/// `NSLocalizedString` with the user's languages from `LANGUAGE`/`LC_ALL`/`LC_MESSAGES`/`LANG` (see
/// `Bundle.localizedString(forKey:value:table:preferredLanguages:)`); the comment is for translators and ignored.
public func UILocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = .application, value: String = "",
                              comment: String) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName,
                           preferredLanguages: LanguagePreferences.preferredLanguages)
}
