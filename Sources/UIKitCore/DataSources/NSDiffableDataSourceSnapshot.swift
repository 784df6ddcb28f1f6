import Foundation

/// The state of a diffable data source's data: sections and the items in each, by unique identifier. A value:
/// change a copy, then apply it; the data source computes the difference. Identifiers must be unique across the
/// snapshot: a duplicate logs UIKit's message and is left out (UIKit stops the app).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    @unchecked Sendable {
    var sections: [SectionIdentifierType] = []
    var items: [[ItemIdentifierType]] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Where each item is; rebuilt on first use after a change (one shared box per version, so copies stay cheap).
    private var index = SnapshotIndex<SectionIdentifierType, ItemIdentifierType>()

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let section = sectionIndex(identifier, "numberOfItems(inSection:)") else { return 0 }
        return items[section].count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = sectionIndex(identifier, "itemIdentifiers(inSection:)") else { return [] }
        return items[section]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        index.location(of: identifier, in: self).map { sections[$0.section] }
    }

    /// The item's position counting every item of the earlier sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = index.location(of: identifier, in: self) else { return nil }
        return items[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { index.section(of: identifier, in: self) }

    /// The index path of an item: its section's index and its place there.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        index.location(of: identifier, in: self).map { IndexPath(item: $0.item, section: $0.section) }
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier` (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            guard let found = sectionIndex(sectionIdentifier, "appendItems") else { return }
            section = found
        } else {
            guard !sections.isEmpty else {
                return UIKitLog.error("There are currently no sections in the data source. Please add a section first.")
            }
            section = sections.count - 1
        }
        let fresh = unique(identifiers)
        guard !fresh.isEmpty else { return }
        // Appending keeps the index valid: extend it in place when no other copy shares it, so a loop of
        // appends stays linear.
        if isKnownUniquelyReferenced(&index) {
            index.noteAppended(fresh, section: section, startingAt: items[section].count)
        } else {
            changed()
        }
        items[section] += fresh
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let location = itemLocation(anchor, after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)") else {
            return
        }
        let fresh = unique(identifiers)
        guard !fresh.isEmpty else { return }
        changed()
        items[location.section].insert(contentsOf: fresh, at: location.item + (after ? 1 : 0))
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        guard !doomed.isEmpty else { return }
        changed()
        for section in items.indices { items[section].removeAll { doomed.contains($0) } }
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    public mutating func deleteAllItems() {
        changed()
        sections.removeAll()
        items.removeAll()
        reloadedItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor else {
            return UIKitLog.error("NSDiffableDataSourceSnapshot: cannot move item \(identifier) relative to itself")
        }
        guard let from = itemLocation(identifier, "moveItem"), itemLocation(anchor, "moveItem") != nil else { return }
        changed()
        items[from.section].remove(at: from.item)
        guard let target = index.location(of: anchor, in: self) else { return }
        items[target.section].insert(identifier, at: target.item + (after ? 1 : 0))
        changed()
    }

    /// The items get new cells when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemLocation(identifier, "reloadItems") != nil {
            if !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
        }
    }

    /// The items' existing cells are configured again when applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemLocation(identifier, "reconfigureItems") != nil {
            if !reconfiguredItemIdentifiers.contains(identifier) { reconfiguredItemIdentifiers.append(identifier) }
        }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = uniqueSections(identifiers)
        guard !fresh.isEmpty else { return }
        if isKnownUniquelyReferenced(&index) {
            index.noteAppended(fresh, startingAt: sections.count)
        } else {
            changed()
        }
        sections += fresh
        items += fresh.map { _ in [] }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool) {
        guard let at = sectionIndex(anchor, "insertSections") else { return }
        let fresh = uniqueSections(identifiers)
        guard !fresh.isEmpty else { return }
        changed()
        sections.insert(contentsOf: fresh, at: at + (after ? 1 : 0))
        items.insert(contentsOf: fresh.map { _ in [] }, at: at + (after ? 1 : 0))
    }

    /// Deletes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        let removedItems = Set(sections.indices.filter { doomed.contains(sections[$0]) }.flatMap { items[$0] })
        changed()
        for section in sections.indices.reversed() where doomed.contains(sections[section]) {
            sections.remove(at: section)
            items.remove(at: section)
        }
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        reloadedItemIdentifiers.removeAll { removedItems.contains($0) }
        reconfiguredItemIdentifiers.removeAll { removedItems.contains($0) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, let from = sectionIndex(identifier, "moveSection"),
              sectionIndex(anchor, "moveSection") != nil else { return }
        changed()
        let sectionItems = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(sectionItems, at: to)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionIndex(identifier, "reloadSections") != nil {
            if !reloadedSectionIdentifiers.contains(identifier) { reloadedSectionIdentifiers.append(identifier) }
        }
    }

    /// The same data without pending reloads and reconfigurations (what a data source keeps once it applied them).
    func withoutReloads() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: Helpers

    private mutating func changed() { index = SnapshotIndex() }

    private func sectionIndex(_ identifier: SectionIdentifierType, _ call: String) -> Int? {
        guard let section = index.section(of: identifier, in: self) else {
            UIKitLog.error("NSDiffableDataSourceSnapshot \(call): invalid section identifier: \(identifier) is not in the snapshot")
            return nil
        }
        return section
    }

    private func itemLocation(_ identifier: ItemIdentifierType, _ call: String) -> (section: Int, item: Int)? {
        guard let location = index.location(of: identifier, in: self) else {
            UIKitLog.error("NSDiffableDataSourceSnapshot \(call): invalid item identifier: \(identifier) is not in the snapshot")
            return nil
        }
        return location
    }

    /// `identifiers` without those already in the snapshot or repeated, with UIKit's message when there are any.
    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        let fresh = identifiers.filter { identifier in
            guard index.location(of: identifier, in: self) == nil, seen.insert(identifier).inserted else {
                duplicates.append(identifier)
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

    private func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        let fresh = identifiers.filter { identifier in
            guard index.section(of: identifier, in: self) == nil, seen.insert(identifier).inserted else {
                duplicates.append(identifier)
                return false
            }
            return true
        }
        if !duplicates.isEmpty {
            UIKitLog.error("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    "
                           + duplicates.prefix(10).map { "\($0)" }.joined(separator: ",\n    ") + "\n)}")
        }
        return fresh
    }
}

/// Where each section and item of one snapshot version is, built on first use. A box, so every copy of the same
/// version shares it; a change gives the snapshot a new, empty box.
final class SnapshotIndex<Section: Hashable, Item: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var sections: [Section: Int]?
    private var items: [Item: (section: Int, item: Int)]?

    func section(of identifier: Section,
                 in snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> Int? where Section: Sendable, Item: Sendable {
        lock.lock()
        defer { lock.unlock() }
        if sections == nil {
            var map = [Section: Int](minimumCapacity: snapshot.sections.count)
            for (index, section) in snapshot.sections.enumerated() { map[section] = index }
            sections = map
        }
        return sections?[identifier]
    }

    /// Items appended at the end of a section: added to the map if it is built.
    func noteAppended(_ appended: [Item], section: Int, startingAt start: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard items != nil else { return }
        for (offset, item) in appended.enumerated() { items?[item] = (section, start + offset) }
    }

    /// Sections appended at the end: added to the map if it is built.
    func noteAppended(_ appended: [Section], startingAt start: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard sections != nil else { return }
        for (offset, section) in appended.enumerated() { sections?[section] = start + offset }
    }

    func location(of identifier: Item,
                  in snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> (section: Int, item: Int)?
        where Section: Sendable, Item: Sendable {
        lock.lock()
        defer { lock.unlock() }
        if items == nil {
            var map = [Item: (section: Int, item: Int)]()
            for (section, list) in snapshot.items.enumerated() {
                for (index, item) in list.enumerated() { map[item] = (section, index) }
            }
            items = map
        }
        return items?[identifier]
    }
}
