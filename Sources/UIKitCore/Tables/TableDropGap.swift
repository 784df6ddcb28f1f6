import Foundation

/// The room a drag that inserts opens among a table's rows (UITableView+DropGap.swift): layout only, in the
/// model's flat item order. The items from `itemIndex` on sit `height` lower; for a move of the table's own row the
/// items after `sourceIndex` also sit `sourceHeight` higher, so the row's old place closes.
struct TableDropGap: Equatable {
    /// Where the dropped rows go, in the data source's terms (for the table's own row: its index path after the move).
    let destination: IndexPath
    /// The flat index of the item (row or footer) the gap opens before.
    let itemIndex: Int
    let height: CGFloat
    /// The table's own row being moved, whose cell hides while its place closes.
    let source: IndexPath?
    let sourceIndex: Int?
    let sourceHeight: CGFloat

    /// How far the item at flat `index` sits from its own place.
    func shift(ofItem index: Int) -> CGFloat {
        var shift: CGFloat = index >= itemIndex ? height : 0
        if let sourceIndex, index > sourceIndex { shift -= sourceHeight }
        return shift
    }

    /// How far any item may move: the tiling walks this much past the bounds so the rows sliding in and out have
    /// cells.
    var reach: CGFloat { max(height, sourceHeight) }
}
