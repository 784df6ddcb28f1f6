import Testing
import UIKit
@testable import UIKitCore
@testable import QuartzCore
import Foundation

/// Text that arrives later: the provider's load handler keeps its completion until the test delivers the text (or
/// an error), as a slow source (a download, another application) would.
final class DeferredText: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Data?, (any Error)?) -> Void] = []

    func provider() -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            self.lock.withLock { self.pending.append(done) }
            return nil
        }
        return provider
    }

    var waiting: Int { lock.withLock { pending.count } }

    /// Completes the oldest load waiting (waiting a little for the load to start: it starts on the loading queue).
    func deliver(_ text: String?) {
        for _ in 0..<200 where waiting == 0 { usleep(10_000) }
        let done = lock.withLock { pending.isEmpty ? nil : pending.removeFirst() }
        done?(text.map { Data($0.utf8) }, text == nil ? NSError(domain: "test", code: 1) : nil)
    }
}

/// A drag source whose item's text arrives later.
@MainActor final class DeferredTextSource: UIDragInteractionDelegate {
    let text = DeferredText()
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: text.provider())]
    }
}

/// An inbox as an iOS app writes it: a dropped item gets a placeholder row at once, its text loads, and the row is
/// committed (or the placeholder deleted when the load fails).
@MainActor final class InboxController: NSObject, UITableViewDataSource, UITableViewDropDelegate {
    static let placeholderColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    var titles = ["Alpha", "Beta", "Gamma"]
    var contexts: [any UITableViewDropPlaceholderContext] = []
    var commits: [Bool] = []
    var deletions: [Bool] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.backgroundColor = .white
        return cell
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: titles.count, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Placeholder",
                                                         rowHeight: 44)
            placeholder.cellUpdateHandler = { cell in
                cell.textLabel?.text = "Loading…"
                cell.backgroundColor = Self.placeholderColor
            }
            placeholder.previewParametersProvider = { cell in
                // The preview lands on the left half of the row only.
                let parameters = UIDragPreviewParameters()
                parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: cell.bounds.width / 2,
                                                                   height: cell.bounds.height))
                return parameters
            }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            contexts.append(context)
            item.dragItem.itemProvider.loadObject(ofClass: String.self) { string, _ in
                DispatchQueue.main.async {
                    if let string {
                        self.commits.append(context.commitInsertion { insertionIndexPath in
                            self.titles.insert(string, at: insertionIndexPath.row)
                        })
                    } else {
                        self.deletions.append(context.deletePlaceholder())
                    }
                }
            }
        }
    }
}

/// Table drop placeholders: a row shows at once where the drop lands while the item loads, the table counts it
/// beside the data source's rows, the preview lands on it, and it becomes the real row on commit or goes on delete;
/// a placeholder committed twice, deleted after a commit, outliving a reload or its table logs once and does nothing.
@MainActor @Suite(.serialized) struct TableDropPlaceholderTests {
    struct Bed {
        let window: UIWindow
        let input: EventSynthesizer
        let table: UITableView
        let inbox: InboxController
        let source: DeferredTextSource
    }

    func makeBed() -> Bed {
        _ = AnimationTestClock.shared
        let (window, input) = EventTestEnvironment.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let inbox = InboxController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Placeholder")
        table.rowHeight = 44
        table.dataSource = inbox
        table.dropDelegate = inbox
        window.addSubview(table)
        let label = UIView(frame: CGRect(x: 320, y: 20, width: 60, height: 40))
        label.backgroundColor = .systemBlue
        let source = DeferredTextSource()
        label.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(label)
        table.layoutIfNeeded()
        input.advance(by: 1)
        return Bed(window: window, input: input, table: table, inbox: inbox, source: source)
    }

    /// Drags the source's item onto the table at `point` and releases it there.
    func dropText(_ bed: Bed, at point: CGPoint) {
        ListDragPreviewTests().drag(bed.input, from: CGPoint(x: 340, y: 40), to: point)
        advanceAnimationFrame(by: 1)
        bed.input.mouseUp(7, at: point)
    }

    func texts(_ table: UITableView) -> [String?] {
        (0..<table.numberOfRows(inSection: 0)).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    }

    @Test func aPlaceholderRowShowsWhileTheItemLoadsAndBecomesTheRowOnCommit() async throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        dropText(bed, at: CGPoint(x: 100, y: 44 + 10))
        let placeholderPath = IndexPath(row: 1, section: 0)
        #expect(bed.table.numberOfRows(inSection: 0) == 4, "the data source's three rows and the placeholder")
        #expect(bed.table.hasUncommittedUpdates)
        bed.table.layoutIfNeeded()
        #expect(texts(bed.table) == ["Alpha", "Loading…", "Beta", "Gamma"],
                "the rows after it are the data source's at their own index paths")
        let cell = try #require(bed.table.cellForRow(at: placeholderPath))
        #expect(cell.reuseIdentifier == "Placeholder")
        // The preview flies to the placeholder's row, which hides until it lands.
        let preview = try #require(bed.window.subviews.compactMap { $0 as? DragPreviewView }.first)
        #expect(cell.isHidden, "the row the item lands on hides while the preview flies")
        #expect(preview.maskPath?.boundingBox.width ?? 0 < preview.bounds.width, "masked as previewParametersProvider says")
        let row = bed.table.convert(bed.table.rectForRow(at: placeholderPath), to: bed.window)
        let uncovered = CGPoint(x: row.minX + row.width * 0.8, y: row.midY)
        // Nearly landed (the inserted row has nearly faded in too): the right half, outside the preview's visible
        // path, would be orange if the row showed.
        advanceAnimationFrame(by: DragAnimator.dropDuration * 0.9)
        #expect(cell.isHidden && preview.superview != nil)
        let flying = snapshot(of: bed.window)
        keepForInspection(flying, "drop-placeholder-flying")
        let hiddenPixel = try #require(flying?.pixel(Int(uncovered.x), Int(uncovered.y)))
        #expect(hiddenPixel.r > 240 && hiddenPixel.g > 240 && hiddenPixel.b > 240,
                "the hidden row's place is blank: \(hiddenPixel)")
        // Inside the visible path the preview has nearly cross-faded into the placeholder row's orange picture
        // (drawn opaque, though the inserted row itself started transparent).
        let arriving = try #require(flying?.pixel(Int(row.minX + row.width * 0.25), Int(row.midY)))
        #expect(arriving.r > 200 && arriving.g > 80 && arriving.b < 120, "the preview turns orange: \(arriving)")
        advanceAnimationFrame(by: 1)
        #expect(!cell.isHidden && preview.superview == nil, "landed: the row shows, the preview is gone")
        let landed = snapshot(of: bed.window)
        keepForInspection(landed, "drop-placeholder-landed")
        let rowPixel = try #require(landed?.pixel(Int(uncovered.x), Int(uncovered.y)))
        #expect(rowPixel.r > 240 && rowPixel.g > 100 && rowPixel.g < 160 && rowPixel.b < 20,
                "the placeholder row is orange: \(rowPixel)")

        // The text arrives: the app commits, and the placeholder is the data source's row.
        bed.source.text.deliver("Delta")
        await DragInteractionTests().settle()
        #expect(bed.inbox.commits == [true])
        #expect(bed.inbox.titles == ["Alpha", "Delta", "Beta", "Gamma"])
        #expect(!bed.table.hasUncommittedUpdates && bed.table.numberOfRows(inSection: 0) == 4)
        advanceAnimationFrame(by: 1)
        bed.table.layoutIfNeeded()
        #expect(texts(bed.table) == ["Alpha", "Delta", "Beta", "Gamma"])
        #expect(bed.table.cellForRow(at: placeholderPath)?.reuseIdentifier == "Cell")

        // Committed twice, deleted after the commit: false, nothing run, one log line.
        let context = try #require(bed.inbox.contexts.first)
        var again = true
        var deleted = true
        let lines = captureTableLog {
            again = context.commitInsertion { _ in Issue.record("a gone placeholder runs no updates") }
            deleted = context.deletePlaceholder()
        }
        #expect(!again && !deleted)
        #expect(lines.count == 1 && lines.first?.contains("commitInsertion(dataSourceUpdates:)") == true, "\(lines)")
        #expect(bed.table.numberOfRows(inSection: 0) == 4)
    }

    @Test func aFailedLoadDeletesThePlaceholder() async {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        dropText(bed, at: CGPoint(x: 100, y: 2 * 44 + 10))
        advanceAnimationFrame(by: 1)
        #expect(bed.table.numberOfRows(inSection: 0) == 4)
        bed.source.text.deliver(nil)
        await DragInteractionTests().settle()
        #expect(bed.inbox.deletions == [true] && bed.inbox.commits.isEmpty)
        advanceAnimationFrame(by: 1)
        bed.table.layoutIfNeeded()
        #expect(!bed.table.hasUncommittedUpdates && texts(bed.table) == ["Alpha", "Beta", "Gamma"])
    }

    @Test func aReloadForgetsThePlaceholderAndItsContextCommitsNothing() async {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        dropText(bed, at: CGPoint(x: 100, y: 10))
        advanceAnimationFrame(by: 1)
        #expect(bed.table.numberOfRows(inSection: 0) == 4)
        bed.table.reloadData()
        #expect(bed.table.numberOfRows(inSection: 0) == 3 && !bed.table.hasUncommittedUpdates)
        let lines = await captureLog(prefix: "UIKit: UITableView") {
            bed.source.text.deliver("Late")
            await DragInteractionTests().settle()
        }
        #expect(bed.inbox.commits == [false], "the placeholder went with the reload")
        #expect(bed.inbox.titles == ["Alpha", "Beta", "Gamma"], "its updates did not run")
        #expect(lines.count == 1 && lines.first?.contains("reloadData()") == true, "\(lines)")
        bed.table.layoutIfNeeded()
        #expect(texts(bed.table) == ["Alpha", "Beta", "Gamma"])
    }

    @Test func aContextOutlivingItsTableReturnsFalseAndLogsOnce() throws {
        var table: UITableView? = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        weak let gone = table
        let inbox = InboxController()
        table?.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table?.register(UITableViewCell.self, forCellReuseIdentifier: "Placeholder")
        table?.dataSource = inbox
        let coordinator = TableDropCoordinator(
            items: [], destinationIndexPath: IndexPath(row: 0, section: 0),
            proposal: UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath),
            session: DropSession(items: [], localDragSession: nil, allowsMoveOperation: false), tableView: table!)
        let item = UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))
        var context: (any UITableViewDropPlaceholderContext)?
        UIView.performWithoutAnimation {
            context = coordinator.drop(item, to: UITableViewDropPlaceholder(
                insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "Placeholder", rowHeight: 44))
        }
        #expect(table?.numberOfRows(inSection: 0) == 4 && table?.hasUncommittedUpdates == true)
        table = nil
        #expect(gone == nil, "the table went away")
        let kept = try #require(context)
        var results: [Bool] = []
        let lines = captureTableLog {
            results.append(kept.commitInsertion { _ in Issue.record("no table, no updates") })
            results.append(kept.deletePlaceholder())
        }
        #expect(results == [false, false])
        #expect(lines.count == 1 && lines.first?.contains("is gone") == true, "\(lines)")
        var ran = false
        kept.addCompletion { _ in ran = true }
        advanceAnimationFrame(by: 1)
        #expect(ran, "its animator still completes")
    }

    @Test func aPlaceholderOutsideTheRowsGoesAtTheEndWithALogLine() throws {
        let bed = makeBed()
        defer { bed.window.isHidden = true }
        let coordinator = TableDropCoordinator(
            items: [], destinationIndexPath: nil, proposal: UITableViewDropProposal(operation: .copy),
            session: DropSession(items: [], localDragSession: nil, allowsMoveOperation: false), tableView: bed.table)
        let item = UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))
        var made: (any UITableViewDropPlaceholderContext)?
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 99, section: 3),
                                                     reuseIdentifier: "Placeholder", rowHeight: 30)
        placeholder.cellUpdateHandler = { $0.textLabel?.text = "Loading…" }
        let lines = captureTableLog {
            UIView.performWithoutAnimation { made = coordinator.drop(item, to: placeholder) }
        }
        let context = try #require(made)
        #expect(lines.count == 1 && lines.first?.contains("goes at the end") == true, "\(lines)")
        bed.table.layoutIfNeeded()
        #expect(texts(bed.table) == ["Alpha", "Beta", "Gamma", "Loading…"])
        #expect(bed.table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 30, "the placeholder's row height")
        var committed = false
        UIView.performWithoutAnimation {
            committed = context.commitInsertion { bed.inbox.titles.insert("Omega", at: $0.row) }
        }
        #expect(committed && bed.inbox.titles.last == "Omega")
    }
}
