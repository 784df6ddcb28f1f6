import Testing
@testable import UIKitCore

/// UICollectionViewController as iOS code subclasses it: the view is a collection view with the controller as data
/// source and delegate, the protocol methods are overridden (`override func`), selection clears as the view
/// appears, and a long press reorders items through the data source.
@MainActor @Suite(.serialized) struct CollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        var items = Array(0..<9)
        var selected: [Int] = []
        var scrolled = 0
        var moves: [(Int, Int)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(items[indexPath.item])
        }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                     to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath.item, destinationIndexPath.item))
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    static func layout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    private func show(_ grid: Grid) -> (UIWindow, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 330, height: 400))
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, input)
    }

    @Test func theViewIsACollectionViewTheControllerServes() {
        let layout = Self.layout()
        let grid = Grid(collectionViewLayout: layout)
        #expect(grid.collectionViewLayout === layout, "the layout before the view loads")
        let (window, input) = show(grid)
        defer { window.isHidden = true }
        #expect(grid.view === grid.collectionView && grid.collectionView.collectionViewLayout === layout)
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        #expect(grid.collectionView.visibleCells.count == 9)
        input.click(at: CGPoint(x: 160, y: 50))
        input.advance(by: 1)
        #expect(grid.selected == [1])
        grid.collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        #expect(grid.scrolled > 0, "the overridden scroll view delegate method runs")
    }

    @Test func selectionClearsAsTheViewAppearsUnlessTurnedOff() {
        let grid = Grid(collectionViewLayout: Self.layout())
        let (window, _) = show(grid)
        defer { window.isHidden = true }
        let path = IndexPath(item: 2, section: 0)
        grid.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        grid.beginAppearanceTransition(false, animated: false)
        grid.endAppearanceTransition()
        grid.beginAppearanceTransition(true, animated: false)
        grid.endAppearanceTransition()
        #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty != false)
        grid.clearsSelectionOnViewWillAppear = false
        grid.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        grid.beginAppearanceTransition(false, animated: false)
        grid.endAppearanceTransition()
        grid.beginAppearanceTransition(true, animated: false)
        grid.endAppearanceTransition()
        #expect(grid.collectionView.indexPathsForSelectedItems == [path])
    }

    @Test func aLongPressDragsAnItemToANewPlace() {
        let grid = Grid(collectionViewLayout: Self.layout())
        let (window, input) = show(grid)
        defer { window.isHidden = true }
        #expect(grid.collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.advance(by: 1)
        for step in 1...10 { input.touchMove(finger, to: CGPoint(x: 50 + CGFloat(step) * 22, y: 50)) }
        input.touchUp(finger, at: CGPoint(x: 270, y: 50))
        input.advance(by: 1)
        #expect(grid.moves.count == 1 && grid.moves.first?.0 == 0 && grid.moves.first?.1 == 2)
        #expect(grid.items.prefix(3) == [1, 2, 0])
        grid.installsStandardGestureForInteractiveMovement = false
        #expect(grid.collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } != true)
    }
}
