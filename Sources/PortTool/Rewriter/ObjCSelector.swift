/// Objective-C selector spelling of Swift declarations, by Swift's rules for `@objc` names: `tapped()` is
/// `tapped`, `tapped(_:)` is `tapped:`, `handle(tap:)` is `handleWithTap:`, `move(_:to:)` is `move:to:`; a
/// property's getter is its name and its setter `setName:`.
enum ObjCSelector {
    /// `labels` are the argument labels (`nil` for `_`).
    static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let label = first { selector += "With" + capitalized(label) }
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
}
