import Foundation

/// A drag as the drop targets see it: one from this application (with its drag session) or from another one.
@MainActor final class DropSession: DragDropSessionBase, UIDropSession {
    let localDragSession: (any UIDragSession)?
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    let progress = Progress(totalUnitCount: 0)
    /// The drop's animation, while the drop is performed and animates.
    var landing: DropLanding?

    init(items: [UIDragItem], localDragSession: (any UIDragSession)?, allowsMoveOperation: Bool) {
        self.localDragSession = localDragSession
        super.init(items: items, allowsMoveOperation: allowsMoveOperation,
                   isRestrictedToDraggingApplication: localDragSession?.isRestrictedToDraggingApplication ?? false)
    }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let loading = Progress(totalUnitCount: Int64(providers.count))
        progress.totalUnitCount += Int64(providers.count)
        let results = LoadedObjects(count: providers.count)
        let group = DispatchGroup()
        for (index, provider) in providers.enumerated() {
            group.enter()
            provider.loadObject(ofClass: aClass) { [progress] object, _ in
                results.set(object, at: index)
                DispatchQueue.main.async {
                    loading.completedUnitCount += 1
                    progress.completedUnitCount += 1
                }
                group.leave()
            }
        }
        group.notify(queue: .main) {
            MainActor.assumeIsolated { completion(results.objects) }
        }
        return loading
    }
}

/// The objects of a load of several items, filled in from the loading thread, kept in the items' order.
private final class LoadedObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [(any NSItemProviderReading)?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ object: (any NSItemProviderReading)?, at index: Int) { lock.withLock { slots[index] = object } }

    var objects: [any NSItemProviderReading] { lock.withLock { slots.compactMap { $0 } } }
}
