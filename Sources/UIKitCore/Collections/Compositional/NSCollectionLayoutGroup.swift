import Foundation

/// Items (or nested groups) in a row, a column, or at frames a provider computes. A horizontal or vertical group
/// repeats its subitems while they fit; with a `count`, it holds exactly that many copies of one subitem, sized
/// to share the group's length.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// With a count, exactly this many of the first subitem.
    let repeatCount: Int?
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// Space between the subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, count: Int?) {
        self.subitems = subitems
        self.arrangement = arrangement
        if let count, count < 1 {
            UIKitLog.error("NSCollectionLayoutGroup: a count of \(count) is not positive; using 1")
            repeatCount = 1
        } else {
            repeatCount = count
        }
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize,
                               subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize,
                             subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, count: nil)
    }

    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil)
    }

    /// A text picture of the group's arrangement, for debugging.
    open func visualDescription() -> String {
        let kind = switch arrangement {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        case .custom: "custom"
        }
        let inner = subitems.map { ($0 as? NSCollectionLayoutGroup)?.visualDescription() ?? "item" }
        return "\(kind)(\(repeatCount.map { "\($0) x " } ?? "")\(inner.joined(separator: ", ")))"
    }
}
