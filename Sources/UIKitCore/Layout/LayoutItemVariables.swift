internal import AutoLayout

/// A view's or layout guide's unknowns in its engine: its rectangle in the coordinates of the engine's root view
/// (bounds origins and transforms ignored, as UIKit's engine treats a scroll view's edges as its content's), and the
/// constraints the engine made for it itself.
@MainActor final class LayoutItemVariables {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()
    /// The item, not retained: the engine lives on the root of the item's tree (see `NSLayoutConstraint.first`).
    unowned(unsafe) let view: UIView?
    unowned(unsafe) let guide: UILayoutGuide?
    /// Autoresizing pins (a view that translates its frame) or content-size constraints (one that does not).
    var systemConstraints: [NSLayoutConstraint] = []
    /// The frame the pins hold, to notice when code or autoresizing moved the view.
    var pinnedFrame: CGRect?
    /// The intrinsic size the content-size constraints hold, and the priorities they hold it at.
    var contentSize: CGSize?
    var contentPriorities: ContentPriorities?
    /// Where the item sits in the engine's member list.
    var memberIndex = 0

    init(view: UIView) {
        self.view = view
        guide = nil
    }

    init(guide: UILayoutGuide) {
        view = nil
        self.guide = guide
    }

    var frame: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}
