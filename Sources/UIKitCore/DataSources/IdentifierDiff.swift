import Foundation

/// The difference between two sectioned lists of unique identifiers, as a batch update: sections and items
/// deleted (old index paths), inserted (new index paths) and moved. Hash maps find what stayed in O(n); among what
/// stayed, the longest run already in order (a longest increasing subsequence, O(n log n) at worst, O(n) when
/// nothing moved) stays put, so only the fewest items needed are moved. Shared by the diffable data sources.
package enum IdentifierDiff {
    package static func changes<Section: Hashable, Item: Hashable>(
        from oldSections: [Section], _ oldItems: [[Item]], to newSections: [Section], _ newItems: [[Item]]
    ) -> BatchUpdateRecord {
        var record = BatchUpdateRecord()
        var oldSectionIndex = [Section: Int](minimumCapacity: oldSections.count)
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex = [Section: Int](minimumCapacity: newSections.count)
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }

        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil {
            record.deletedSections.insert(index)
        }
        var keptSectionOrder: [Int] = []
        for (index, section) in newSections.enumerated() {
            if let old = oldSectionIndex[section] { keptSectionOrder.append(old) } else { record.insertedSections.insert(index) }
        }
        let stableSections = Set(longestIncreasingSubsequence(keptSectionOrder))
        for old in keptSectionOrder where !stableSections.contains(old) {
            record.movedSections.append((old, newSectionIndex[oldSections[old]]!))
        }
        /// New section index of each old section that survives.
        let sectionMap: [Int?] = oldSections.map { newSectionIndex[$0] }

        let oldCount = oldItems.reduce(0) { $0 + $1.count }
        var oldLocation = [Item: (section: Int, item: Int)](minimumCapacity: oldCount)
        for (section, items) in oldItems.enumerated() {
            for (index, item) in items.enumerated() { oldLocation[item] = (section, index) }
        }
        var newSection = [Item: Int](minimumCapacity: oldCount)
        for (section, items) in newItems.enumerated() {
            let inserted = record.insertedSections.contains(section)
            var keptOldIndices: [Int] = []
            var keptNewIndices: [Int] = []
            for (index, item) in items.enumerated() {
                newSection[item] = section
                guard !inserted else { continue }
                guard let old = oldLocation[item], let target = sectionMap[old.section] else {
                    record.insertedItems.append(IndexPath(item: index, section: section))
                    continue
                }
                if target == section {
                    keptOldIndices.append(old.item)
                    keptNewIndices.append(index)
                } else {
                    record.movedItems.append((IndexPath(item: old.item, section: old.section),
                                              IndexPath(item: index, section: section)))
                }
            }
            guard !keptOldIndices.isEmpty else { continue }
            let stable = Set(longestIncreasingSubsequence(keptOldIndices))
            let oldSection = oldSectionIndex[newSections[section]]!
            for (position, old) in keptOldIndices.enumerated() where !stable.contains(old) {
                record.movedItems.append((IndexPath(item: old, section: oldSection),
                                          IndexPath(item: keptNewIndices[position], section: section)))
            }
        }
        for (section, items) in oldItems.enumerated() where sectionMap[section] != nil {
            for (index, item) in items.enumerated() {
                // Gone, or gone into a new section (whose items arrive with it, not one by one).
                guard let target = newSection[item], !record.insertedSections.contains(target) else {
                    record.deletedItems.append(IndexPath(item: index, section: section))
                    continue
                }
            }
        }
        return record
    }

    /// The values of the longest strictly increasing subsequence of `values` (patience sorting). A list already in
    /// order is recognised in one pass.
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return values }
        var tails: [Int] = []          // index into values of the smallest tail of each length
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
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }
}
