import Foundation

/// A list's look for a compositional layout (iOS 14): rows the full width of the section (inset for inset-grouped
/// and sidebar appearances) with self-sizing heights, optional section headers and footers. Separators and the
/// background are drawn by `UICollectionViewListCell`s.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public private(set) var appearance: Appearance
    public var showsSeparators = true
    /// The list's background colour; nil: the appearance's (grouped lists use the grouped background).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section header; nil: the appearance's.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The estimated row height before cells size themselves.
    static let estimatedRowHeight: CGFloat = 44
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width, self-sizing row per item, with the appearance's insets, headers and footers.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        let side: CGFloat = switch configuration.appearance {
        case .insetGrouped: 20
        case .sidebar: 10
        default: 0
        }
        let topPadding = configuration.headerTopPadding ?? (grouped ? 18 : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : topPadding,
                                                        leading: side, bottom: grouped ? 18 : 0, trailing: side)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let bandSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
                absoluteOffset: CGPoint(x: 0, y: topPadding))
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
