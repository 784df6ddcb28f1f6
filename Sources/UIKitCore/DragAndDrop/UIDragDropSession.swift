import Foundation

/// What drag sessions and drop sessions share: the items and where the drag is.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    /// The drag's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    /// The drag stays inside the application: other applications never see it.
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// `canLoadObjects(ofClass: String.self)`, as the Swift overlay spells it for value types.
    public func canLoadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
        let anyClass: any NSItemProviderReading.Type = aClass
        return canLoadObjects(ofClass: anyClass)
    }
}
