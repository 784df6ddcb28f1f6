import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A table's drag and drop delegates: rows offer their titles, drops of other text insert rows.
@MainActor final class TableDragDropLog: UITableViewDragDelegate, UITableViewDropDelegate {
    var calls: [String] = []
    var coordinators: [any UITableViewDropCoordinator] = []
    var givesItems = true
    weak var source: TableTestSource?

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("items\(indexPath.row)")
        guard givesItems else { return [] }
        let title = source?.sections[indexPath.section][indexPath.row] ?? ""
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = title
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { calls.append("dragBegin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { calls.append("dragEnd") }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        calls.append("perform")
        coordinators.append(coordinator)
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
        coordinator.session.loadObjects(ofClass: String.self) { strings in
            for (offset, string) in strings.enumerated() {
                self.source?.sections[destination.section].insert(string, at: destination.row + offset)
                tableView.insertRows(at: [IndexPath(row: destination.row + offset, section: destination.section)],
                                     with: .automatic)
            }
        }
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return session.canLoadObjects(ofClass: String.self)
            ? UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .forbidden)
    }
}

@MainActor @Suite(.serialized) struct TableDragAndDropTests {
    func makeTable() -> (UIWindow, EventSynthesizer, UITableView, TableTestSource, TableDragDropLog) {
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKeyAndVisible()
        let source = TableTestSource(rows: 5)
        source.canMove = true
        source.logsRows = false
        let log = TableDragDropLog()
        log.source = source
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.dragDelegate = log
        table.dropDelegate = log
        window.addSubview(table)
        table.layoutIfNeeded()
        input.advance(by: 1)
        return (window, input, table, source, log)
    }

    /// A mouse drag in steps of a few points, as a mouse reports its motion.
    func mouseDrag(_ input: EventSynthesizer, from start: CGPoint, to end: CGPoint) {
        let steps = max(Int(hypot(end.x - start.x, end.y - start.y) / 5), 1)
        input.mouseDrag(from: start, through: (1...steps).map { step in
            let f = CGFloat(step) / CGFloat(steps)
            return CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
        })
    }

    @Test func draggingARowOntoAnotherReordersThroughTheDataSource() {
        let (window, input, table, source, log) = makeTable()
        defer { window.isHidden = true }
        #expect(table.interactions.contains { $0 is UIDragInteraction } && table.interactions.contains { $0 is UIDropInteraction })
        mouseDrag(input, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 3 * 44 + 20))
        #expect(source.sections[0] == ["0.1", "0.2", "0.3", "0.0", "0.4"])
        #expect(source.moves.map { [$0.0.row, $0.1.row] } == [[0, 3]])
        #expect(log.calls == ["items0", "dragBegin", "dragEnd"], "a reorder needs no performDrop")
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0.0")
    }

    @Test func aRowDragWinsOverScrollingEvenWhenTheFirstMotionIsLongAndRowsWithoutItemsScroll() {
        let (window, input, table, source, log) = makeTable()
        defer { window.isHidden = true }
        table.contentSize = CGSize(width: 300, height: 600)
        input.mouseDrag(from: CGPoint(x: 100, y: 22), through: [CGPoint(x: 100, y: 60), CGPoint(x: 100, y: 3 * 44 + 20)])
        #expect(source.sections[0] == ["0.1", "0.2", "0.3", "0.0", "0.4"] && table.contentOffset.y == 0, "\(log.calls) \(source.sections[0]) \(table.contentOffset)")
        log.givesItems = false
        input.advance(by: 1)
        // Checked at the release: the table then settles back (its rows are shorter than it).
        input.mouseDown(5, at: CGPoint(x: 100, y: 200))
        for y: CGFloat in [170, 120] {
            input.advance(by: 0.02)
            input.mouseMove(5, to: CGPoint(x: 100, y: y))
        }
        input.mouseUp(5, at: CGPoint(x: 100, y: 120))
        #expect(source.moves.count == 1 && table.contentOffset.y > 0, "no items here: the press-and-move scrolls")
    }

    @Test func draggingBelowTheLastRowMovesTheRowToTheEnd() {
        let (window, input, _, source, log) = makeTable()
        defer { window.isHidden = true }
        mouseDrag(input, from: CGPoint(x: 100, y: 66), to: CGPoint(x: 100, y: 280))
        #expect(source.sections[0] == ["0.0", "0.2", "0.3", "0.4", "0.1"], "\(log.calls) \(source.moves)")
    }

    @Test func textDraggedFromElsewhereIsInsertedAtTheRowUnderThePointer() async {
        let (window, input, table, source, log) = makeTable()
        defer { window.isHidden = true }
        let label = UIView(frame: CGRect(x: 320, y: 20, width: 60, height: 40))
        window.addSubview(label)
        let sourceLog = DragSourceLog()
        label.addInteraction(UIDragInteraction(delegate: sourceLog))
        mouseDrag(input, from: CGPoint(x: 340, y: 40), to: CGPoint(x: 100, y: 2 * 44 + 10))
        #expect(log.calls == ["perform"] && sourceLog.ended == .copy)
        let coordinator = log.coordinators.first
        #expect(coordinator?.destinationIndexPath == IndexPath(row: 2, section: 0))
        #expect(coordinator?.proposal.intent == .insertAtDestinationIndexPath && coordinator?.proposal.operation == .copy)
        #expect(coordinator?.items.first?.sourceIndexPath == nil, "the item is not one of the table's rows")
        for _ in 0..<50 where source.sections[0].count == 5 {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
            }
        }
        #expect(source.sections[0] == ["0.0", "0.1", "dragged", "0.2", "0.3", "0.4"])
        #expect(table.numberOfRows(inSection: 0) == 6)
    }

    @Test func withoutADragDelegateOrWithDragInteractionOffRowsDoNotDrag() {
        let (window, input, table, source, log) = makeTable()
        defer { window.isHidden = true }
        table.dragInteractionEnabled = false
        #expect(!table.interactions.contains { $0 is UIDragInteraction })
        mouseDrag(input, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 3 * 44 + 20))
        #expect(source.moves.isEmpty && log.calls.isEmpty)
        table.dragInteractionEnabled = true
        table.dragDelegate = nil
        #expect(!table.interactions.contains { $0 is UIDragInteraction })
        table.dropDelegate = nil
        #expect(!table.interactions.contains { $0 is UIDropInteraction })
    }
}
