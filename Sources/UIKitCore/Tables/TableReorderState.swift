import Foundation

/// A row being dragged by its grip: where it came from, where it would drop now, and where in the row the grip
/// was taken.
@MainActor struct TableReorderState {
    let source: IndexPath
    let cell: UITableViewCell
    var destination: IndexPath
    let grabOffset: CGFloat
}
