import Foundation

/// A drag, as a drop target sees it: its items' data is loaded only once the drop is performed.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag comes from this application; nil for a drag from another one.
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The loading of all the items' data.
    var progress: Progress { get }
    /// Loads an object of `aClass` from every item that has one, and calls `completion` on the main thread with
    /// them, in the items' order.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// `loadObjects(ofClass: String.self) { strings in ... }`, as the Swift overlay spells it for value types.
    @discardableResult
    public func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                     completion: @escaping @MainActor ([T]) -> Void) -> Progress {
        let anyClass: any NSItemProviderReading.Type = aClass
        return loadObjects(ofClass: anyClass) { objects in completion(objects.compactMap { $0 as? T }) }
    }
}
