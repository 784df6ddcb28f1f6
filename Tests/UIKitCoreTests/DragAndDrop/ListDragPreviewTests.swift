import Testing
import UIKit
@testable import UIKitCore
@testable import QuartzCore
import Foundation

/// A table's drag and drop delegates that shape the rows' previews: the lifted row shows only `dragPath`, a row
/// dropped on shows only `dropPath`; text from elsewhere lands where `landing` sends it.
@MainActor final class ShapedTableDragDrop: UITableViewDragDelegate, UITableViewDropDelegate {
    static let dragPath = CGRect(x: 10, y: 4, width: 200, height: 36)
    static let dropPath = CGRect(x: 30, y: 2, width: 120, height: 40)
    var landing: ((any UITableViewDropCoordinator, UIDragItem) -> Void)?
    /// Only `landing` places the items (no drop onto row 4 after it).
    var skipsRowLanding = false
    var positions: [UIViewAnimatingPosition] = []

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "row \(indexPath.row)" as NSString))]
    }
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: Self.dragPath, cornerRadius: 8)
        return parameters
    }
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(rect: Self.dropPath)
        return parameters
    }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.hasActiveDrag ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        for item in coordinator.items {
            landing?(coordinator, item.dragItem)
            if skipsRowLanding { continue }
            coordinator.drop(item.dragItem, toRowAt: IndexPath(row: 4, section: 0)).addCompletion { self.positions.append($0) }
        }
    }
}

/// The same for a collection view's items.
@MainActor final class ShapedCollectionDragDrop: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    static let dragPath = CGRect(x: 5, y: 5, width: 80, height: 80)
    static let dropPath = CGRect(x: 10, y: 10, width: 70, height: 70)

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "item \(indexPath.item)" as NSString))]
    }
    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(ovalIn: Self.dragPath)
        return parameters
    }
    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(rect: Self.dropPath)
        return parameters
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
}

/// Tables and collection views shape their previews with their delegates' preview parameters (the lifted and the
/// landing picture show only the visible path), and a drop lands the preview on its row or item.
@MainActor @Suite(.serialized) struct ListDragPreviewTests {
    func frame(_ seconds: Double) { advanceAnimationFrame(by: seconds) }

    func makeTable() -> (UIWindow, EventSynthesizer, UITableView, TableTestSource, ShapedTableDragDrop) {
        _ = AnimationTestClock.shared
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKeyAndVisible()
        let source = TableTestSource(rows: 6)
        source.canMove = true
        source.logsRows = false
        let delegate = ShapedTableDragDrop()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.dragDelegate = delegate
        table.dropDelegate = delegate
        window.addSubview(table)
        table.layoutIfNeeded()
        input.advance(by: 1)
        return (window, input, table, source, delegate)
    }

    func drag(_ input: EventSynthesizer, from start: CGPoint, to end: CGPoint) {
        input.mouseDown(7, at: start)
        let steps = max(Int(hypot(end.x - start.x, end.y - start.y) / 5), 1)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            input.advance(by: 0.01)
            input.mouseMove(7, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }

    @Test func aTableRowLiftsMaskedByItsDragParametersAndLandsMaskedByItsDropParameters() throws {
        let (window, input, table, source, delegate) = makeTable()
        defer { withExtendedLifetime(delegate) {} }
        defer { window.isHidden = true }
        drag(input, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 3 * 44 + 38))
        let preview = try #require(DragSessionDriver.active?.preview)
        #expect(preview.maskPath?.boundingBox == ShapedTableDragDrop.dragPath, "the lifted row shows its visible path")
        let start = preview.center
        input.mouseUp(7, at: CGPoint(x: 100, y: 3 * 44 + 38))
        #expect(source.sections[0] == ["0.1", "0.2", "0.3", "0.0", "0.4", "0.5"])
        #expect(preview.maskPath?.boundingBox == ShapedTableDragDrop.dropPath, "the landing row shows its visible path")
        let destination = table.convert(table.rectForRow(at: IndexPath(row: 3, section: 0)), to: window)
        frame(DragAnimator.dropDuration / 2)
        let middle = preview.layer.presentation()?.position ?? .zero
        #expect(middle.y > min(start.y, destination.midY) && middle.y < max(start.y, destination.midY), "\(middle)")
        frame(DragAnimator.dropDuration)
        #expect(preview.superview == nil && preview.center == CGPoint(x: destination.midX, y: destination.midY),
                "the preview lands on the row it moved to")
    }

    @Test func theCoordinatorsDropCallsLandTheItemAndHandBackTheDropsAnimator() throws {
        let (window, input, table, _, delegate) = makeTable()
        defer { window.isHidden = true }
        var landedRect: CGRect?
        delegate.landing = { coordinator, item in
            landedRect = CGRect(x: 10, y: 10, width: 40, height: 20)
            coordinator.drop(item, intoRowAt: IndexPath(row: 1, section: 0), rect: landedRect!)
        }
        let label = UIView(frame: CGRect(x: 320, y: 20, width: 60, height: 40))
        window.addSubview(label)
        let sourceLog = DragSourceLog()
        label.addInteraction(UIDragInteraction(delegate: sourceLog))
        drag(input, from: CGPoint(x: 340, y: 40), to: CGPoint(x: 100, y: 2 * 44 + 10))
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        input.mouseUp(7, at: CGPoint(x: 100, y: 2 * 44 + 10))
        #expect(landedRect != nil && delegate.positions.isEmpty, "the animator runs with the drop")
        // Row 4's parameters (toRowAt came last), in the row's coordinates mapped onto the 60 x 40 picture, which
        // lands scaled to the row's size.
        let path = ShapedTableDragDrop.dropPath
        let row4 = table.rectForRow(at: IndexPath(row: 4, section: 0)).size
        let (sx, sy) = (60 / row4.width, 40 / row4.height)
        let expected = CGRect(x: path.minX * sx, y: path.minY * sy, width: path.width * sx, height: path.height * sy)
        let mask = try #require(preview.maskPath?.boundingBox)
        #expect(abs(mask.minX - expected.minX) < 1e-6 && abs(mask.height - expected.height) < 1e-6, "\(mask)")
        frame(1)
        #expect(delegate.positions == [.end])
        let row = table.convert(table.rectForRow(at: IndexPath(row: 4, section: 0)), to: window)
        #expect(preview.center == CGPoint(x: row.midX, y: row.midY))
        #expect(sourceLog.ended == .copy)
    }

    @Test func theRowTheItemLandsOnHidesWhileThePreviewFliesAndShowsWhenItLands() throws {
        let (window, input, table, _, delegate) = makeTable()
        defer { withExtendedLifetime(delegate) {} }
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let target = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        target.backgroundColor = .systemRed
        let label = UIView(frame: CGRect(x: 320, y: 20, width: 60, height: 40))
        label.backgroundColor = .systemGreen
        window.addSubview(label)
        let sourceLog = DragSourceLog()
        label.addInteraction(UIDragInteraction(delegate: sourceLog))
        drag(input, from: CGPoint(x: 340, y: 40), to: CGPoint(x: 100, y: 2 * 44 + 10))
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        input.mouseUp(7, at: CGPoint(x: 100, y: 2 * 44 + 10))
        // drop(_:toRowAt:) row 4: the row hides; the preview's picture cross-fades into the row's.
        #expect(target.isHidden, "the row the item lands on hides while the preview flies")
        let arriving = try #require(preview.arrivingPicture)
        let dragged = try #require(preview.content.subviews.last)
        #expect(arriving.superview === preview.content && dragged !== arriving && dragged.alpha == 0)
        frame(DragAnimator.dropDuration / 2)
        let fade = dragged.layer.presentation()?.opacity ?? -1
        #expect(fade > 0.05 && fade < 0.95, "half way the dragged picture is half faded out: \(fade)")
        // On screen: outside the drop's visible path (x 30-150 of the row) the row's place is blank.
        let row = table.convert(table.rectForRow(at: IndexPath(row: 4, section: 0)), to: window)
        let spot = CGPoint(x: row.minX + 250, y: row.midY)
        let flying = snapshot(of: window)
        keepForInspection(flying, "drop-row-flying")
        let blank = try #require(flying?.pixel(Int(spot.x), Int(spot.y)))
        #expect(blank.r > 240 && blank.g > 240 && blank.b > 240, "the hidden row: \(blank)")
        frame(1)
        #expect(!target.isHidden && preview.superview == nil, "landed: the row shows in the preview's place")
        let landed = snapshot(of: window)
        keepForInspection(landed, "drop-row-landed")
        let red = try #require(landed?.pixel(Int(spot.x), Int(spot.y)))
        #expect(red.r > 200 && red.g < 100 && red.b < 100, "the row again: \(red)")
        #expect(sourceLog.ended == .copy)
    }

    @Test func aCollectionItemLiftsAndLandsMaskedByItsParameters() throws {
        _ = AnimationTestClock.shared
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let source = CountingDataSource([6])
        let (window, input, collectionView) = makeCollectionView(layout: layout, dataSource: source)
        defer { window.isHidden = true }
        window.makeKeyAndVisible()
        let delegate = ShapedCollectionDragDrop()
        collectionView.dragDelegate = delegate
        collectionView.dropDelegate = delegate
        input.advance(by: 1)
        func center(_ item: Int) -> CGPoint {
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let start = center(0)
        let end = center(4)
        drag(input, from: start, to: end)
        let preview = try #require(DragSessionDriver.active?.preview)
        #expect(preview.maskPath?.boundingBox == ShapedCollectionDragDrop.dragPath)
        input.mouseUp(7, at: end)
        #expect(source.moves.map { "\($0.0.item)->\($0.1.item)" } == ["0->4"])
        #expect(preview.maskPath?.boundingBox == ShapedCollectionDragDrop.dropPath)
        frame(1)
        #expect(preview.superview == nil && preview.center == collectionView.convert(center(4), to: window))
    }

    @Test func dropIntoARowRectShrinksThePreviewIntoTheRectAndALateCallAnimatesByItself() throws {
        let (window, input, table, _, delegate) = makeTable()
        defer { window.isHidden = true }
        let rect = CGRect(x: 10, y: 10, width: 30, height: 20)
        var kept: (any UITableViewDropCoordinator, UIDragItem)?
        delegate.landing = { coordinator, item in
            coordinator.drop(item, intoRowAt: IndexPath(row: 1, section: 0), rect: rect)
            kept = (coordinator, item)
        }
        delegate.skipsRowLanding = true
        let label = UIView(frame: CGRect(x: 320, y: 20, width: 60, height: 40))
        window.addSubview(label)
        let sourceLog = DragSourceLog()
        label.addInteraction(UIDragInteraction(delegate: sourceLog))
        drag(input, from: CGPoint(x: 340, y: 40), to: CGPoint(x: 100, y: 2 * 44 + 10))
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        input.mouseUp(7, at: CGPoint(x: 100, y: 2 * 44 + 10))
        frame(1)
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        #expect(preview.center == CGPoint(x: row.minX + rect.midX, y: row.minY + rect.midY))
        #expect(abs(preview.transform.a - 30.0 / 60) < 1e-6 && abs(preview.transform.d - 20.0 / 40) < 1e-6,
                "the 60 x 40 picture shrinks to the 30 x 20 rectangle")
        #expect(sourceLog.ended == .copy)
        // Asked again once the drop is over (a delegate landing an item after loading it): an animator of its own.
        let (coordinator, item) = try #require(kept)
        let animator = coordinator.drop(item, toRowAt: IndexPath(row: 0, section: 0))
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        frame(1)
        #expect(position == .end, "a late animator still completes")
    }
}
