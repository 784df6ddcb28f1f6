import SwiftSyntax

/// An `@objc` property: on iOS the Objective-C runtime makes it reachable by `value(forKey:)`, and key-value
/// observable when it is also `dynamic`. Here its key path is registered under its key with
/// `KeyValueCodingRegistry`, and the rewrite makes setting a `dynamic` one notify observers
/// (`willChangeValue(forKey:)` / `didChangeValue(forKey:)` around every set).
public struct ObservableProperty: Equatable, Sendable {
    public let name: String
    /// The key: the Objective-C name.
    public let key: String
    public let isPrivate: Bool
    public let line: Int
    /// Whether setting the property notifies observers by itself (`@objc dynamic`); a plain `@objc` property is
    /// registered so that `setValue(_:forKey:)` notifies around it, as the Objective-C runtime does.
    public var notifiesObservers = true
}

enum ObservablePropertyRewrite {
    /// The insertions that make setting the property notify observers of `key`, without moving a line: observers
    /// added to a stored property (or merged into its own `willSet`/`didSet`), the notifications wrapped around a
    /// computed property's `set`. A read-only property needs none; a declaration of several properties and a
    /// `lazy` one cannot take observers, so they get none (their properties stay readable by key). The scanner
    /// leaves `override`s alone: the overridden property's setter, which an override's calls, notifies already.
    static func edits(for binding: PatternBindingSyntax, key: String, bindingCount: Int) -> [TextEdit] {
        let will = "willChangeValue(forKey: \(SourceRewriter.literal(key)))"
        let did = "didChangeValue(forKey: \(SourceRewriter.literal(key)))"
        func insert(_ text: String, at position: AbsolutePosition) -> TextEdit {
            TextEdit(start: position.utf8Offset, end: position.utf8Offset, replacement: text)
        }
        guard let block = binding.accessorBlock else {
            guard bindingCount == 1 else { return [] }
            return [insert(" { willSet { \(will) } didSet { \(did) } }", at: binding.endPositionBeforeTrailingTrivia)]
        }
        guard case .accessors(let accessors) = block.accessors else { return [] }
        let kinds = Set(accessors.map(\.accessorSpecifier.tokenKind))
        var edits: [TextEdit] = []
        for accessor in accessors {
            guard let body = accessor.body else { continue }
            let start = body.leftBrace.endPositionBeforeTrailingTrivia
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.willSet): edits.append(insert(" \(will);", at: start))
            case .keyword(.didSet): edits.append(insert(" defer { \(did) };", at: start))
            case .keyword(.set): edits.append(insert(" \(will); defer { \(did) };", at: start))
            default: break
            }
        }
        let observed = kinds.contains(.keyword(.willSet)) || kinds.contains(.keyword(.didSet))
        if observed, !kinds.contains(.keyword(.willSet)) {
            edits.append(insert(" willSet { \(will) }", at: block.leftBrace.endPositionBeforeTrailingTrivia))
        }
        if observed, !kinds.contains(.keyword(.didSet)) {
            edits.append(insert(" didSet { \(did) } ", at: block.rightBrace.positionAfterSkippingLeadingTrivia))
        }
        return edits
    }

    /// The registrations of a class's observable properties, with those it inherits from classes of the app
    /// (a key path's root is the class it is written on, so `\Subclass.count` needs its own entry).
    static func registrations(_ properties: [ObservableProperty], owner: String) -> [String] {
        properties.map { property in
            let notifies = property.notifiesObservers ? "" : ", notifiesObservers: false"
            return "KeyValueCodingRegistry.register(\(SourceRewriter.literal(property.key)), \\\(owner).\(property.name)\(notifies))"
                + "  // line \(property.line)"
        }
    }
}

extension SelectorIndex {
    /// Whether `type` has `NSObject`'s key-value coding and observing: not a Core Animation layer (here `CALayer`
    /// is no `NSObject`; a layer's `@objc dynamic` property, for `needsDisplay(forKey:)`, stays as it is).
    func isKeyValueCoded(_ type: String) -> Bool {
        !(chain(type).last ?? type).hasPrefix("CA")
    }

    /// The non-private observable properties `className` inherits from superclasses declared in the app, each
    /// once (an override up the chain names the same key).
    func inheritedObservableProperties(_ className: String) -> [ObservableProperty] {
        var seen = Set<String>()
        return chain(className).dropFirst().flatMap { ancestor in
            (members[ancestor] ?? []).flatMap(\.observableProperties).filter { !$0.isPrivate && seen.insert($0.name).inserted }
        }
    }
}
