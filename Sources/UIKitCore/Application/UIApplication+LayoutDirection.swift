import Foundation

/// The application's reading direction: right to left when its language is written right to left (Arabic,
/// Hebrew, Persian, Urdu...), or when the iOS debugging defaults force it (`-AppleTextDirection YES
/// -NSForceRightToLeftWritingDirection YES` on the command line, as Xcode's "Right-to-Left Pseudolanguage" does).
extension UIApplication {
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.layoutDirection }

    /// Read once, at first use, as on iOS (a language change restarts an app there).
    static var layoutDirection: UIUserInterfaceLayoutDirection {
        if let layoutDirectionOverride { return layoutDirectionOverride }
        if let decided = decidedLayoutDirection { return decided }
        let decided = layoutDirection(defaults: .standard, preferredLanguages: LanguagePreferences.preferredLanguages)
        decidedLayoutDirection = decided
        return decided
    }

    private static var decidedLayoutDirection: UIUserInterfaceLayoutDirection?

    /// Set by tests (and nil again after them): every view's direction derives from it.
    static var layoutDirectionOverride: UIUserInterfaceLayoutDirection? {
        didSet {
            guard layoutDirectionOverride != oldValue else { return }
            for window in shared.windows { window.layoutDirectionDidChange() }
        }
    }

    static func layoutDirection(defaults: UserDefaults, preferredLanguages: [String]) -> UIUserInterfaceLayoutDirection {
        if defaults.bool(forKey: "AppleTextDirection"), defaults.bool(forKey: "NSForceRightToLeftWritingDirection") {
            return .rightToLeft
        }
        guard let language = preferredLanguages.first else { return .leftToRight }
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
