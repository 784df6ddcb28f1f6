/// How a person interacted with a text item, for the pre-iOS 17 delegate method
/// `textView(_:shouldInteractWith:in:interaction:)`.
public enum UITextItemInteraction: Int, Sendable {
    /// A click or tap: open the link.
    case invokeDefaultAction = 0
    /// A long press or right click: show the item's actions.
    case presentActions = 1
    /// A firm press: preview the item.
    case preview = 2
}
