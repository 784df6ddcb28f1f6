import Foundation

/// A view's interactions. They are kept in a table beside the views (extensions cannot add stored properties);
/// an entry goes when its view does.
extension UIView {
    public var interactions: [any UIInteraction] {
        get {
            guard let entry = InteractionTable.entries[ObjectIdentifier(self)], entry.view === self else { return [] }
            return entry.interactions
        }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        InteractionTable.prune()
        InteractionTable.entries[ObjectIdentifier(self), default: InteractionTable.Entry(view: self)].interactions
            .append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        let key = ObjectIdentifier(self)
        guard let index = InteractionTable.entries[key]?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        InteractionTable.entries[key]?.interactions.remove(at: index)
        if InteractionTable.entries[key]?.interactions.isEmpty == true { InteractionTable.entries[key] = nil }
        interaction.didMove(to: nil)
    }
}

/// The interactions of each view, by view identity; the weak view tells a live entry from one whose view is gone
/// (and whose identity may be reused).
@MainActor enum InteractionTable {
    struct Entry {
        weak var view: UIView?
        var interactions: [any UIInteraction] = []
    }

    static var entries: [ObjectIdentifier: Entry] = [:]

    static func prune() { entries = entries.filter { $0.value.view != nil } }
}
