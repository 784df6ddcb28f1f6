import Foundation

/// The difference between two sectioned lists of unique identifiers, as a batch update: sections and items
/// deleted (old index paths), inserted (new index paths) and moved. One hash map of the old items finds, in one
/// pass over the new ones, what stayed (O(n) hashing, the dominant cost); among what stayed in the same section, the
/// longest run already in order (a longest increasing subsequence: O(n) when nothing moved, O(n log n) at worst,
/// on plain integers) stays put, so only the fewest items needed are moved. Shared by the diffable data sources.
/// (Package-visible for the collection benchmark.)
package enum IdentifierDiff {
    package static func changes<Section: Hashable, Item: Hashable>(
        from oldSections: [Section], _ oldItems: [[Item]], to newSections: [Section], _ newItems: [[Item]]
    ) -> BatchUpdateRecord {
        var record = BatchUpdateRecord()
        var oldSectionIndex = [Section: Int](minimumCapacity: oldSections.count)
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex = [Section: Int](minimumCapacity: newSections.count)
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }

        /// New section index of each old section that survives; whether each new section is new.
        let sectionMap: [Int?] = oldSections.map { newSectionIndex[$0] }
        var isInserted = [Bool](repeating: false, count: newSections.count)
        for index in oldSections.indices where sectionMap[index] == nil {
            record.deletedSections.insert(index)
        }
        var keptSectionOrder: [Int] = []
        for (index, section) in newSections.enumerated() {
            if let old = oldSectionIndex[section] {
                keptSectionOrder.append(old)
            } else {
                isInserted[index] = true
                record.insertedSections.insert(index)
            }
        }
        let stableSections = stablePositions(keptSectionOrder)
        for (position, old) in keptSectionOrder.enumerated() where !stableSections[position] {
            record.movedSections.append((old, sectionMap[old]!))
        }

        // Every old item by its place in the flattened old list; `sectionStart` turns that back into a section.
        var sectionStart: [Int] = []
        var total = 0
        for items in oldItems {
            sectionStart.append(total)
            total += items.count
        }
        var oldPlace = [Item: Int](minimumCapacity: total)
        for items in oldItems {
            for item in items { oldPlace[item] = oldPlace.count }
        }
        /// Old items that are still there, outside new sections (the rest are deleted).
        var kept = [Bool](repeating: false, count: total)
        var oldSection = 0
        for (section, items) in newItems.enumerated() where !isInserted[section] {
            var keptOldIndices: [Int] = []
            var keptNewIndices: [Int] = []
            keptOldIndices.reserveCapacity(items.count)
            keptNewIndices.reserveCapacity(items.count)
            let sameOldSection = oldSectionIndex[newSections[section]]!
            for (index, item) in items.enumerated() {
                guard let place = oldPlace[item] else {
                    record.insertedItems.append(IndexPath(item: index, section: section))
                    continue
                }
                oldSection = Self.section(of: place, starts: sectionStart, near: oldSection)
                guard let target = sectionMap[oldSection] else {
                    // From a deleted section: a new item here.
                    record.insertedItems.append(IndexPath(item: index, section: section))
                    continue
                }
                kept[place] = true
                let oldItem = place - sectionStart[oldSection]
                if target == section {
                    keptOldIndices.append(oldItem)
                    keptNewIndices.append(index)
                } else {
                    record.movedItems.append((IndexPath(item: oldItem, section: oldSection),
                                              IndexPath(item: index, section: section)))
                }
            }
            let stable = stablePositions(keptOldIndices)
            for position in keptOldIndices.indices where !stable[position] {
                record.movedItems.append((IndexPath(item: keptOldIndices[position], section: sameOldSection),
                                          IndexPath(item: keptNewIndices[position], section: section)))
            }
        }
        // Gone, or gone into a new section (whose items arrive with it, not one by one).
        for (section, items) in oldItems.enumerated() where sectionMap[section] != nil {
            let start = sectionStart[section]
            for index in items.indices where !kept[start + index] {
                record.deletedItems.append(IndexPath(item: index, section: section))
            }
        }
        return record
    }

    /// The section holding flattened place `place`: usually the one of the last look-up, else by binary search.
    private static func section(of place: Int, starts: [Int], near guess: Int) -> Int {
        if starts[guess] <= place, guess + 1 == starts.count || place < starts[guess + 1] { return guess }
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= place { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Which positions of `values` belong to a longest strictly increasing subsequence (patience sorting); those
    /// items stay, the others move. A list already in order is recognised in one pass.
    static func stablePositions(_ values: [Int]) -> [Bool] {
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [Bool](repeating: true, count: values.count) }
        var tails: [Int] = []          // position in values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var stable = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            stable[index] = true
            index = previous[index]
        }
        return stable
    }
}
