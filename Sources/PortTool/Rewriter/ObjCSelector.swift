/// Objective-C selector spelling of Swift declarations, by Swift's rules for `@objc` names: `tapped()` is
/// `tapped`, `tapped(_:)` is `tapped:`, `handle(tap:)` is `handleWithTap:`, `move(_:to:)` is `move:to:`; no `With`
/// when the first label starts with a preposition or the base name ends with one (`move(to:)` is `moveTo:`,
/// `searchFor(text:)` is `searchForText:`); a property's getter is its name and its setter `setName:`.
enum ObjCSelector {
    /// `labels` are the argument labels (`nil` for `_`).
    static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let label = first {
            if !isPreposition(firstWord(label)) && !isPreposition(lastWord(baseName)) { selector += "With" }
            selector += capitalized(label)
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The Swift full name (`tapped(_:)`) of a method with these labels.
    static func swiftName(_ baseName: String, labels: [String?]) -> String {
        labels.isEmpty ? baseName : baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The prepositions the Swift compiler knows when it names selectors (its list of parts of speech).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: Substring) -> Bool { prepositions.contains(word.lowercased()) }

    /// The first camel-case word: `atIndex` -> `at`.
    private static func firstWord(_ name: String) -> Substring {
        name.prefix(1) + name.dropFirst().prefix { !$0.isUppercase && $0 != "_" }
    }

    /// The last camel-case word: `scrollTo` -> `To`, `for` -> `for`.
    private static func lastWord(_ name: String) -> Substring {
        guard let start = name.lastIndex(where: { $0.isUppercase || $0 == "_" }) else { return Substring(name) }
        return name[start...].drop { $0 == "_" }
    }
}
