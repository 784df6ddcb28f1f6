import UIKit

/// UICollectionView with a compositional layout and a diffable data source: a row of featured cards that scrolls
/// sideways on its own, then a grid of 10,000 photos (three to five a row, by width). Click to select (Ctrl and
/// Shift for several), use the arrow keys, wheel or drag to scroll; cells are reused.
final class PhotoGridPage: GalleryPageContent {
    enum Section: Int, Hashable, Sendable { case featured, photos }

    static let photoCount = 10_000
    static let featuredCount = 12

    private let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>?

    override init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame.insetBy(dx: 32, dy: 16), collectionViewLayout: Self.layout())
        super.init(frame: frame)
        collectionView.frame = CGRect(x: 32, y: 16, width: bounds.width - 64, height: bounds.height - 32)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = GalleryStyle.card
        collectionView.layer.cornerRadius = 12
        collectionView.allowsMultipleSelection = true
        addSubview(collectionView)
        configureDataSource()
    }

    required init?(coder: NSCoder) { nil }

    /// Featured: 260 x 150 cards in a row that scrolls sideways; photos: squares, three to five a row by width.
    private static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            if Section(rawValue: index) == .featured {
                let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(260), heightDimension: .absolute(150)),
                    subitems: [card])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                section.boundarySupplementaryItems = [header]
                return section
            }
            let columns = max(3, min(5, Int(environment.container.effectiveContentSize.width / 150)))
            let photo = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            photo.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                subitems: [photo])
            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 14, trailing: 14)
            section.boundarySupplementaryItems = [header]
            header.pinToVisibleBounds = true
            return section
        }
    }

    private func configureDataSource() {
        let accents = GalleryStyle.accents
        let photo = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, indexPath, item in
            let hue = CGFloat(item % 97) / 97
            cell.backgroundView = cell.backgroundView ?? UIView()
            cell.backgroundView?.backgroundColor = indexPath.section == Section.featured.rawValue
                ? accents[(-1 - item) % accents.count]
                : UIColor(hue: hue, saturation: 0.45, brightness: 0.92, alpha: 1)
            cell.backgroundView?.layer.cornerRadius = indexPath.section == Section.featured.rawValue ? 12 : 4
            if cell.selectedBackgroundView == nil {
                let selected = UIView()
                selected.backgroundColor = GalleryStyle.sidebarSelected
                selected.layer.cornerRadius = 4
                cell.selectedBackgroundView = selected
            }
            let label = cell.contentView.viewWithTag(1) as? UILabel ?? {
                let made = UILabel("", frame: CGRect(x: 8, y: 6, width: 120, height: 20), size: 13, bold: true,
                                   color: .white)
                made.tag = 1
                cell.contentView.addSubview(made)
                return made
            }()
            label.text = indexPath.section == Section.featured.rawValue ? "Featured \(-item)" : "\(item + 1)"
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.backgroundColor = GalleryStyle.card
            let label = view.viewWithTag(1) as? UILabel ?? {
                let made = UILabel("", frame: CGRect(x: 16, y: 8, width: 640, height: 22), size: 14, bold: true)
                made.tag = 1
                view.addSubview(made)
                return made
            }()
            label.text = indexPath.section == Section.featured.rawValue
                ? "Featured: scrolls sideways on its own"
                : "10,000 photos: click, Ctrl-click, Shift-click, arrow keys"
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: photo, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.featured, .photos])
        // Featured cards are -1, -2, ...: identifiers unique across the snapshot.
        snapshot.appendItems(Array(0..<Self.featuredCount).map { -1 - $0 }, toSection: .featured)
        snapshot.appendItems(Array(0..<Self.photoCount), toSection: .photos)
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}
