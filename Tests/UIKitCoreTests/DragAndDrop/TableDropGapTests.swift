import Testing
import UIKit
@testable import UIKitCore
@testable import QuartzCore
import Foundation

/// A table's drop delegate whose proposal the test sets; its rows are coloured so a gap shows as the table's
/// background. A drop from elsewhere inserts its text at once.
@MainActor final class GapDropDelegate: NSObject, UITableViewDragDelegate, UITableViewDropDelegate, UITableViewDelegate {
    static let rowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    var proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    var ownProposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var performs: [IndexPath?] = []
    /// Whether a drop from elsewhere inserts its row (else the gap waits for nothing).
    var inserts = true
    weak var source: TableTestSource?

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: (source?.sections[0][indexPath.row] ?? "") as NSString))]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.hasActiveDrag ? ownProposal : proposal
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        performs.append(coordinator.destinationIndexPath)
        guard inserts, let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
        source?.sections[destination.section].insert("dropped", at: destination.row)
        tableView.insertRows(at: [destination], with: .automatic)
        coordinator.drop(item.dragItem, toRowAt: destination)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.backgroundColor = Self.rowColor
    }
}

/// The gap a drop that inserts opens among a table's rows: it opens at the destination and follows it (animated),
/// closes when the drag leaves, is cancelled or refused; the table's own row leaves its place, the data source hears
/// one move and the row lands in the gap; an external item's row or placeholder fills the gap without a jump;
/// `hasUncommittedUpdates` follows the gap; a drop into a row opens none and highlights the row; index paths stay
/// the data source's throughout.
@MainActor @Suite(.serialized) struct TableDropGapTests {
    struct Bed {
        let window: UIWindow
        let input: EventSynthesizer
        let table: UITableView
        let source: TableTestSource
        let delegate: GapDropDelegate
        let sourceLog: DragSourceLog
    }

    /// Five 44-point rows in a 300-point table, a text drag source to its right at (320, 20).
    func makeBed(_ source: TableTestSource = TableTestSource(rows: 5)) -> Bed {
        _ = AnimationTestClock.shared
        let (window, input) = EventTestEnvironment.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        source.canMove = true
        source.logsRows = false
        let delegate = GapDropDelegate()
        delegate.source = source
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.backgroundColor = .white
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = delegate
        table.dragDelegate = delegate
        table.dropDelegate = delegate
        window.addSubview(table)
        let label = UIView(frame: CGRect(x: 320, y: 20, width: 60, height: 40))
        label.backgroundColor = .systemBlue
        let sourceLog = DragSourceLog()
        label.addInteraction(UIDragInteraction(delegate: sourceLog))
        window.addSubview(label)
        table.layoutIfNeeded()
        input.advance(by: 1)
        return Bed(window: window, input: input, table: table, source: source, delegate: delegate, sourceLog: sourceLog)
    }

    /// Presses at `start` and moves to `end` in small steps, holding the button (mouse 7), then lets animations end.
    func hover(_ bed: Bed, from start: CGPoint, to end: CGPoint) {
        ListDragPreviewTests().drag(bed.input, from: start, to: end)
        advanceAnimationFrame(by: 1)
    }

    /// Moves the held mouse on to `point` and lets animations end.
    func move(_ bed: Bed, to point: CGPoint) {
        bed.input.advance(by: 0.01)
        bed.input.mouseMove(7, to: point)
        advanceAnimationFrame(by: 1)
    }

    /// Each row's cell's top, by its text (nil: no cell shows the row).
    func tops(_ bed: Bed) -> [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for (indexPath, cell) in bed.table.visibleRows where !cell.isHidden {
            result[cell.textLabel?.text ?? "?\(indexPath.row)"] = cell.frame.minY
        }
        return result
    }

    func cell(_ bed: Bed, _ row: Int) -> UITableViewCell? { bed.table.visibleRows[IndexPath(row: row, section: 0)] }

    static let labelPoint = CGPoint(x: 340, y: 40)

    @Test func theGapOpensAtTheDestinationFollowsItAndKeepsTheDataSourcesIndexPaths() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        #expect(!bed.table.hasUncommittedUpdates)
        bed.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        bed.source.logsRows = true
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 2 * 44 + 10))
        #expect(tops(bed) == ["0.0": 0, "0.1": 44, "0.2": 132, "0.3": 176, "0.4": 220], "\(tops(bed))")
        #expect(bed.table.hasUncommittedUpdates, "the gap is not the data source's")
        // Everything else still answers in the data source's terms.
        #expect(bed.table.numberOfRows(inSection: 0) == 5)
        #expect(bed.table.indexPathForRow(at: CGPoint(x: 100, y: 2 * 44 + 10)) == IndexPath(row: 2, section: 0))
        #expect(bed.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
        #expect(bed.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0.2")
        #expect(bed.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0) && cell(bed, 3)?.isSelected == true)
        let asked = bed.source.log.filter { $0.hasPrefix("cell") || $0.hasPrefix("height") }
        #expect(asked.allSatisfy { !$0.contains(",5)") && !$0.contains(",-") }, "no shifted index path reaches the data source: \(asked)")

        // One row further down: the gap follows, row 2 slides back up as an insertion animates.
        bed.input.advance(by: 0.01)
        bed.input.mouseMove(7, to: CGPoint(x: 100, y: 3 * 44 + 10))
        let row2 = try #require(cell(bed, 2))
        advanceAnimationFrame(by: UITableView.updateDuration / 2)
        let halfway = row2.layer.presentation()?.frame.minY ?? 0
        #expect(halfway > 88 && halfway < 132, "the rows slide: \(halfway)")
        advanceAnimationFrame(by: 1)
        #expect(tops(bed) == ["0.0": 0, "0.1": 44, "0.2": 88, "0.3": 176, "0.4": 220], "\(tops(bed))")

        // Past the last row: the gap is at the end, every row in its own place.
        move(bed, to: CGPoint(x: 100, y: 280))
        #expect(tops(bed) == ["0.0": 0, "0.1": 44, "0.2": 88, "0.3": 132, "0.4": 176], "\(tops(bed))")
        #expect(bed.table.hasUncommittedUpdates)
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 280))
        advanceAnimationFrame(by: 1)
    }

    @Test func headersAndFootersPastTheGapSlideWithTheRows() throws {
        let source = TableTestSource(rows: 2, sections: 2)
        source.headerTitles = ["A", "B"]
        let bed = makeBed(source)
        defer { bed.window.isHidden = true }
        // Plain style: 28-point title headers, no footers; section 1's header is at 28 + 2 * 44.
        let header = try #require(bed.table.headerView(forSection: 1))
        #expect(header.frame.minY == 116)
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 28 + 10))
        #expect(header.frame.minY == 160 && bed.table.rectForHeader(inSection: 1).minY == 116,
                "the header moves; the table's geometry stays the data source's")
        #expect(bed.table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 188)
        move(bed, to: CGPoint(x: 350, y: 200))
        bed.input.advance(by: 0.01)
        bed.input.mouseMove(7, to: CGPoint(x: 100, y: 28 + 12))
        advanceAnimationFrame(by: UITableView.updateDuration / 2)
        let halfway = header.layer.presentation()?.frame.minY ?? 0
        #expect(halfway > 116 && halfway < 160, "the header slides with the rows: \(halfway)")
        advanceAnimationFrame(by: 1)
        bed.input.mouseUp(7, at: CGPoint(x: 350, y: 200))
        advanceAnimationFrame(by: 1)
    }

    @Test func leavingTheTableCancellingOrARefusalClosesTheGap() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        let home: [String: CGFloat] = ["0.0": 0, "0.1": 44, "0.2": 88, "0.3": 132, "0.4": 176]
        // Leaving.
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 44 + 10))
        #expect(tops(bed)["0.1"] == 88)
        move(bed, to: CGPoint(x: 350, y: 200))
        #expect(tops(bed) == home && !bed.table.hasUncommittedUpdates, "\(tops(bed))")
        // Back in, then a refusal.
        move(bed, to: CGPoint(x: 100, y: 44 + 10))
        #expect(tops(bed)["0.1"] == 88 && bed.table.hasUncommittedUpdates)
        bed.delegate.proposal = UITableViewDropProposal(operation: .forbidden)
        move(bed, to: CGPoint(x: 100, y: 44 + 12))
        #expect(tops(bed) == home && !bed.table.hasUncommittedUpdates, "\(tops(bed))")
        bed.delegate.proposal = UITableViewDropProposal(operation: .cancel)
        move(bed, to: CGPoint(x: 100, y: 44 + 14))
        #expect(tops(bed) == home)
        // Cancelled mid-drag (Escape, the source gone).
        bed.delegate.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        move(bed, to: CGPoint(x: 100, y: 3 * 44 + 10))
        #expect(tops(bed)["0.3"] == 176)
        let driver = try #require(DragSessionDriver.active)
        driver.cancel()
        advanceAnimationFrame(by: 1)
        #expect(tops(bed) == home && !bed.table.hasUncommittedUpdates, "\(tops(bed))")
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 3 * 44 + 10))
        advanceAnimationFrame(by: 1)
        #expect(bed.delegate.performs.isEmpty && bed.source.sections[0].count == 5)
    }

    @Test func theTablesOwnRowLeavesItsPlaceMovesOnceAndLandsInTheGap() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        hover(bed, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 3 * 44 + 20))
        // Row 0 left its place; the gap is where it would go (row 3 after the move).
        #expect(tops(bed) == ["0.1": 0, "0.2": 44, "0.3": 88, "0.4": 176], "\(tops(bed))")
        let moved = try #require(cell(bed, 0))
        #expect(moved.isHidden && moved.frame.minY == 132, "the row's cell waits hidden in the gap")
        #expect(bed.table.hasUncommittedUpdates && bed.source.moves.isEmpty)
        #expect(bed.table.indexPathForRow(at: CGPoint(x: 100, y: 22)) == IndexPath(row: 0, section: 0))
        // Up again, over row 1: the gap follows.
        move(bed, to: CGPoint(x: 100, y: 44 + 20))
        #expect(tops(bed) == ["0.1": 0, "0.2": 88, "0.3": 132, "0.4": 176], "\(tops(bed))")
        move(bed, to: CGPoint(x: 100, y: 2 * 44 + 20))
        #expect(tops(bed) == ["0.1": 0, "0.2": 44, "0.3": 132, "0.4": 176], "\(tops(bed))")

        let preview = try #require(DragSessionDriver.active?.preview)
        let others = ["0.1", "0.2", "0.3", "0.4"].compactMap { text in
            bed.table.visibleRows.values.first { $0.textLabel?.text == text }
        }
        let before = others.map(\.frame)
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 2 * 44 + 20))
        #expect(bed.source.moves.map { [$0.0, $0.1] } == [[IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)]],
                "the data source hears one move, with the final index paths")
        #expect(bed.source.sections[0] == ["0.1", "0.2", "0.0", "0.3", "0.4"])
        #expect(!bed.table.hasUncommittedUpdates)
        // No row jumps: the others were already where the move puts them, at once and while the preview flies.
        advanceAnimationFrame(by: 0.05)
        #expect(others.map { $0.layer.presentation()?.frame ?? $0.frame } == before)
        #expect(bed.table.cellForRow(at: IndexPath(row: 2, section: 0)) === moved && moved.frame.minY == 88)
        advanceAnimationFrame(by: 1)
        #expect(preview.superview == nil && preview.center == CGPoint(x: 150, y: 2 * 44 + 22), "landed in the gap")
        #expect(!moved.isHidden && moved.textLabel?.text == "0.0")
        #expect(tops(bed) == ["0.1": 0, "0.2": 44, "0.0": 88, "0.3": 132, "0.4": 176], "\(tops(bed))")
    }

    @Test func rowsPushedPastTheBottomKeepTheirCellsAndSlideBackWhenTheGapCloses() throws {
        let bed = makeBed(TableTestSource(rows: 20))
        defer { bed.window.isHidden = true }
        let row6 = try #require(cell(bed, 6))
        #expect(row6.frame.minY == 264)
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 2 * 44 + 10))
        // Pushed below the 300-point bounds, row 6 keeps its cell (no cell churn, a slide back later).
        #expect(cell(bed, 6) === row6 && row6.frame.minY == 308 && !row6.isHidden)
        #expect(!bed.table.visibleCells.contains { $0 === row6 }, "below the bounds it is not a visible cell")
        bed.input.advance(by: 0.01)
        bed.input.mouseMove(7, to: CGPoint(x: 350, y: 380))
        advanceAnimationFrame(by: UITableView.updateDuration / 2)
        let halfway = row6.layer.presentation()?.frame.minY ?? 0
        #expect(halfway > 264 && halfway < 308, "row 6 slides back into view: \(halfway)")
        advanceAnimationFrame(by: 1)
        #expect(cell(bed, 6) === row6 && row6.frame.minY == 264)
        bed.input.mouseUp(7, at: CGPoint(x: 350, y: 380))
        advanceAnimationFrame(by: 1)
    }

    @Test func anExternalRowFillsTheGapWithoutAJump() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 44 + 10))
        let beta = try #require(cell(bed, 1))
        #expect(beta.frame.minY == 88)
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 44 + 10))
        #expect(bed.delegate.performs == [IndexPath(row: 1, section: 0)])
        #expect(bed.source.sections[0] == ["0.0", "dropped", "0.1", "0.2", "0.3", "0.4"])
        #expect(!bed.table.hasUncommittedUpdates, "the data source has the row: no gap left")
        advanceAnimationFrame(by: 0.05)
        #expect(beta.layer.presentation()?.frame.minY == 88, "the row after the gap stays put")
        advanceAnimationFrame(by: 1)
        #expect(tops(bed) == ["0.0": 0, "dropped": 44, "0.1": 88, "0.2": 132, "0.3": 176, "0.4": 220], "\(tops(bed))")

        // Nothing inserted: the gap closes when the drop is over.
        bed.delegate.inserts = false
        bed.input.advance(by: 1)
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 10))
        #expect(tops(bed)["0.0"] == 44)
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 10))
        advanceAnimationFrame(by: 1)
        advanceAnimationFrame(by: 1)
        #expect(tops(bed)["0.0"] == 0 && !bed.table.hasUncommittedUpdates, "\(tops(bed))")
    }

    @Test func aPlaceholderDropLandsExactlyInTheGap() async throws {
        let bed = TableDropPlaceholderTests().makeBed()
        defer { bed.window.isHidden = true }
        ListDragPreviewTests().drag(bed.input, from: CGPoint(x: 340, y: 40), to: CGPoint(x: 100, y: 44 + 10))
        advanceAnimationFrame(by: 1)
        bed.table.layoutIfNeeded()
        let beta = try #require(bed.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(beta.textLabel?.text == "Beta" && beta.frame.minY == 88, "the gap is open at row 1")
        #expect(bed.table.hasUncommittedUpdates)
        let preview = try #require(DragSessionDriver.active?.preview)
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 44 + 10))
        let placeholder = try #require(bed.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(placeholder.reuseIdentifier == "Placeholder" && placeholder.frame == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(beta.frame.minY == 88 && (beta.layer.presentation()?.frame.minY ?? 88) == 88, "no jump")
        #expect(bed.table.hasUncommittedUpdates, "the placeholder is not the data source's yet")
        advanceAnimationFrame(by: 1)
        #expect(preview.superview == nil && preview.center == CGPoint(x: 150, y: 66), "landed in the gap")
        bed.source.text.deliver("Delta")
        await DragInteractionTests().settle()
        advanceAnimationFrame(by: 1)
        #expect(bed.inbox.titles == ["Alpha", "Delta", "Beta", "Gamma"] && !bed.table.hasUncommittedUpdates)
        bed.table.layoutIfNeeded()
        #expect(bed.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
    }

    @Test func aDropIntoARowOpensNoGapAndHighlightsTheRow() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        let home: [String: CGFloat] = ["0.0": 0, "0.1": 44, "0.2": 88, "0.3": 132, "0.4": 176]
        bed.delegate.proposal = UITableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 2 * 44 + 10))
        #expect(tops(bed) == home && !bed.table.hasUncommittedUpdates, "\(tops(bed))")
        #expect(cell(bed, 2)?.isHighlighted == true && cell(bed, 1)?.isHighlighted == false)
        move(bed, to: CGPoint(x: 100, y: 44 + 10))
        #expect(cell(bed, 2)?.isHighlighted == false && cell(bed, 1)?.isHighlighted == true)
        // `.automatic`: the middle of a row drops into it, its edges insert.
        bed.delegate.proposal = UITableViewDropProposal(operation: .copy, intent: .automatic)
        move(bed, to: CGPoint(x: 100, y: 44 + 22))
        #expect(tops(bed) == home && cell(bed, 1)?.isHighlighted == true)
        move(bed, to: CGPoint(x: 100, y: 44 + 3))
        #expect(tops(bed)["0.1"] == 88 && cell(bed, 1)?.isHighlighted == false, "\(tops(bed))")
        move(bed, to: CGPoint(x: 350, y: 200))
        #expect(tops(bed) == home && !(bed.table.visibleRows.values.contains { $0.isHighlighted }))
        bed.input.mouseUp(7, at: CGPoint(x: 350, y: 200))
        advanceAnimationFrame(by: 1)
    }

    @Test func theOpenGapRendersAsTheTablesBackground() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        hover(bed, from: Self.labelPoint, to: CGPoint(x: 100, y: 2 * 44 + 10))
        let image = snapshot(of: bed.window)
        keepForInspection(image, "table-drop-gap")
        // Row 1 in its place, the gap (white) where row 2 was, row 2 below it; the preview is at x 100, so the
        // pixels are read at x 250.
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        expectPixel(image, 250, 44 + 22, blue, tolerance: 24, name: "table-drop-gap-row1")
        expectPixel(image, 250, 88 + 22, white, name: "table-drop-gap-gap")
        expectPixel(image, 250, 132 + 22, blue, tolerance: 24, name: "table-drop-gap-row2")
        expectPixel(image, 250, 220 + 22, blue, tolerance: 24, name: "table-drop-gap-row4")
        expectPixel(image, 250, 270, white, name: "table-drop-gap-below")
        bed.input.mouseUp(7, at: CGPoint(x: 100, y: 2 * 44 + 10))
        advanceAnimationFrame(by: 1)
    }
}
