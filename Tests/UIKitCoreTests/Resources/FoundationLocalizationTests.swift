import Foundation
import Testing
@testable import UIKitCore

/// R-STR-8, R-STR-9: an iOS app's unchanged `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)`
/// calls follow the user's languages (NSLocalizedString.swift explains the overloads), and `AppleLanguages`
/// overrides the environment as on macOS and iOS. The child-process proof is ResourcesSampleAppTests.
@MainActor @Suite(.serialized) struct FoundationLocalizationTests {
    private func frenchAndEnglishBundle() throws -> TemporaryBundle {
        let tb = try TemporaryBundle(info: ["CFBundleDevelopmentRegion": "en"])
        try tb.write("en.lproj/Localizable.strings", utf8: #""Yes" = "Yes"; "Only" = "English only";"#)
        try tb.write("fr.lproj/Localizable.strings", utf16: #""Yes" = "Oui";"#)
        try tb.write("en.lproj/Custom.strings", utf8: #""Yes" = "Yes (custom)";"#)
        try tb.write("fr.lproj/Custom.strings", utf16: #""Yes" = "Oui (custom)";"#)
        return tb
    }

    /// Why the overloads exist: swift-corelibs-foundation cannot match localizations without Apple's ICU, so even
    /// explicit preferences give the development region. If this starts failing, Foundation has been fixed and the
    /// overloads can go.
    @Test func foundationAloneMatchesNoLanguageOnLinux() throws {
        #expect(Bundle.preferredLocalizations(from: ["en", "fr"], forPreferences: ["fr"]) == ["en"])
        let tb = try frenchAndEnglishBundle()
        LanguagePreferences.preferredLanguages = ["fr"]
        defer { LanguagePreferences.resetToEnvironment() }
        let foundation: (String, String?, Bundle, String, String) -> String = Foundation.NSLocalizedString
        #expect(foundation("Yes", nil, tb.bundle, "", "") == "Yes")
    }

    /// R-STR-8, R-STR-9: every `NSLocalizedString` form (table, bundle, value; the comment is ignored) follows the
    /// user's languages.
    @Test func everyNSLocalizedStringCallShapeFollowsThePreferredLanguages() throws {
        let tb = try frenchAndEnglishBundle()
        let bundle = tb.bundle
        LanguagePreferences.preferredLanguages = ["fr-CA"]
        defer { LanguagePreferences.resetToEnvironment() }
        #expect(NSLocalizedString("Yes", bundle: bundle, comment: "") == "Oui")
        #expect(NSLocalizedString("Yes", tableName: "Custom", bundle: bundle, comment: "") == "Oui (custom)")
        #expect(NSLocalizedString("Yes", tableName: nil, bundle: bundle, comment: "") == "Oui")
        #expect(NSLocalizedString("Missing", bundle: bundle, value: "Default", comment: "") == "Default")
        #expect(NSLocalizedString("Yes", tableName: "Custom", bundle: bundle, value: "", comment: "") == "Oui (custom)")
        #expect(NSLocalizedString("Yes", tableName: nil, bundle: bundle, value: "", comment: "") == "Oui")
        // Fallback to the development region, then the key (R-STR-10).
        #expect(NSLocalizedString("Only", bundle: bundle, comment: "") == "English only")
        #expect(NSLocalizedString("Missing", bundle: bundle, comment: "") == "Missing")
        LanguagePreferences.preferredLanguages = ["de"]
        #expect(NSLocalizedString("Yes", bundle: bundle, comment: "") == "Yes")
    }

    /// The shapes without a bundle read the application's bundle (Bundle.application), as iOS reads Bundle.main.
    /// R-STR-8: without a bundle argument the main (application) bundle is read.
    @Test func shapesWithoutABundleReadTheApplicationBundle() {
        LanguagePreferences.preferredLanguages = ["fr"]
        defer { LanguagePreferences.resetToEnvironment() }
        #expect(NSLocalizedString("no such key", comment: "") == "no such key")
        #expect(NSLocalizedString("no such key", tableName: "T", comment: "") == "no such key")
        #expect(NSLocalizedString("no such key", value: "Default", comment: "") == "Default")
        #expect(NSLocalizedString("no such key", tableName: nil, value: "Default", comment: "") == "Default")
    }

    @Test func bundleLocalizedStringWithAStringValueOrTableFollowsThePreferredLanguages() throws {
        let tb = try frenchAndEnglishBundle()
        let bundle = tb.bundle
        LanguagePreferences.preferredLanguages = ["fr"]
        defer { LanguagePreferences.resetToEnvironment() }
        #expect(bundle.localizedString(forKey: "Yes", value: nil, table: "Custom") == "Oui (custom)")
        #expect(bundle.localizedString(forKey: "Yes", value: "", table: nil) == "Oui")
        #expect(bundle.localizedString(forKey: "Yes", value: "", table: "Localizable") == "Oui")
        #expect(bundle.localizedString(forKey: "Missing", value: "Default", table: nil) == "Default")
    }

    /// The most common iOS form, `value: nil, table: nil`, and a `nil` literal beside a `String?` variable.
    @Test func bundleLocalizedStringWithNilLiteralsFollowsThePreferredLanguages() throws {
        let tb = try frenchAndEnglishBundle()
        let bundle = tb.bundle
        LanguagePreferences.preferredLanguages = ["fr"]
        defer { LanguagePreferences.resetToEnvironment() }
        let custom: String? = "Custom"
        let noValue: String? = nil
        #expect(bundle.localizedString(forKey: "Yes", value: nil, table: nil) == "Oui")
        #expect(bundle.localizedString(forKey: "Yes", value: nil, table: custom) == "Oui (custom)")
        #expect(bundle.localizedString(forKey: "Yes", value: noValue, table: nil) == "Oui")
        #expect(bundle.localizedString(forKey: "Missing", value: nil, table: nil) == "Missing")
    }

    @Test func appleLanguagesValues() {
        #expect(LanguagePreferences.languages(fromAppleLanguages: ["fr", "de-CH"]) == ["fr", "de-CH"])
        #expect(LanguagePreferences.languages(fromAppleLanguages: "fr") == ["fr"])
        let (results, lines) = capturingUIKitLog {
            [LanguagePreferences.languages(fromAppleLanguages: "(fr"), LanguagePreferences.languages(fromAppleLanguages: 5),
             LanguagePreferences.languages(fromAppleLanguages: [String]())]
        }
        #expect(results.allSatisfy { $0 == nil })
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains("AppleLanguages") })
    }
}
