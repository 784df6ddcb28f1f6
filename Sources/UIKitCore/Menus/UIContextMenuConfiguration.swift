import Foundation

/// What a context menu shows: the menu made by `actionProvider` (given the suggested elements, none here). A
/// preview provider is kept for the delegate but no preview is drawn on the desktop, where menus appear at the
/// pointer.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
    public typealias PreviewProvider = @MainActor () -> UIViewController?

    public let identifier: AnyHashable
    public let previewProvider: PreviewProvider?
    public let actionProvider: ActionProvider?

    public init(identifier: AnyHashable? = nil, previewProvider: PreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
