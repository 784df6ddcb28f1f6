import Testing
import UIKit

// Collection view code as iOS apps write it, in Swift 5 mode: a cell that overrides init(frame:), a flow delegate,
// a custom layout, registrations and a diffable data source over enums.

class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

class StripLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 60, y: 0, width: 50, height: 50)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(cache.count) * 60, height: 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

class AlbumsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    enum Section { case recent, all }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.delegate = self
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<PhotoCell, String> { cell, _, title in
            cell.titleLabel.text = title
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.recent, .all])
        snapshot.appendItems(["Beach", "Hills"], toSection: .recent)
        snapshot.appendItems(["Snow"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 80, height: 80)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor @Suite struct CollectionViewIdiomTests {
    @Test func theIdiomsBuildAndLayOut() {
        let controller = AlbumsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.visibleCells.count == 3)
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "Snow")
        let strip = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 50), collectionViewLayout: StripLayout())
        strip.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        strip.dataSource = controller.dataSource
        strip.layoutIfNeeded()
        #expect(strip.contentSize == CGSize(width: 120, height: 50))
    }
}
