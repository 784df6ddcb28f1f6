/// The whole tree in one pass, for a client that reads it in bulk (AT-SPI's `Cache.GetItems`): every element under
/// the application, parents before their children, each with its parent, its index there, its child count and what
/// it is now. The children lists it walks are the ones later changes are compared against.
extension AccessibilityTree {
    package struct SnapshotItem {
        package var id: AccessibilityElementID
        package var parent: AccessibilityElementID
        package var index: Int
        package var childCount: Int
        package var node: AccessibilityNode
    }

    package func snapshot() -> [SnapshotItem] {
        var items: [SnapshotItem] = []
        // Depth-first with a stack of our own, so that a 10,000-deep view chain does not exhaust the thread's stack.
        var pending: [(id: AccessibilityElementID, parent: AccessibilityElementID, index: Int)] =
            children(of: .application).enumerated().reversed().map { ($0.element, .application, $0.offset) }
        while let (id, parent, index) = pending.popLast() {
            let children = children(of: id)
            guard let node = node(id) else { continue }
            items.append(SnapshotItem(id: id, parent: parent, index: index, childCount: children.count, node: node))
            for (childIndex, child) in children.enumerated().reversed() { pending.append((child, id, childIndex)) }
        }
        return items
    }

    /// One element as `snapshot()` gives it, for telling a bulk reader about an element that appeared.
    package func snapshotItem(_ id: AccessibilityElementID) -> SnapshotItem? {
        guard id != .application, let node = node(id), let parent = parent(of: id) else { return nil }
        return SnapshotItem(id: id, parent: parent, index: indexInParent(of: id), childCount: childCount(of: id), node: node)
    }
}
