import Foundation

/// An item the user is dragging to a new place: where it started, where it would land now, and the cell.
struct InteractiveMovement {
    let originalIndexPath: IndexPath
    var currentIndexPath: IndexPath
    let cell: UICollectionReusableView
}
