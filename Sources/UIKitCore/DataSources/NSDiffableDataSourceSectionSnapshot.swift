import Foundation

/// One section's items as a tree (iOS 14): items with children, each parent expanded or collapsed. `items` lists
/// every item depth first; `visibleItems` leaves out the children of collapsed parents, and is what the section
/// shows when the snapshot is applied to it.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    private var nodes: [ItemIdentifierType: Node] = [:]
    public private(set) var rootItems: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var items: [ItemIdentifierType] { flatten(rootItems, visibleOnly: false) }
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, visibleOnly: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// Depth in the tree: 0 for root items.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// Whether every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard nodes[item] != nil else { return false }
        var current = nodes[item]?.parent
        while let parent = current {
            guard nodes[parent]?.isExpanded == true else { return false }
            current = nodes[parent]?.parent
        }
        return true
    }

    /// The item's place in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The subtree under `parent` (with it as root when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard nodes[parent] != nil else {
            UIKitLog.error("NSDiffableDataSourceSectionSnapshot: parent \(parent) is not in the snapshot")
            return result
        }
        if includingParent {
            result.copySubtree(parent, from: self, under: nil)
        } else {
            for child in nodes[parent]?.children ?? [] { result.copySubtree(child, from: self, under: nil) }
        }
        return result
    }

    // MARK: Changing

    /// Adds items at the end of `parent`'s children (nil: at the root).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil {
            return UIKitLog.error("NSDiffableDataSourceSectionSnapshot: parent \(parent) is not in the snapshot")
        }
        let fresh = unique(items)
        for item in fresh { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]?.children += fresh } else { rootItems += fresh }
    }

    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                to parent: ItemIdentifierType? = nil) {
        for root in snapshot.rootItems {
            append([root], to: parent)
            for child in snapshot.nodes[root]?.children ?? [] { copySubtree(child, from: snapshot, under: root) }
            nodes[root]?.isExpanded = snapshot.isExpanded(root)
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool) {
        guard let node = nodes[anchor] else {
            return UIKitLog.error("NSDiffableDataSourceSectionSnapshot: item \(anchor) is not in the snapshot")
        }
        let fresh = unique(items)
        for item in fresh { nodes[item] = Node(parent: node.parent) }
        if let parent = node.parent {
            let at = nodes[parent]!.children.firstIndex(of: anchor)! + (after ? 1 : 0)
            nodes[parent]?.children.insert(contentsOf: fresh, at: at)
        } else {
            rootItems.insert(contentsOf: fresh, at: rootItems.firstIndex(of: anchor)! + (after ? 1 : 0))
        }
    }

    /// Deletes the items and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            removeSubtree(item)
        }
    }

    public mutating func deleteAll() {
        nodes.removeAll()
        rootItems.removeAll()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]?.isExpanded = true }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]?.isExpanded = false }
    }

    /// Replaces `parent`'s children with `snapshot`'s items.
    public mutating func replace(childrenOf parent: ItemIdentifierType,
                                 using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard nodes[parent] != nil else {
            return UIKitLog.error("NSDiffableDataSourceSectionSnapshot: parent \(parent) is not in the snapshot")
        }
        for child in nodes[parent]?.children ?? [] { removeSubtree(child) }
        nodes[parent]?.children = []
        append(snapshot, to: parent)
    }

    /// A textual tree, one item per line, indented by level.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" + (isExpanded($0) ? " (expanded)" : "") }
            .joined(separator: "\n")
    }

    // MARK: Helpers

    private func flatten(_ list: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(list.reversed())
        while let item = stack.popLast() {
            result.append(item)
            guard let node = nodes[item], !visibleOnly || node.isExpanded else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        var stack = [item]
        while let next = stack.popLast() {
            stack += nodes[next]?.children ?? []
            nodes[next] = nil
        }
    }

    private mutating func copySubtree(_ item: ItemIdentifierType, from source: Self, under parent: ItemIdentifierType?) {
        append([item], to: parent)
        nodes[item]?.isExpanded = source.isExpanded(item)
        for child in source.nodes[item]?.children ?? [] { copySubtree(child, from: source, under: item) }
    }

    private func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        let fresh = items.filter { item in
            guard nodes[item] == nil, seen.insert(item).inserted else {
                duplicates.append(item)
                return false
            }
            return true
        }
        if !duplicates.isEmpty {
            UIKitLog.error("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    "
                           + duplicates.prefix(10).map { "\($0)" }.joined(separator: ",\n    ") + "\n)}")
        }
        return fresh
    }
}
