import Foundation

/// A drag under way: where it started, and what it may move.
struct ScrollViewDrag {
    enum Lock { case none, horizontal, vertical }

    /// The content offset the finger's travel is measured from, with any rubber-band stretch undone (a drag that
    /// catches stretched content goes on from where the finger would have been).
    var startOffset: CGPoint
    /// The pan's translation when it began: the content moves from then on, without jumping by the hysteresis.
    var baseTranslation: CGPoint
    var lock: Lock
    /// Scroll input (touchpad): follows the fingers 1:1 but stops at the edges, each movement applied to where the
    /// content is, so that fingers turning back from an edge move it at once.
    var isScrollInput: Bool
    /// The pan's translation at the last scroll input applied.
    var lastTranslation = CGPoint.zero
    /// The page the drag started on (paging moves at most one page from it).
    var startPage: CGPoint

    /// A start mostly along one axis (the other component under half of it, about 27°) locks to that axis.
    static func lock(for translation: CGPoint) -> Lock {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dx > 2 * dy { return .horizontal }
        if dy > 2 * dx { return .vertical }
        return .none
    }
}
