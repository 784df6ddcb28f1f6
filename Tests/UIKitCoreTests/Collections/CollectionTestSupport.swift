import Foundation
import Testing
@testable import UIKitCore

/// A cell that overrides `init(frame:)`, as app cells do: registration must still be able to make it.
final class LabelledCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var title = ""
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        LabelledCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("not from nibs") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source over an array of section counts that logs what the collection view asks, in order.
@MainActor final class CountingDataSource: UICollectionViewDataSource {
    var counts: [Int]
    var calls: [String] = []
    var moves: [(IndexPath, IndexPath)] = []
    var cellIdentifier = "cell"

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        calls.append("sections")
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        calls.append("items(\(section))")
        return counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls.append("cell(\(indexPath.section),\(indexPath.item))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
        (cell as? LabelledCell)?.title = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        calls.append("supplementary(\(indexPath.section))")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
    }

    /// Forgets the calls so far.
    func reset() { calls = [] }
}

/// Records the selection and highlight messages.
@MainActor final class SelectionLog: UICollectionViewDelegate {
    var events: [String] = []
    var refuse: Set<IndexPath> = []

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refuse.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("highlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("unhighlight \(indexPath.item)")
    }
}

/// Data sources and delegates the tests hand to collection views, which hold them weakly (as UIKit does).
@MainActor var retainedTestObjects: [AnyObject] = []

/// Keeps `object` alive for the rest of the test run.
@MainActor @discardableResult func retained<T: AnyObject>(_ object: T) -> T {
    retainedTestObjects.append(object)
    return object
}

/// Whether two rectangles agree to within rounding.
func approximately(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
        && abs(a.height - b.height) < 0.001
}

/// A collection view of `size` in a fresh window, with `LabelledCell` registered as "cell" and a plain header view.
@MainActor func makeCollectionView(layout: UICollectionViewLayout, size: CGSize = CGSize(width: 320, height: 480),
                                   dataSource: any UICollectionViewDataSource) -> (UIWindow, EventSynthesizer, UICollectionView) {
    let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: max(400, size.width), height: max(400, size.height)))
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(LabelledCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(UICollectionReusableView.self,
                            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
    collectionView.dataSource = retained(dataSource)
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, input, collectionView)
}

/// The frame of every visible cell, by item, in section `section`.
@MainActor func visibleFrames(_ collectionView: UICollectionView, section: Int = 0) -> [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for cell in collectionView.visibleCells {
        guard let path = collectionView.indexPath(for: cell), path.section == section else { continue }
        frames[path.item] = cell.frame
    }
    return frames
}
