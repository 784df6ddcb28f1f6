import Foundation

/// What a drop placeholder's context keeps, in a table or a collection view alike: the animator its animations
/// run on (the drop's landing on the placeholder's cell, or one of its own once the drop is over), and whether its
/// misuse was logged. A placeholder goes once: committed, deleted, or dropped by `reloadData()`; a call on one
/// that is gone does nothing, returns false (as UIKit does) and logs one line per context.
@MainActor final class DropPlaceholderLifecycle {
    let list: String
    var animator: any UIDragAnimating = DragAnimator.running()
    private var loggedMisuse = false

    init(list: String) { self.list = list }

    /// The refusal of `call` on a placeholder that is gone (or whose list is): false, logged the first time.
    func refuse(_ call: String, listGone: Bool) -> Bool {
        if !loggedMisuse {
            loggedMisuse = true
            let what = listGone ? "whose \(list) is gone" : "that is gone (committed, deleted, or reloadData() since)"
            UIKitLog.error("\(list): \(call) on a drop placeholder \(what); nothing done, returns false")
        }
        return false
    }
}
