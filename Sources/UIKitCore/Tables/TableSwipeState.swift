import Foundation

/// A row with its swipe actions showing (or being swiped): which row, which side, the buttons behind it, and how
/// far the row is moved (negative: to the left, revealing trailing actions).
@MainActor struct TableSwipeState {
    let indexPath: IndexPath
    let cell: UITableViewCell
    let configuration: UISwipeActionsConfiguration
    let actionsView: TableSwipeActionsView
    var offset: CGFloat
    /// The row's frame at rest.
    let restingFrame: CGRect
}
