import Foundation

/// What the application's drag and drop sessions share: the items and the drag's place in a window.
@MainActor class DragDropSessionBase: NSObject {
    var items: [UIDragItem]
    /// The window the drag is over, and where in it (window coordinates).
    weak var window: UIWindow?
    var windowLocation: CGPoint = .zero
    var allowsMoveOperation: Bool
    var isRestrictedToDraggingApplication: Bool

    init(items: [UIDragItem], allowsMoveOperation: Bool, isRestrictedToDraggingApplication: Bool) {
        self.items = items
        self.allowsMoveOperation = allowsMoveOperation
        self.isRestrictedToDraggingApplication = isRestrictedToDraggingApplication
        super.init()
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
