import Foundation

/// What a collection view asks of its data: the "three questions" (sections, items per section, a cell for an
/// item), supplementary views, and whether items may move. Optional methods have defaults in the extension below.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Must return a cell dequeued from `collectionView` for this index path.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Defaults to 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A dequeued supplementary view for a kind the layout shows (headers and footers of a flow layout, boundary
    /// items of a compositional layout). The default logs that it is missing and shows an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the user may pick the item up to reorder it. Defaults to true (UIKit allows a move whenever the data
    /// source answers `moveItemAt`, which the default here accepts silently).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the model to match.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UIKitLog.errorOnce("UICollectionView: the data source does not answer viewForSupplementaryElementOfKind for "
                           + "kind \(kind); showing an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath { IndexPath(item: 0, section: index) }
}
