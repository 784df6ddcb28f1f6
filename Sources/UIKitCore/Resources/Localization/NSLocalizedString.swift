/// `NSLocalizedString` that follows the user's languages (R-STR-8 to R-STR-10), so an iOS app's unchanged calls
/// switch language on Linux.
///
/// Why overloads: swift-corelibs-foundation matches a bundle's localizations against the user's languages only with
/// Apple's ICU (`ualoc_localizationsToUse`); elsewhere the match is always empty, so Foundation's `NSLocalizedString`
/// reads the development region's table whatever `LANGUAGE`, `LANG` or `AppleLanguages` say
/// (FoundationLocalizationTests proves it). No preference can repair that, and redeclaring Foundation's exact
/// signature makes every call ambiguous. Swift does prefer, among equally good matches, the overload that needs
/// fewer default arguments: each overload here takes exactly the arguments one call shape passes, so it wins over
/// Foundation's defaulted one. The five-argument shape wins when the table is named by a `String` (an exact match
/// beats Foundation's `String?`) or by a `nil` literal (`_OptionalNilComparisonType`, as `x == nil` is chosen); with a
/// `String?` variable it stays Foundation's.
///
/// The default bundle is `Bundle.application` (the application's bundle, which is `Bundle.main` whenever the
/// executable's folder holds the Info.plist). The comment is for translators and ignored.
public func NSLocalizedString(_ key: String, comment: String) -> String {
    localized(key, nil, .application, "")
}

public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    localized(key, tableName, .application, "")
}

public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    localized(key, nil, bundle, "")
}

public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    localized(key, nil, .application, value)
}

public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    localized(key, tableName, bundle, "")
}

public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    localized(key, tableName, .application, value)
}

public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    localized(key, nil, bundle, value)
}

public func NSLocalizedString(_ key: String, tableName: String, bundle: Bundle, value: String, comment: String) -> String {
    localized(key, tableName, bundle, value)
}

public func NSLocalizedString(_ key: String, tableName: _OptionalNilComparisonType, bundle: Bundle, value: String,
                              comment: String) -> String {
    localized(key, nil, bundle, value)
}

private func localized(_ key: String, _ table: String?, _ bundle: Bundle, _ value: String) -> String {
    bundle.localizedString(forKey: key, value: value, table: table, preferredLanguages: LanguagePreferences.preferredLanguages)
}
