import Foundation

/// A drop placeholder as its list places it: a row of a table or an item of a collection view, the index path's
/// second index either way, counted among the data source's rows and the other placeholders.
@MainActor protocol DropPlaceholderPosition: AnyObject {
    var indexPath: IndexPath { get set }
}

/// The placeholders a list shows, kept in step with each other: tables and collection views do the same
/// bookkeeping on rows and on items.
extension Array where Element: DropPlaceholderPosition {
    /// Where a placeholder asked for `path` goes among the list's `counts` (rows or items per section): there, or
    /// at the end of the last section when `path` lies outside (logged); nil in a list without sections (logged).
    /// `list` names the class in the log line, `noun` the list and `things` its rows or items.
    @MainActor static func insertionIndexPath(for path: IndexPath, counts: [Int], list: String, noun: String,
                                              things: String) -> IndexPath? {
        if path.count == 2, counts.indices.contains(path.section), (0...counts[path.section]).contains(path.item) {
            return path
        }
        guard let last = counts.indices.last else {
            UIKitLog.error("\(list): a drop placeholder at \(path) in a \(noun) without sections; it is not shown")
            return nil
        }
        UIKitLog.error("\(list): a drop placeholder at \(path), outside the \(noun)'s \(things); it goes at the end")
        return IndexPath(item: counts[last], section: last)
    }

    /// Adds `placeholder` at its index path, moving the later ones of its section down by one.
    @MainActor mutating func insertPlaceholder(_ placeholder: Element) {
        for other in self where other.indexPath.section == placeholder.indexPath.section
            && other.indexPath.item >= placeholder.indexPath.item {
            other.indexPath.item += 1
        }
        append(placeholder)
    }

    /// Takes `placeholder` out, moving the later ones of its section up by one; false when it is not here.
    @MainActor mutating func removePlaceholder(_ placeholder: Element) -> Bool {
        guard let index = firstIndex(where: { $0 === placeholder }) else { return false }
        remove(at: index)
        for other in self where other.indexPath.section == placeholder.indexPath.section
            && other.indexPath.item > placeholder.indexPath.item {
            other.indexPath.item -= 1
        }
        return true
    }

    /// The data source's counts per section with the placeholders added.
    @MainActor func countsWithPlaceholders(_ counts: [Int]) -> [Int] {
        var counts = counts
        for placeholder in self where counts.indices.contains(placeholder.indexPath.section) {
            counts[placeholder.indexPath.section] += 1
        }
        return counts
    }

    /// The placeholder at `indexPath`, if one is there.
    @MainActor func placeholder(at indexPath: IndexPath) -> Element? {
        isEmpty ? nil : first { $0.indexPath == indexPath }
    }

    /// A row or item of the list in the data source's terms: the placeholders before it in its section taken away.
    @MainActor func dataSourceIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard !isEmpty else { return indexPath }
        let before = filter { $0.indexPath.section == indexPath.section && $0.indexPath.item < indexPath.item }.count
        return IndexPath(item: indexPath.item - before, section: indexPath.section)
    }
}
