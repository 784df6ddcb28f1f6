/// The values set on appearance proxies, per class and containment, in the order they were set (a later value
/// for the same property and proxy replaces the earlier one).
@MainActor enum AppearanceRegistry {
    struct ProxyKey: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    struct Setter {
        let name: String
        let key: ProxyKey
        let containerTypes: [any UIAppearanceContainer.Type]
        let apply: @MainActor (AnyObject) -> Void
    }

    static var proxies: [ProxyKey: AnyObject] = [:]
    private static var settersByType: [ObjectIdentifier: [Setter]] = [:]
    static var hasSetters: Bool { !settersByType.isEmpty }

    static func record(_ setter: Setter) {
        var list = settersByType[setter.key.type] ?? []
        list.removeAll { $0.name == setter.name && $0.key == setter.key }
        list.append(setter)
        settersByType[setter.key.type] = list
    }

    /// The setters for `types` (base class first), those without containment before those with (the more
    /// specific proxy wins), fewer containers before more.
    static func setters(for types: [ObjectIdentifier]) -> [Setter] {
        types.flatMap { settersByType[$0] ?? [] }.enumerated()
            .sorted { ($0.element.containerTypes.count, $0.offset) < ($1.element.containerTypes.count, $1.offset) }
            .map(\.element)
    }

    /// Whether `chain` (innermost first) holds instances of `containerTypes` in that order, outward.
    static func matches(_ containerTypes: [any UIAppearanceContainer.Type], _ chain: [AnyObject]) -> Bool {
        var index = 0
        for type in containerTypes {
            guard let found = chain[index...].firstIndex(where: { isInstance($0, of: type) }) else { return false }
            index = found + 1
        }
        return true
    }

    private static func isInstance(_ object: AnyObject, of type: any UIAppearanceContainer.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let cls = current {
            if ObjectIdentifier(cls) == ObjectIdentifier(type) { return true }
            current = _getSuperclass(cls)
        }
        return false
    }

    /// Forgets every proxy value (for tests that must leave the process as they found it).
    static func reset() {
        proxies = [:]
        settersByType = [:]
    }
}
