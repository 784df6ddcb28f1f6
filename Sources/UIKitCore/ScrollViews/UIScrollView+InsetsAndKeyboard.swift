import Foundation

extension UIScrollView {
    /// Which safe-area insets a scroll view adds to `contentInset`: on the axes it scrolls along
    /// (`scrollableAxes`), those and the top and bottom too when it is a view controller's view in a navigation
    /// controller (`automatic`), all (`always`) or none (`never`). A desktop window itself has no safe area; the
    /// bars of containers make one.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The part of the safe area `adjustedContentInset` adds, by `contentInsetAdjustmentBehavior`.
    var safeAreaContentInset: UIEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        guard behavior != .never else { return .zero }
        let safe = safeAreaInsets
        guard safe != .zero, behavior != .always else { return safe }
        let size = bounds.size
        let horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        var vertical = alwaysBounceVertical || contentSize.height > size.height
        if behavior == .automatic && !vertical, let controller = viewControllerStorage {
            vertical = controller.navigationController != nil && controller.automaticallyAdjustsScrollViewInsets
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// The bars over the scroll view moved (or how it adjusts to them changed): content resting at the top or the
    /// leading edge stays there, below the bar, as on iOS.
    func safeAreaContentInsetMayHaveChanged() {
        let new = safeAreaContentInset, old = lastSafeAreaContentInset
        guard new != old else { return }
        lastSafeAreaContentInset = new
        var offset = contentOffset
        let inset = adjustedContentInset
        if abs(offset.y + (inset.top - new.top + old.top)) < 0.5 { offset.y = -inset.top }
        if abs(offset.x + (inset.left - new.left + old.left)) < 0.5 { offset.x = -inset.left }
        adjustedContentInsetDidChange()
        contentOffset = clampedContentOffset(offset)
    }

    /// When a scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    /// A touch drag began: `.onDrag` and `.interactive` resign the first responder of this window.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let responder = UIResponder.currentFirstResponder as? UIView,
              let window, responder.window === window else { return }
        _ = responder.resignFirstResponder()
    }
}
