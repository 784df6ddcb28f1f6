import Foundation

/// Where a supplementary item attaches to its item or group: edges of the container, with an offset.
@preconcurrency @MainActor open class NSCollectionLayoutAnchor: NSObject {
    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open private(set) var isAbsoluteOffset: Bool
    open private(set) var isFractionalOffset: Bool

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        isFractionalOffset = false
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        isFractionalOffset = true
        super.init()
    }

    /// The frame of an element of `size` anchored to `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var origin = CGPoint(x: container.midX - size.width / 2, y: container.midY - size.height / 2)
        if edges.contains(.leading) { origin.x = container.minX }
        if edges.contains(.trailing) { origin.x = container.maxX - size.width }
        if edges.contains(.top) { origin.y = container.minY }
        if edges.contains(.bottom) { origin.y = container.maxY - size.height }
        let shift = isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        return CGRect(origin: CGPoint(x: origin.x + shift.x, y: origin.y + shift.y), size: size)
    }
}

/// A view attached to an item or group (a badge), of its own element kind, placed by anchor.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open var zIndex = 1
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
