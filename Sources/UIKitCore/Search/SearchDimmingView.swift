import Foundation

/// The dimming over the searched content: a click on it ends the search.
@MainActor final class SearchDimmingView: UIView {
    var onClick: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onClick?()
    }
}
