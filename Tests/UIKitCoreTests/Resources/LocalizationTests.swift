import Foundation
import Testing
@testable import UIKitCore

/// R-STR-8, R-STR-9, Mac App Programming Guide lookup order: preferred `.lproj`, development region, non-localized.
@Suite struct LocalizationTests {
    /// R-STR-9: the user's language preferences on Linux (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
    @Test func preferredLanguagesComeFromLanguageThenLocaleVariables() {
        let env = ["LANGUAGE": "fr_CA:de", "LANG": "en_US.UTF-8"]
        #expect(LanguagePreferences.languages(fromEnvironment: env) == ["fr-CA", "de", "en-US"])
        #expect(LanguagePreferences.languages(fromEnvironment: ["LC_ALL": "de_DE.UTF-8@euro", "LANG": "fr"]) == ["de-DE"])
        #expect(LanguagePreferences.languages(fromEnvironment: ["LC_MESSAGES": "ja_JP", "LANG": "fr"]) == ["ja-JP"])
        // gettext ignores LANGUAGE under the C locale.
        #expect(LanguagePreferences.languages(fromEnvironment: ["LANGUAGE": "fr", "LANG": "C"]).isEmpty)
        #expect(LanguagePreferences.languages(fromEnvironment: [:]).isEmpty)
    }

    /// R-STR-9: the `.lproj` search order follows the preferred languages.
    @Test func searchOrderIsRegionThenLanguageThenDevelopmentRegionThenBase() throws {
        let tb = try TemporaryBundle(info: ["CFBundleDevelopmentRegion": "en"])
        for lproj in ["en", "fr", "fr_CA", "de", "Base"] { try tb.write("\(lproj).lproj/x.txt", utf8: "") }
        #expect(tb.bundle.localizationSearchOrder(preferredLanguages: ["fr-CA", "de"]) == ["fr_CA", "fr", "de", "en", "Base"])
        #expect(tb.bundle.localizationSearchOrder(preferredLanguages: ["it"]) == ["en", "Base"])
    }

    /// R-STR-9, R-MOD-1: no localized file falls back to the development region, then the non-localized one; names are
    /// case-sensitive.
    @Test func localizedResourcesFallBackToDevelopmentRegionThenNonLocalized() throws {
        let tb = try TemporaryBundle()
        try tb.write("fr.lproj/Only.txt", utf8: "fr")
        try tb.write("en.lproj/Only.txt", utf8: "en")
        try tb.write("en.lproj/DevOnly.txt", utf8: "en")
        try tb.write("Plain.txt", utf8: "plain")
        let bundle = tb.bundle
        #expect(bundle.localizedResourceURL(forResource: "Only", withExtension: "txt", preferredLanguages: ["fr"])?
            .deletingLastPathComponent().lastPathComponent == "fr.lproj")
        #expect(bundle.localizedResourceURL(forResource: "DevOnly.txt", withExtension: nil, preferredLanguages: ["fr"])?
            .deletingLastPathComponent().lastPathComponent == "en.lproj")
        #expect(bundle.localizedResourceURL(forResource: "Plain", withExtension: "txt", preferredLanguages: ["fr"])?
            .lastPathComponent == "Plain.txt")
        #expect(bundle.localizedResourceURL(forResource: "Only", withExtension: "txt", localization: "en",
                                            preferredLanguages: ["fr"])?.path.contains("en.lproj") == true)
        // Names are case-sensitive (R-MOD-1).
        #expect(bundle.localizedResourceURL(forResource: "plain", withExtension: "txt", preferredLanguages: []) == nil)
    }

    /// R-MOD-1, R-MOD-2, R-NIB-5: device modifiers apply to any resource type (a xib here); the plain name is asked
    /// for.
    @Test func deviceModifierIsTriedBeforeThePlainNameAndIgnoredOnTheDesktop() throws {
        // R-MOD-1, R-MOD-2: ask for the unmodified name.
        let tb = try TemporaryBundle()
        try tb.write("View~ipad.xib", utf8: "")
        try tb.write("View.xib", utf8: "")
        #expect(tb.bundle.localizedResourceURL(forResource: "View", withExtension: "xib", deviceModifier: "~ipad")?
            .lastPathComponent == "View~ipad.xib")
        #expect(tb.bundle.localizedResourceURL(forResource: "View", withExtension: "xib")?.lastPathComponent == "View.xib")
        #expect(tb.bundle.localizedResourceURL(forResource: "View", withExtension: "xib", deviceModifier: "~iphone")?
            .lastPathComponent == "View.xib")
    }

    @Test func desktopBundleLayoutWithResourcesFolder() throws {
        let tb = try TemporaryBundle()
        try tb.write("Resources/fr.lproj/Localizable.strings", utf16: "\"Hello\" = \"Bonjour\";")
        try tb.write("Resources/Logo.txt", utf8: "")
        #expect(tb.bundle.localizedResourceURL(forResource: "Logo", withExtension: "txt", preferredLanguages: []) != nil)
        #expect(tb.bundle.localizedString(forKey: "Hello", value: nil, table: nil, preferredLanguages: ["fr"]) == "Bonjour")
    }

    /// R-STR-5, R-STR-7, R-STR-8, R-STR-9, R-STR-10, T-40: table names, French preferred, `\U0020`, positional `%2$@`,
    /// missing key gives the key or the default value, fallbacks.
    @Test func customTableInFrenchWithEscapesFormatsAndFallbacks() throws {
        let tb = try TemporaryBundle()
        try tb.write("fr.lproj/Custom.strings", utf16: #"/* c */ "Yes" = "Oui"; "Q" = "a \"b\" \U0020c"; "F" = "%2$@ x %1$@";"#)
        try tb.write("en.lproj/Localizable.strings", utf8: "\"Hello\" = \"Hello!\";")
        try tb.write("en.lproj/Custom.strings", utf8: "\"Yes\" = \"Yes\"; \"OnlyEnglish\" = \"English\";")
        try tb.write("Other.strings", utf8: "\"Plain\" = \"Non-localized\";")
        let bundle = tb.bundle
        #expect(bundle.localizedString(forKey: "Yes", value: nil, table: "Custom", preferredLanguages: ["fr"]) == "Oui")
        #expect(bundle.localizedString(forKey: "Q", value: nil, table: "Custom", preferredLanguages: ["fr"]) == "a \"b\"  c")
        let format = bundle.localizedString(forKey: "F", value: nil, table: "Custom", preferredLanguages: ["fr"])
        #expect(String(format: format, "A", "B") == "B x A")
        #expect(bundle.localizedString(forKey: "Missing", value: nil, table: "Custom", preferredLanguages: ["fr"]) == "Missing")
        #expect(bundle.localizedString(forKey: "Missing", value: "Default", table: "Custom", preferredLanguages: ["fr"]) == "Default")
        #expect(bundle.localizedString(forKey: "OnlyEnglish", value: nil, table: "Custom", preferredLanguages: ["fr"]) == "English")
        #expect(bundle.localizedString(forKey: "Hello", value: nil, table: nil, preferredLanguages: ["fr"]) == "Hello!")
        #expect(bundle.localizedString(forKey: "Plain", value: nil, table: "Other", preferredLanguages: ["fr"]) == "Non-localized")
        #expect(bundle.localizedString(forKey: "Yes", value: nil, table: "Custom", preferredLanguages: ["de"]) == "Yes")
    }

    @Test func stringsDictChoosesPluralFormsByLanguage() throws {
        let tb = try TemporaryBundle()
        func entry(_ forms: [String: String]) -> [String: Any] {
            ["%d files": ["NSStringLocalizedFormatKey": "%#@files@",
                          "files": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                                    "NSStringFormatValueTypeKey": "d"].merging(forms) { $1 }]]
        }
        try PropertyListFile.write(entry(["zero": "no files", "one": "%d file", "other": "%d files"]),
                                   to: tb.write("en.lproj/Localizable.stringsdict", utf8: ""), format: .xml)
        try PropertyListFile.write(entry(["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]),
                                   to: tb.write("ru.lproj/Localizable.stringsdict", utf8: ""), format: .binary)
        let bundle = tb.bundle
        #expect(bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["en"], 0) == "no files")
        #expect(bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["en"], 1) == "1 file")
        #expect(bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["en"], 5) == "5 files")
        #expect(bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["ru"], 21) == "21 файл")
        #expect(bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["ru"], 3) == "3 файла")
        #expect(bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["ru"], 11) == "11 файлов")
        // No stringsdict entry: the key itself is the format.
        #expect(bundle.localizedStringWithFormat(forKey: "%d things", preferredLanguages: ["en"], 2) == "2 things")
    }

    @Test func pluralRules() {
        #expect(PluralCategory.category(for: 1, language: "en") == .one)
        #expect(PluralCategory.category(for: 0, language: "fr") == .one)
        #expect(PluralCategory.category(for: 2, language: "fr") == .other)
        #expect(PluralCategory.category(for: 22, language: "pl") == .few)
        #expect(PluralCategory.category(for: 25, language: "pl") == .many)
        #expect(PluralCategory.category(for: 2, language: "ar") == .two)
        #expect(PluralCategory.category(for: 1, language: "ja") == .other)
    }
}
