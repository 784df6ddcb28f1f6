import Foundation

/// The standard editing commands of the Edit menu and the context menus, as methods a responder overrides. On iOS
/// they are optional Objective-C methods; here `UIResponder` has each of them, doing nothing, and a responder
/// that performs one overrides it and answers for it in `canPerformAction(_:withSender:)`.
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func find(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}
