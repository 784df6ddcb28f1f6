import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A collection view's drag and drop delegates: items offer their titles, drops of other text go through the
/// coordinator.
@MainActor final class CollectionDragDropLog: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var calls: [String] = []
    var coordinators: [any UICollectionViewDropCoordinator] = []
    var dropped: [String] = []
    var textProposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    var activeDragSeen: [Bool] = []

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("items\(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: "item \(indexPath.item)" as NSString))
        item.localObject = indexPath
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        calls.append("dragBegin")
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        calls.append("dragEnd")
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        calls.append("perform")
        coordinators.append(coordinator)
        for item in coordinator.items {
            coordinator.drop(item.dragItem, toItemAt: coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0))
        }
        coordinator.session.loadObjects(ofClass: String.self) { strings in self.dropped += strings }
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        activeDragSeen.append(collectionView.hasActiveDrag && collectionView.hasActiveDrop)
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return session.canLoadObjects(ofClass: String.self) ? textProposal : UICollectionViewDropProposal(operation: .forbidden)
    }
}

/// Drag and drop in a collection view: its own items reorder as the pointer moves (the gap opens at the
/// destination, at the reordering cadence's pace) and move once on release; text from elsewhere drops through the
/// coordinator; the table and the collection view share one forwarder.
@MainActor @Suite(.serialized) struct CollectionDragAndDropTests {
    struct Bed {
        let window: UIWindow
        let input: EventSynthesizer
        let collectionView: UICollectionView
        let source: CountingDataSource
        let log: CollectionDragDropLog
    }

    /// Six 90 x 90 items, three a row, in a 320 x 480 collection view at the left of a 400-point-wide window.
    func makeBed() -> Bed {
        _ = AnimationTestClock.shared
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let source = CountingDataSource([6])
        let (window, input, collectionView) = makeCollectionView(layout: layout, dataSource: source)
        window.makeKeyAndVisible()
        let log = CollectionDragDropLog()
        collectionView.dragDelegate = log
        collectionView.dropDelegate = log
        input.advance(by: 1)
        return Bed(window: window, input: input, collectionView: collectionView, source: source, log: log)
    }

    func center(_ bed: Bed, _ item: Int) -> CGPoint {
        let frame = bed.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Presses at `start` and moves in 5-point steps to `end`, without releasing.
    func press(_ bed: Bed, at start: CGPoint, moveTo end: CGPoint) {
        bed.input.mouseDown(9_001, at: start)
        moveFrom(bed, start, to: end)
    }

    func moveFrom(_ bed: Bed, _ start: CGPoint, to end: CGPoint) {
        let steps = max(Int(hypot(end.x - start.x, end.y - start.y) / 5), 1)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            bed.input.advance(by: 0.01)
            bed.input.mouseMove(9_001, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }

    @Test func aSpringLoadedCollectionViewSelectsTheItemTheDragRestsOn() {
        let bed = makeBed()
        bed.collectionView.dropDelegate = nil
        bed.collectionView.isSpringLoaded = true
        press(bed, at: center(bed, 0), moveTo: center(bed, 4))
        #expect(bed.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "not before the delay")
        bed.input.advance(by: 0.6)
        #expect(bed.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        bed.input.mouseUp(9_001, at: center(bed, 4))
    }

    @Test func draggingAnItemOpensTheGapAtTheDestinationAndTheDropMovesItOnce() {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        let cells = (0..<6).map { bed.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        let frames = cells.map { $0?.frame ?? .zero }
        press(bed, at: center(bed, 0), moveTo: center(bed, 4))
        #expect(bed.log.calls == ["items0", "dragBegin"])
        #expect(bed.log.activeDragSeen.last == true, "hasActiveDrag and hasActiveDrop while its own item is over it")
        #expect(cells[0]?.alpha == 0, "the dragged item's place is a gap")
        #expect(cells[1]?.frame == frames[0] && cells[4]?.frame == frames[3], "the items between slid back")
        #expect(cells[0]?.frame == frames[4], "the gap is at the destination")
        #expect(bed.source.moves.isEmpty, "nothing moves in the data before the drop")
        bed.input.mouseUp(9_001, at: center(bed, 4))
        bed.input.finishDragAnimations()
        #expect(bed.source.moves.map { "\($0.0.item)->\($0.1.item)" } == ["0->4"])
        #expect(cells[0]?.alpha == 1 && bed.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cells[0])
        #expect(!bed.log.calls.contains("perform"), "a reorder of its own item needs no performDropWith")
        #expect(bed.log.calls.last == "dragEnd" && !bed.collectionView.hasActiveDrag && !bed.collectionView.hasActiveDrop)
    }

    @Test func theSlowCadenceMovesTheGapOnlyOnceThePointerRests() {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        bed.collectionView.reorderingCadence = .slow
        let cells = (0..<6).map { bed.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        let frames = cells.map { $0?.frame ?? .zero }
        press(bed, at: center(bed, 0), moveTo: center(bed, 2))
        #expect(cells[1]?.frame == frames[1] && cells[0]?.alpha == 0, "the gap waits while the pointer moves")
        bed.input.advance(by: 0.6)
        #expect(cells[1]?.frame == frames[0] && cells[2]?.frame == frames[1], "it moved once the pointer rested")
        bed.input.mouseUp(9_001, at: center(bed, 2))
        #expect(bed.source.moves.map { "\($0.0.item)->\($0.1.item)" } == ["0->2"])
    }

    @Test func leavingTheCollectionViewPutsTheItemsBackAndDropsNothing() {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        let cells = (0..<6).map { bed.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        let frames = cells.map { $0?.frame ?? .zero }
        press(bed, at: center(bed, 0), moveTo: center(bed, 4))
        moveFrom(bed, center(bed, 4), to: CGPoint(x: 360, y: 150))
        #expect(cells.map { $0?.frame ?? .zero } == frames && cells[0]?.alpha == 1, "back where they were")
        bed.input.mouseUp(9_001, at: CGPoint(x: 360, y: 150))
        #expect(bed.source.moves.isEmpty && !bed.log.calls.contains("perform"))
    }

    @Test func textFromAnotherViewDropsThroughTheCoordinatorAtTheItemUnderThePointer() async {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        let other = UIView(frame: CGRect(x: 330, y: 20, width: 60, height: 60))
        let sourceLog = DragSourceLog()
        other.addInteraction(UIDragInteraction(delegate: sourceLog))
        bed.window.addSubview(other)
        press(bed, at: CGPoint(x: 360, y: 50), moveTo: center(bed, 2))
        bed.input.mouseUp(9_001, at: center(bed, 2))
        bed.input.finishDragAnimations()
        #expect(bed.log.calls == ["perform"])
        let coordinator = bed.log.coordinators.first
        #expect(coordinator?.destinationIndexPath == IndexPath(item: 2, section: 0))
        #expect(coordinator?.items.count == 1 && coordinator?.items.first?.sourceIndexPath == nil)
        #expect(coordinator?.proposal.intent == .insertAtDestinationIndexPath && coordinator?.proposal.operation == .copy)
        #expect(sourceLog.ended == .copy)
        await DragInteractionTests().settle()
        #expect(bed.log.dropped == ["dragged"])
    }

    @Test func withoutADragDelegateOrWithDragInteractionOffItemsDoNotDrag() {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        bed.collectionView.dragInteractionEnabled = false
        press(bed, at: center(bed, 0), moveTo: center(bed, 4))
        bed.input.mouseUp(9_001, at: center(bed, 4))
        #expect(bed.log.calls.isEmpty && bed.source.moves.isEmpty)
        bed.collectionView.dragInteractionEnabled = true
        bed.collectionView.dragDelegate = nil
        press(bed, at: center(bed, 0), moveTo: center(bed, 4))
        bed.input.mouseUp(9_001, at: center(bed, 4))
        #expect(bed.log.calls.isEmpty && bed.source.moves.isEmpty)
        #expect(UICollectionView.ReorderingCadence.slow.rawValue == 2 && bed.collectionView.reorderingCadence == .immediate)
    }
}

/// Placeholders of drops: a cell the data source does not know yet, exchanged for the real item or removed.
@MainActor @Suite(.serialized) struct CollectionDropPlaceholderTests {
    @Test func aPlaceholderShowsUntilCommittedAndTheDataSourceIsAskedAroundIt() throws {
        let bed = CollectionDragAndDropTests().makeBed()
        defer { bed.window.isHidden = true }
        let coordinator = CollectionDropCoordinator(
            items: [], destinationIndexPath: IndexPath(item: 1, section: 0),
            proposal: UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath),
            session: DropSession(items: [], localDragSession: nil, allowsMoveOperation: false),
            collectionView: bed.collectionView)
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 1, section: 0),
                                                          reuseIdentifier: "cell")
        var updates = 0
        placeholder.cellUpdateHandler = { cell in
            updates += 1
            (cell as? LabelledCell)?.title = "loading"
        }
        let item = UIDragItem(itemProvider: NSItemProvider(object: "later" as NSString))
        var made: (any UICollectionViewDropPlaceholderContext)?
        UIView.performWithoutAnimation { made = coordinator.drop(item, to: placeholder) }
        let context = try #require(made)
        bed.collectionView.layoutIfNeeded()
        #expect(bed.collectionView.numberOfItems(inSection: 0) == 7 && bed.collectionView.hasUncommittedUpdates)
        #expect((bed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelledCell)?.title == "loading")
        #expect((bed.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? LabelledCell)?.title == "0-1",
                "the item after it is the data source's item 1")
        context.setNeedsCellUpdate()
        #expect(updates == 2)
        #expect(context.dragItem === item)
        var committed = false
        UIView.performWithoutAnimation {
            committed = context.commitInsertion { indexPath in
                #expect(indexPath == IndexPath(item: 1, section: 0))
                bed.source.counts[0] += 1
            }
        }
        bed.collectionView.layoutIfNeeded()
        #expect(committed && !bed.collectionView.hasUncommittedUpdates)
        #expect(bed.collectionView.numberOfItems(inSection: 0) == 7)
        #expect((bed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelledCell)?.title == "0-1",
                "the data source's own cell replaced it")
        #expect(!context.commitInsertion { _ in Issue.record("a gone placeholder commits nothing") })
        #expect(!context.deletePlaceholder())
    }

    @Test func aDeletedPlaceholderLeavesTheItemsAsTheyWere() throws {
        let bed = CollectionDragAndDropTests().makeBed()
        defer { bed.window.isHidden = true }
        let coordinator = CollectionDropCoordinator(
            items: [], destinationIndexPath: nil, proposal: UICollectionViewDropProposal(operation: .copy),
            session: DropSession(items: [], localDragSession: nil, allowsMoveOperation: false),
            collectionView: bed.collectionView)
        let item = UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))
        var made: (any UICollectionViewDropPlaceholderContext)?
        UIView.performWithoutAnimation {
            made = coordinator.drop(item, to: UICollectionViewDropPlaceholder(
                insertionIndexPath: IndexPath(item: 6, section: 0), reuseIdentifier: "cell"))
        }
        let context = try #require(made)
        #expect(bed.collectionView.numberOfItems(inSection: 0) == 7)
        var deleted = false
        UIView.performWithoutAnimation { deleted = context.deletePlaceholder() }
        #expect(deleted)
        bed.collectionView.layoutIfNeeded()
        #expect(bed.collectionView.numberOfItems(inSection: 0) == 6 && !bed.collectionView.hasUncommittedUpdates)
        #expect((bed.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? LabelledCell)?.title == "0-5")
    }

    @Test func aReloadOrAGoneCollectionViewLeavesItsContextsReturningFalseWithOneLogLine() async throws {
        let bed = CollectionDragAndDropTests().makeBed()
        defer { bed.window.isHidden = true }
        func coordinator(_ collectionView: UICollectionView) -> CollectionDropCoordinator {
            CollectionDropCoordinator(
                items: [], destinationIndexPath: nil, proposal: UICollectionViewDropProposal(operation: .copy),
                session: DropSession(items: [], localDragSession: nil, allowsMoveOperation: false),
                collectionView: collectionView)
        }
        let item = UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))
        var made: (any UICollectionViewDropPlaceholderContext)?
        UIView.performWithoutAnimation {
            made = coordinator(bed.collectionView).drop(item, to: UICollectionViewDropPlaceholder(
                insertionIndexPath: IndexPath(item: 2, section: 0), reuseIdentifier: "cell"))
        }
        let context = try #require(made)
        #expect(bed.collectionView.numberOfItems(inSection: 0) == 7 && bed.collectionView.hasUncommittedUpdates)
        bed.collectionView.reloadData()
        bed.collectionView.layoutIfNeeded()
        #expect(bed.collectionView.numberOfItems(inSection: 0) == 6 && !bed.collectionView.hasUncommittedUpdates)
        var results: [Bool] = []
        var lines = await captureLog(prefix: "UIKit: UICollectionView") {
            results.append(context.commitInsertion { _ in Issue.record("the reload took the placeholder") })
            results.append(context.commitInsertion { _ in Issue.record("the reload took the placeholder") })
            results.append(context.deletePlaceholder())
        }
        #expect(results == [false, false, false])
        #expect(lines.count == 1 && lines.first?.contains("reloadData()") == true, "\(lines)")

        // A context kept after its collection view went away.
        var other: UICollectionView? = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300),
                                                        collectionViewLayout: UICollectionViewFlowLayout())
        weak let gone = other
        other?.register(LabelledCell.self, forCellWithReuseIdentifier: "cell")
        other?.dataSource = bed.source
        var orphan: (any UICollectionViewDropPlaceholderContext)?
        UIView.performWithoutAnimation {
            orphan = coordinator(other!).drop(item, to: UICollectionViewDropPlaceholder(
                insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "cell"))
        }
        other = nil
        #expect(gone == nil)
        let kept = try #require(orphan)
        lines = await captureLog(prefix: "UIKit: UICollectionView") {
            results = [kept.deletePlaceholder(), kept.commitInsertion { _ in Issue.record("no collection view") }]
            kept.setNeedsCellUpdate()
        }
        #expect(results == [false, false])
        #expect(lines.count == 1 && lines.first?.contains("is gone") == true, "\(lines)")
    }

    @Test func aDroppedItemLandsOnItsPlaceholderCellWhichHidesUntilItLands() throws {
        let bed = CollectionDragAndDropTests().makeBed()
        defer { bed.window.isHidden = true }
        let delegate = PlaceholderCollectionDrop()
        bed.collectionView.dropDelegate = delegate
        let other = UIView(frame: CGRect(x: 330, y: 20, width: 60, height: 60))
        other.backgroundColor = .systemGreen
        let sourceLog = DragSourceLog()
        other.addInteraction(UIDragInteraction(delegate: sourceLog))
        bed.window.addSubview(other)
        let destination = CollectionDragAndDropTests().center(bed, 1)
        CollectionDragAndDropTests().press(bed, at: CGPoint(x: 360, y: 50), moveTo: destination)
        bed.input.advance(by: 1)
        let preview = try #require(DragSessionDriver.active?.preview)
        bed.input.mouseUp(9_001, at: destination)
        let context = try #require(delegate.contexts.first)
        let cell = try #require(bed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelledCell)
        #expect(cell.title == "loading" && bed.collectionView.numberOfItems(inSection: 0) == 7)
        #expect(cell.isHidden && preview.arrivingPicture != nil, "the placeholder cell hides while the preview flies")
        bed.collectionView.layoutIfNeeded()
        #expect(cell.isHidden, "the layout pass keeps it hidden")
        var landed: UIViewAnimatingPosition?
        context.addCompletion { landed = $0 }
        bed.input.finishDragAnimations()
        #expect(landed == .end && !cell.isHidden && preview.superview == nil, "the context's animator is the landing's")
        #expect(sourceLog.ended == .copy)
        var committed = false
        UIView.performWithoutAnimation {
            committed = context.commitInsertion { _ in bed.source.counts[0] += 1 }
        }
        #expect(committed && !bed.collectionView.hasUncommittedUpdates)
    }
}

/// Puts a placeholder cell in for each dropped item, as apps do while its data loads.
@MainActor final class PlaceholderCollectionDrop: UICollectionViewDropDelegate {
    var contexts: [any UICollectionViewDropPlaceholderContext] = []

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        for item in coordinator.items {
            let placeholder = UICollectionViewDropPlaceholder(
                insertionIndexPath: coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0),
                reuseIdentifier: "cell")
            placeholder.cellUpdateHandler = { ($0 as? LabelledCell)?.title = "loading" }
            contexts.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }
}
