// Two costs of collection views, each beside a baseline measured in the same run:
// 1. The difference between two 100,000-item snapshots (1% deleted, 1% inserted, 1% moved far), against building
//    a Set of the new snapshot's 100,000 identifiers (the least any hash-based difference does); then the same
//    difference applied to a laid-out collection view as a batch update (checked against the counts, mapped, the
//    cells on screen moved).
// 2. One frame of a steady fling over a compositional-layout photo grid of 10,000 items (three square photos per
//    row, each a coloured cell with a caption bar), against the same fling over a plain scroll view holding one
//    screenful of the same views (no reuse, no layout object): what reuse and the layout add per frame.
//    Frames are driven by a manual tick source and media clock; times are the main thread's CPU (medians).
// 3. The same photo grid flung at the same speed through the X11 compositor on a fresh Xvfb, each frame waiting
//    until the X server has drawn it: 300 frames from the top, then from 300 frames before the end until the last
//    photo shows. Prints the client CPU per frame (process CPU, every thread), the frames dropped (wall time past a
//    60 Hz refresh) and the resident memory after each phase, as TableBenchmark does for the table.
// Run a release build: swift run -c release CollectionBenchmark
import Foundation
import BenchmarkSupport
import UIKit
import UIKitTestSupport
import XvfbFling

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 9, 3) : 9

/// Old and new identifiers: 100,000 items; the new list drops 1%, adds 1% new ones and moves 1% far away.
func snapshotLists() -> (old: [Int], new: [Int]) {
    var generator = SystemRandomNumberGenerator()
    let old = Array(0..<100_000)
    var new = old.filter { $0 % 100 != 7 }
    new += (1_000_000..<1_001_000)
    let moved = (0..<1000).map { _ in new.remove(at: Int.random(in: 0..<new.count, using: &generator)) }
    for item in moved { new.insert(item, at: Int.random(in: 0...new.count, using: &generator)) }
    new.swapAt(10, 50_000)
    return (old, new)
}

@MainActor func diffCosts() {
    let (old, new) = snapshotLists()
    var record = BatchUpdateRecord()
    let diff = medianMilliseconds(iterations: iterations) {
        record = IdentifierDiff.changes(from: [0], [old], to: [0], [new])
    }
    var set = Set<Int>()
    let baseline = medianMilliseconds(iterations: iterations) { set = Set(new) }
    print("Diff of two 100,000-item snapshots (median of \(iterations), ms of CPU)")
    print(String(format: "  IdentifierDiff.changes            %8.2f   (%d deleted, %d inserted, %d moved)", diff,
                 record.deletedItems.count, record.insertedItems.count, record.movedItems.count))
    print(String(format: "  baseline: Set of 100,000 ids      %8.2f   diff / baseline x%.2f   target < 50 ms",
                 baseline, diff / baseline))
    _ = set.count

    // The same difference through a diffable data source on a laid-out collection view.
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, _ in
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
    }
    var first = NSDiffableDataSourceSnapshot<Int, Int>()
    first.appendSections([0])
    first.appendItems(old)
    var second = NSDiffableDataSourceSnapshot<Int, Int>()
    second.appendSections([0])
    second.appendItems(new)
    let apply = medianMilliseconds(iterations: iterations, prepare: {
        dataSource.applySnapshotUsingReloadData(first)
        collectionView.layoutIfNeeded()
    }) {
        dataSource.apply(second, animatingDifferences: false)
    }
    print(String(format: "  apply(_:animatingDifferences:)    %8.2f   apply / baseline x%.2f", apply, apply / baseline))
}

/// Refreshes delivered by the benchmark.
@MainActor final class Ticks: CADisplayTickSource {
    let refreshInterval: CFTimeInterval = 1.0 / 60
    var tick: (@MainActor (CFTimeInterval) -> Void)?
    func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
    func stop() { tick = nil }
}

/// A photo: a coloured square with a caption bar naming it.
final class PhotoCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.backgroundColor = UIColor(white: 0, alpha: 0.4)
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 11)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = CGRect(x: 0, y: bounds.height - 16, width: bounds.width, height: 16)
    }
}

@MainActor func photoGridLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Milliseconds of CPU per frame while `scrollView` moves `step` points per frame for `frames` frames, layout and
/// render-tree commit included; the median of `iterations` flings.
@MainActor func flingCost(_ scrollView: UIScrollView, root: UIView, step: CGFloat, frames: Int) -> Double {
    let host = CALayerHost(rootLayer: root.layer) { _ in }
    defer { host.invalidate() }
    CATransaction.flush()
    var samples: [Double] = []
    for iteration in 0..<(iterations + 2) {
        let direction: CGFloat = iteration % 2 == 0 ? 1 : -1
        let start = threadCPUNanoseconds()
        for _ in 0..<frames {
            scrollView.contentOffset.y += direction * step
            CATransaction.flush()
        }
        samples.append(Double(threadCPUNanoseconds() - start) / 1e6 / Double(frames))
    }
    samples.removeFirst(2)
    samples.sort()
    return samples[samples.count / 2]
}

let photoCount = 10_000

final class PhotoSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photoCount }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.caption.text = "Photo \(indexPath.item)"
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 97) / 97, saturation: 0.5,
                                                   brightness: 0.9, alpha: 1)
        return cell
    }
}

@MainActor func scrollCosts() {
    let clock = CAManualMediaClock(startingAt: 1000)
    CAMediaClockSource.current = clock
    UIScreen.main.displayTickSource = Ticks()
    let size = CGRect(x: 0, y: 0, width: 390, height: 700)
    // A steady fling of 2,400 points per second: 40 points a frame at 60 Hz, over 300 frames (5 s, 92 rows).
    let step: CGFloat = 40, frames = 300

    let root = UIView(frame: size)
    let collectionView = UICollectionView(frame: size, collectionViewLayout: photoGridLayout())
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    let source = PhotoSource()
    collectionView.dataSource = source
    root.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = 20_000
    let grid = flingCost(collectionView, root: root, step: step, frames: frames)
    let made = collectionView.visibleCells.count
    let shown = collectionView.indexPathsForVisibleItems.map(\.item)

    // Baseline: the same views, one screenful, in a plain scroll view that tiles nothing.
    let plainRoot = UIView(frame: size)
    let plain = UIScrollView(frame: size)
    plain.contentSize = CGSize(width: 390, height: 130 * 3400)
    for index in 0..<made {
        let cell = PhotoCell(frame: CGRect(x: CGFloat(index % 3) * 130 + 1, y: CGFloat(index / 3) * 130 + 1,
                                           width: 128, height: 128))
        cell.contentView.backgroundColor = .orange
        cell.caption.text = "Photo \(index)"
        plain.addSubview(cell)
    }
    plainRoot.addSubview(plain)
    let baseline = flingCost(plain, root: plainRoot, step: step, frames: frames)
    print("Photo grid fling, 10,000 items, 40 points a frame (median of \(iterations), ms of CPU per frame)")
    print(String(format: "  compositional grid with reuse     %8.3f   (%d cells on screen, items %d to %d at the end)", grid,
                 made, shown.first ?? -1, shown.last ?? -1))
    print(String(format: "  baseline: plain scroll view       %8.3f   grid / baseline x%.2f   target < 2 ms", baseline,
                 grid / baseline))
}

/// The photo grid flung on an X display: from the top, then to the last photo.
@MainActor func xvfbFling(display: String) throws {
    let size = CGRect(x: 0, y: 0, width: 390, height: 700)
    let step: CGFloat = 40, frames = 300
    let root = UIView(frame: size)
    let collectionView = UICollectionView(frame: size, collectionViewLayout: photoGridLayout())
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    let source = PhotoSource()
    collectionView.dataSource = source
    root.addSubview(collectionView)
    let window = try XvfbFlingWindow(display: display, title: "photo-grid-bench", root: root)
    defer { window.close() }
    // Warm-up: a first fling over the top, then back.
    _ = window.fling(collectionView, step: step, frames: frames)
    collectionView.contentOffset.y = 0
    let top = window.fling(collectionView, step: step, frames: frames)
    let topCells = collectionView.visibleCells.count
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = max(collectionView.contentSize.height - collectionView.bounds.height
                                         - step * CGFloat(frames), 0)
    let end = window.fling(collectionView, step: step, frames: 2 * frames) {
        collectionView.indexPathsForVisibleItems.contains { $0.item == photoCount - 1 }
    }
    let last = collectionView.indexPathsForVisibleItems.map(\.item).max() ?? -1
    print("Photo grid fling on Xvfb, \(photoCount) items, 40 points a frame, each frame drawn by the X server")
    for (name, figures) in [("from the top", top), ("to the end  ", end)] {
        print(String(format: "  %@  %8.3f ms CPU/frame over %d frames, %d dropped (over 16.7 ms), RSS %d KiB   "
                     + "target < 2 ms, 0 dropped", name, figures.msPerFrame, figures.frames, figures.framesDropped,
                     figures.residentKiB))
    }
    print(String(format: "  %d cells on screen, last item shown %d, memory from the top to the end %+.1f%%", topCells, last,
                 Double(end.residentKiB - top.residentKiB) * 100 / Double(max(top.residentKiB, 1))))
}

let server = try XServer(screens: [(800, 800)])
defer { server.stop() }
try MainActor.assumeIsolated {
    diffCosts()
    try xvfbFling(display: server.display)
    scrollCosts()
}
