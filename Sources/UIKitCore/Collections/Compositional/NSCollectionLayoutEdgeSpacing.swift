import Foundation

/// Space around an item inside its group, added before it is placed (unlike `contentInsets`, which shrink it).
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject {
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
