import Foundation

/// The changes of one batch update, in UIKit's terms (TV-30): deletions and reloads name rows and sections as they
/// were before the batch, insertions and move destinations as they are after it.
struct TableUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var animation: UITableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// Where each row of the table after a batch came from: an old index path, or nil for a new row.
struct TableUpdateMapping {
    var newCounts: [Int]
    /// Per new section, per new row: the old index path, or nil (inserted or reloaded).
    var sources: [[IndexPath?]]
    /// Per new section: the old section it continues, or nil (inserted).
    var sectionSources: [Int?]

    func oldToNew() -> [IndexPath: IndexPath] {
        var map: [IndexPath: IndexPath] = [:]
        for (section, rows) in sources.enumerated() {
            for (row, source) in rows.enumerated() {
                if let source { map[source] = IndexPath(row: row, section: section) }
            }
        }
        return map
    }
}

extension TableUpdateBatch {
    /// Checks the batch against the counts before (`old`) and the data source's counts after (`new`), and maps
    /// every new row to its old one. On a mismatch, UIKit's message (the caller then reloads everything).
    func mapping(old: [Int], new: [Int]) -> Result<TableUpdateMapping, TableUpdateError> {
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        guard new.count == expectedSections else {
            return .failure(TableUpdateError(message: "Invalid update: invalid number of sections. The number of sections "
                + "contained in the table view after the update (\(new.count)) must be equal to the number of sections "
                + "contained in the table view before the update (\(old.count)), plus or minus the number of sections "
                + "inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        if let bad = deletedSections.first(where: { $0 >= old.count }) ?? insertedSections.first(where: { $0 >= new.count }) {
            return .failure(TableUpdateError(message: "Invalid update: section \(bad) is out of range"))
        }
        // New section order: inserted and moved-to sections fixed, the surviving others in their old order.
        var sectionSources = [Int?](repeating: nil, count: new.count)
        var fixed = Set(insertedSections)
        for move in movedSections where new.indices.contains(move.to) && old.indices.contains(move.from) {
            sectionSources[move.to] = move.from
            fixed.insert(move.to)
        }
        let movedAway = Set(movedSections.map(\.from))
        var survivors = (0..<old.count).filter { !deletedSections.contains($0) && !movedAway.contains($0) }.makeIterator()
        for section in 0..<new.count where !fixed.contains(section) { sectionSources[section] = survivors.next() }

        for path in deletedRows.union(reloadedRows) where !(old.indices.contains(path.section) && path.row >= 0 && path.row < old[path.section]) {
            return .failure(TableUpdateError(message: "Invalid update: attempt to delete row \(path.row) from section "
                + "\(path.section), which only contains \(old.indices.contains(path.section) ? old[path.section] : 0) rows before the update"))
        }
        for path in insertedRows where !(new.indices.contains(path.section) && path.row >= 0 && path.row < new[path.section]) {
            return .failure(TableUpdateError(message: "Invalid update: attempt to insert row \(path.row) into section "
                + "\(path.section), which only contains \(new.indices.contains(path.section) ? new[path.section] : 0) rows after the update"))
        }
        var sources: [[IndexPath?]] = []
        for newSection in 0..<new.count {
            guard let oldSection = sectionSources[newSection], !reloadedSections.contains(oldSection) else {
                sources.append([IndexPath?](repeating: nil, count: new[newSection]))
                continue
            }
            let movedOut = movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            let movedIn = movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
            let deleted = deletedRows.filter { $0.section == oldSection }.count
            let inserted = insertedRows.filter { $0.section == newSection }.count
            let expected = old[oldSection] + inserted - deleted + movedIn - movedOut
            guard new[newSection] == expected else {
                return .failure(TableUpdateError(message: "Invalid update: invalid number of rows in section \(newSection). "
                    + "The number of rows contained in an existing section after the update (\(new[newSection])) must be "
                    + "equal to the number of rows contained in that section before the update (\(old[oldSection])), plus "
                    + "or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                    + "deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved "
                    + "in, \(movedOut) moved out)."))
            }
            var slots = [IndexPath??](repeating: .none, count: new[newSection])
            for path in insertedRows where path.section == newSection { slots[path.row] = .some(nil) }
            for move in movedRows where move.to.section == newSection && move.to.row < slots.count {
                slots[move.to.row] = .some(move.from)
            }
            let movedFrom = Set(movedRows.map(\.from))
            var remaining = (0..<old[oldSection]).map { IndexPath(row: $0, section: oldSection) }
                .filter { !deletedRows.contains($0) && !movedFrom.contains($0) }.makeIterator()
            var rows: [IndexPath?] = []
            for slot in slots {
                switch slot {
                case .some(let fixed): rows.append(fixed)
                case .none:
                    let next = remaining.next()
                    // A reloaded row keeps its place but gets a new cell and height.
                    rows.append(next.flatMap { reloadedRows.contains($0) ? nil : $0 })
                }
            }
            sources.append(rows)
        }
        return .success(TableUpdateMapping(newCounts: new, sources: sources, sectionSources: sectionSources))
    }
}

struct TableUpdateError: Error {
    let message: String
}
