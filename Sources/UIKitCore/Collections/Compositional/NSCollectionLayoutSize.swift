import Foundation

/// A width and a height dimension.
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject {
    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}
