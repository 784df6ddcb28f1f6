import Foundation

/// Something that takes part in keyboard focus: a view (or another item) and the views around it, which are asked
/// before focus moves and told after (UIKit's declarations; `focusItemContainer` and focus sounds are not here).
@preconcurrency @MainActor public protocol UIFocusEnvironment: AnyObject {
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    var focusGroupIdentifier: String? { get }
}

/// An environment that can itself hold focus.
@preconcurrency @MainActor public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    var frame: CGRect { get }
    var focusEffect: UIFocusEffect? { get }
    var isFocused: Bool { get }
}
