import Foundation

/// A frame a custom group's provider returns for one of its items, in the group's coordinates.
@preconcurrency @MainActor open class NSCollectionLayoutGroupCustomItem: NSObject {
    open private(set) var frame: CGRect
    open private(set) var zIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
