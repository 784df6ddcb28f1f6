/// The trait-change registrations of every view and controller, kept beside them (neither class holds them) and
/// dropped with their object: an entry's owner is weak.
@MainActor final class TraitChangeRegistry {
    static let shared = TraitChangeRegistry()

    final class Token: UITraitChangeRegistration {
        let id: Int
        init(id: Int) { self.id = id }
    }

    private struct Entry {
        weak var owner: AnyObject?
        let id: Int
        let traits: [UITrait]
        let handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
    }

    private var entries: [ObjectIdentifier: [Entry]] = [:]
    private var nextID = 0

    func add(for owner: any UITraitEnvironment, traits: [UITrait],
             handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) -> Token {
        nextID += 1
        let key = ObjectIdentifier(owner)
        var list = (entries[key] ?? []).filter { $0.owner != nil }
        list.append(Entry(owner: owner, id: nextID, traits: traits, handler: handler))
        entries[key] = list
        return Token(id: nextID)
    }

    func remove(_ registration: any UITraitChangeRegistration) {
        guard let token = registration as? Token else { return }
        for (key, list) in entries where list.contains(where: { $0.id == token.id }) {
            let rest = list.filter { $0.id != token.id }
            entries[key] = rest.isEmpty ? nil : rest
        }
    }

    /// Views skip the lookup until something is registered.
    func notifyIfAny(_ environment: any UITraitEnvironment, previous: UITraitCollection) {
        if !entries.isEmpty { notify(environment, previous: previous) }
    }

    /// Calls the handlers of `environment` whose traits differ between `previous` and its traits now.
    func notify(_ environment: any UITraitEnvironment, previous: UITraitCollection) {
        let key = ObjectIdentifier(environment)
        guard let list = entries[key] else { return }
        let live = list.filter { $0.owner === environment }
        entries[key] = live.isEmpty ? nil : live
        guard !live.isEmpty else { return }
        let current = environment.traitCollection
        for entry in live where current.differs(from: previous, in: entry.traits) {
            entry.handler(environment, previous)
        }
    }
}
