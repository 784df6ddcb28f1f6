import Foundation
import Testing
@testable import UIKitCore

/// Selection by click, keys and ranges, with the delegate asked and told as UIKit does.
@MainActor @Suite(.serialized) struct CollectionViewSelectionTests {
    private func make(multiple: Bool = false) -> (UIWindow, EventSynthesizer, UICollectionView, SelectionLog) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let (window, input, collectionView) = makeCollectionView(layout: layout, dataSource: CountingDataSource([30]))
        let log = SelectionLog()
        collectionView.delegate = log
        collectionView.allowsMultipleSelection = multiple
        return (window, input, collectionView, log)
    }

    /// Item `index`'s centre in the three-column grid.
    private func centre(_ index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index % 3) * 110 + 50, y: CGFloat(index / 3) * 110 + 50)
    }

    @Test func aClickHighlightsThenSelectsAndASecondClickMovesTheSelection() {
        let (window, input, collectionView, log) = make()
        defer { window.isHidden = true }
        input.click(at: centre(1))
        input.advance(by: 1)
        #expect(log.events == ["highlight 1", "unhighlight 1", "select 1"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        log.events = []
        input.click(at: centre(4))
        input.advance(by: 1)
        #expect(log.events == ["highlight 4", "unhighlight 4", "deselect 1", "select 4"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collectionView.isFirstResponder, "a click gives the collection view the keys")
        log.refuse = [IndexPath(item: 5, section: 0)]
        log.events = []
        input.click(at: centre(5))
        input.advance(by: 1)
        #expect(!log.events.contains("select 5"), "shouldSelect said no")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func ctrlClickTogglesAndShiftClickSelectsARange() {
        let (window, input, collectionView, log) = make(multiple: true)
        defer { window.isHidden = true }
        input.click(at: centre(2))
        input.advance(by: 1)
        input.keyDown(.keyboardLeftShift, characters: "")
        input.click(at: centre(6))
        input.advance(by: 1)
        input.keyUp(.keyboardLeftShift, characters: "")
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [2, 3, 4, 5, 6])
        input.keyDown(.keyboardLeftControl, characters: "")
        input.click(at: centre(4))
        input.advance(by: 1)
        input.keyUp(.keyboardLeftControl, characters: "")
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [2, 3, 5, 6])
        #expect(log.events.suffix(1) == ["deselect 4"])
    }

    @Test func arrowKeysMoveTheSelectionAndShiftArrowsExtendIt() {
        let (window, input, collectionView, log) = make(multiple: true)
        defer { window.isHidden = true }
        input.click(at: centre(4))
        input.advance(by: 1)
        input.key(.keyboardRightArrow, characters: "")
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [5], "an arrow moves the selection")
        input.key(.keyboardDownArrow, characters: "")
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [8], "down: the item below")
        input.key(.keyboardUpArrow, characters: "", modifiers: .shift)
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [5, 6, 7, 8], "Shift extends from the anchor")
        input.key(.keyboardHome, characters: "")
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0])
        input.key(.keyboardEnd, characters: "")
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [29])
        #expect(collectionView.contentOffset.y > 0, "the last item scrolled into view")
        #expect(log.events.last == "select 29")
    }

    /// Code selects and deselects without telling the delegate; single selection keeps one item.
    @Test func selectingByCodeDoesNotTellTheDelegate() {
        let (window, _, collectionView, log) = make()
        defer { window.isHidden = true }
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        collectionView.deselectItem(at: IndexPath(item: 7, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(log.events.isEmpty)
    }
}
