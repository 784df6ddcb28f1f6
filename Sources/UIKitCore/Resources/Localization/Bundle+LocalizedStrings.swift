/// Localized strings for the user's languages (R-STR-8 to R-STR-10): the preferred languages' tables, then the
/// development region's, then the non-localized table, then the default value or the key. Foundation's own lookup
/// on Linux reads only the development region's table (see NSLocalizedString.swift).
extension Bundle {
    /// `localizedString(forKey:value:table:)` with the user's languages, for the calls Swift lets a module outside
    /// Foundation take: a `String` value, a `String` table or a `nil` literal (an exact match beats Foundation's
    /// `String?`; a `nil` literal matches `_OptionalNilComparisonType` better than `String?`, the way `x == nil`
    /// picks its overload). Only with `String?` variables for both is the call Foundation's, which reads the
    /// development region only.
    public func localizedString(forKey key: String, value: String, table tableName: String) -> String {
        localizedString(forKey: key, value: value, table: tableName, preferredLanguages: LanguagePreferences.preferredLanguages)
    }

    public func localizedString(forKey key: String, value: String?, table tableName: String) -> String {
        localizedString(forKey: key, value: value, table: tableName, preferredLanguages: LanguagePreferences.preferredLanguages)
    }

    public func localizedString(forKey key: String, value: String, table tableName: String?) -> String {
        localizedString(forKey: key, value: value, table: tableName, preferredLanguages: LanguagePreferences.preferredLanguages)
    }

    public func localizedString(forKey key: String, value: _OptionalNilComparisonType,
                                table tableName: _OptionalNilComparisonType) -> String {
        localizedString(forKey: key, value: nil, table: nil, preferredLanguages: LanguagePreferences.preferredLanguages)
    }

    public func localizedString(forKey key: String, value: _OptionalNilComparisonType, table tableName: String?) -> String {
        localizedString(forKey: key, value: nil, table: tableName, preferredLanguages: LanguagePreferences.preferredLanguages)
    }

    public func localizedString(forKey key: String, value: String?, table tableName: _OptionalNilComparisonType) -> String {
        localizedString(forKey: key, value: value, table: nil, preferredLanguages: LanguagePreferences.preferredLanguages)
    }

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
        return LocalizedFormat.string(format, arguments: arguments, source: "\(table).strings value for \"\(key)\"")
    }
}
