/// The item list of a multi-item behaviour (`addItem`, `removeItem`, `items`): no duplicates, compared by
/// identity, and only live geometry (an item with non-finite centre or bounds is refused with UIKit's log line).
@MainActor struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem], owner: String) {
        for item in items { add(item, owner: owner) }
    }

    func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }

    /// Adds `item`; false when it was already there or is unusable.
    @discardableResult
    mutating func add(_ item: any UIDynamicItem, owner: String) -> Bool {
        guard !contains(item) else { return false }
        let center = item.center, size = item.bounds.size
        guard center.x.isFinite, center.y.isFinite, size.width.isFinite, size.height.isFinite else {
            UIKitLog.error("\(owner): item \(item) has a non-finite center or bounds; not added")
            return false
        }
        items.append(item)
        return true
    }

    @discardableResult
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }
}
