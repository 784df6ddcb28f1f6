import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A drag source that logs the delegate calls it gets.
final class DragSourceLog: UIDragInteractionDelegate {
    var calls: [String] = []
    var items: () -> [UIDragItem] = { [UIDragItem(itemProvider: NSItemProvider(object: "dragged" as NSString))] }
    var allowsMove = true
    var ended: UIDropOperation?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        calls.append("itemsForBeginning")
        session.localContext = "from the source"
        return items()
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        calls.append("willBegin")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        allowsMove
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if calls.last != "didMove" { calls.append("didMove") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        calls.append("willEnd(\(operation))")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        calls.append("didEnd(\(operation))")
        ended = operation
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        calls.append("didTransfer")
    }
}

/// A drop target that logs the delegate calls it gets and answers with `operation`.
final class DropTargetLog: UIDropInteractionDelegate {
    var calls: [String] = []
    var operation = UIDropOperation.copy
    var handles = true
    var locations: [CGPoint] = []
    var sawLocalSession = false
    var dropped: [String] = []

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        handles && session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        calls.append("enter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if calls.last != "update" { calls.append("update") }
        locations.append(session.location(in: interaction.view!))
        sawLocalSession = session.localDragSession?.localContext as? String == "from the source"
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        calls.append("exit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        calls.append("perform")
        session.loadObjects(ofClass: String.self) { strings in self.dropped += strings }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        calls.append("conclude")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        calls.append("end")
    }
}

/// UIDragInteraction and UIDropInteraction inside one application: lift by press-and-move or long press, the
/// preview above everything, targets asked in order, proposals deciding the drop.
@MainActor @Suite(.serialized) struct DragInteractionTests {
    struct Scene {
        let window: UIWindow
        let input: EventSynthesizer
        let source: UIView
        let target: UIView
        let sourceLog: DragSourceLog
        let targetLog: DropTargetLog
        let drag: UIDragInteraction
        let drop: UIDropInteraction
    }

    func makeScene() -> Scene {
        let base = DragTestWindow()
        let (window, input, source, target) = (base.window, base.input, base.source, base.target)
        let sourceLog = DragSourceLog()
        let targetLog = DropTargetLog()
        let drag = UIDragInteraction(delegate: sourceLog)
        let drop = UIDropInteraction(delegate: targetLog)
        source.addInteraction(drag)
        target.addInteraction(drop)
        input.advance(by: 1)
        return Scene(window: window, input: input, source: source, target: target, sourceLog: sourceLog,
                     targetLog: targetLog, drag: drag, drop: drop)
    }

    /// Presses the mouse at `start`, moves through `points`, and releases at the last.
    func mouseDrag(_ scene: Scene, from start: CGPoint, through points: [CGPoint]) {
        scene.input.mouseDrag(from: start, through: points)
    }

    /// Waits for the drop's loads to reach the main queue.
    func settle() async {
        for _ in 0..<50 {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
            }
            await Task.yield()
        }
    }

    @Test func aMouseDragOntoATargetCallsTheDelegatesInOrderAndDropsTheText() async {
        let scene = makeScene()
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 53, y: 50), CGPoint(x: 60, y: 60),
                                                                 CGPoint(x: 250, y: 250), CGPoint(x: 260, y: 270)])
        #expect(scene.sourceLog.calls == ["itemsForBeginning", "willBegin", "didMove", "willEnd(copy)",
                                          "didEnd(copy)", "didTransfer"])
        #expect(scene.targetLog.calls == ["enter", "update", "perform", "conclude", "end"])
        #expect(scene.targetLog.locations.last == CGPoint(x: 60, y: 70), "locations are in the target's coordinates")
        #expect(scene.targetLog.sawLocalSession,
                "a drag from the same application has its drag session, with the context set when asked for items")
        await settle()
        #expect(scene.targetLog.dropped == ["dragged"])
        #expect(DragSessionDriver.active == nil)
    }

    @Test func aPressThatMovesLessThanTheSlopIsAClickNotADrag() {
        let scene = makeScene()
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 52, y: 51), CGPoint(x: 53, y: 52)])
        #expect(scene.sourceLog.calls.isEmpty)
    }

    @Test func theFingerLiftsAfterALongPressAndAQuickSwipeIsNoDrag() {
        let scene = makeScene()
        let swipe = scene.input.touchDown(at: CGPoint(x: 50, y: 50))
        scene.input.advance(by: 0.05)
        scene.input.touchMove(swipe, to: CGPoint(x: 90, y: 50))
        scene.input.advance(by: 1)
        scene.input.touchUp(swipe, at: CGPoint(x: 90, y: 50))
        #expect(scene.sourceLog.calls.isEmpty, "a finger moving at once scrolls, it does not drag")
        scene.input.advance(by: 1)
        let press = scene.input.touchDown(at: CGPoint(x: 50, y: 50))
        scene.input.advance(by: 0.6)
        #expect(scene.sourceLog.calls == ["itemsForBeginning", "willBegin", "didMove"])
        let preview = DragSessionDriver.active?.preview
        #expect(preview?.superview === scene.window && scene.window.subviews.last === preview,
                "the preview lies above everything in the window")
        scene.input.touchMove(press, to: CGPoint(x: 300, y: 300))
        #expect(preview?.center == CGPoint(x: 70 + 250, y: 50 + 250), "the grabbed point stays under the finger")
        scene.input.touchUp(press, at: CGPoint(x: 300, y: 300))
        scene.input.finishDragAnimations()
        #expect(scene.sourceLog.ended == .copy && preview?.superview == nil)
    }

    @Test func aForbiddenOrCancelProposalDropsNothingAndTheTargetHearsItEnd() {
        for operation in [UIDropOperation.forbidden, .cancel] {
            let scene = makeScene()
            scene.targetLog.operation = operation
            mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
            #expect(scene.targetLog.calls == ["enter", "update", "exit", "end"], "\(operation)")
            #expect(scene.sourceLog.calls.suffix(2) == ["willEnd(cancel)", "didEnd(cancel)"])
            scene.window.isHidden = true
        }
    }

    @Test func leavingATargetTellsItAndReleasingOverNothingCancels() {
        let scene = makeScene()
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250),
                                                                 CGPoint(x: 150, y: 380)])
        #expect(scene.targetLog.calls == ["enter", "update", "exit"])
        #expect(scene.sourceLog.ended == .cancel)
    }

    @Test func aTargetThatCannotHandleTheItemsIsSkippedAndAMoveNotAllowedIsACopy() {
        let scene = makeScene()
        scene.targetLog.handles = false
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
        #expect(scene.targetLog.calls.isEmpty && scene.sourceLog.ended == .cancel)
        let other = makeScene()
        other.targetLog.operation = .move
        other.sourceLog.allowsMove = false
        mouseDrag(other, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
        #expect(other.sourceLog.ended == .copy)
        let moving = makeScene()
        moving.targetLog.operation = .move
        mouseDrag(moving, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
        #expect(moving.sourceLog.ended == .move)
    }

    @Test func noItemsMeansNoDragAndADisabledInteractionNeverAsks() {
        let scene = makeScene()
        scene.sourceLog.items = { [] }
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
        #expect(scene.sourceLog.calls == ["itemsForBeginning"] && scene.targetLog.calls.isEmpty)
        scene.sourceLog.calls = []
        scene.drag.isEnabled = false
        scene.input.advance(by: 1)
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
        #expect(scene.sourceLog.calls.isEmpty)
    }

    @Test func cancelledTouchesOrARemovedSourceEndTheDragWithoutADrop() {
        let scene = makeScene()
        scene.input.mouseDown(1, at: CGPoint(x: 50, y: 50))
        scene.input.mouseMove(1, to: CGPoint(x: 250, y: 250))
        #expect(DragSessionDriver.active != nil)
        scene.input.cancelAllTouches()
        scene.input.finishDragAnimations()
        #expect(DragSessionDriver.active == nil && scene.sourceLog.ended == .cancel)
        #expect(scene.targetLog.calls == ["enter", "update", "exit", "end"])
        let again = makeScene()
        again.input.mouseDown(2, at: CGPoint(x: 50, y: 50))
        again.input.mouseMove(2, to: CGPoint(x: 250, y: 250))
        again.source.removeInteraction(again.drag)
        again.input.finishDragAnimations()
        #expect(DragSessionDriver.active == nil && again.sourceLog.ended == .cancel)
        again.input.mouseUp(2, at: CGPoint(x: 250, y: 250))
    }

    @Test func escapeCancelsTheDragAndTheReleaseDropsNothing() {
        let scene = makeScene()
        scene.input.mouseDown(3, at: CGPoint(x: 50, y: 50))
        scene.input.mouseMove(3, to: CGPoint(x: 60, y: 60))
        scene.input.mouseMove(3, to: CGPoint(x: 250, y: 250))
        scene.input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        scene.input.finishDragAnimations()
        #expect(DragSessionDriver.active == nil && scene.sourceLog.ended == .cancel)
        #expect(scene.targetLog.calls == ["enter", "update", "exit", "end"])
        scene.input.mouseMove(3, to: CGPoint(x: 260, y: 260))
        scene.input.mouseUp(3, at: CGPoint(x: 260, y: 260))
        #expect(scene.targetLog.calls == ["enter", "update", "exit", "end"] && scene.sourceLog.calls.last == "didEnd(cancel)")
    }

    @Test func aSpringLoadedButtonIsTappedByADragThatStaysOverItOnce() {
        let scene = makeScene()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 100, height: 40)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.isSpringLoaded = true
        #expect(button.isSpringLoaded && button.interactions.count == 1)
        scene.window.addSubview(button)
        scene.input.mouseDown(4, at: CGPoint(x: 50, y: 50))
        scene.input.mouseMove(4, to: CGPoint(x: 60, y: 60))
        scene.input.mouseMove(4, to: CGPoint(x: 60, y: 320))
        scene.input.advance(by: 0.3)
        scene.input.mouseMove(4, to: CGPoint(x: 200, y: 380))
        scene.input.advance(by: 1)
        #expect(taps == 0, "a drag passing over the button does not tap it")
        scene.input.mouseMove(4, to: CGPoint(x: 70, y: 320))
        scene.input.advance(by: 0.6)
        #expect(taps == 1)
        scene.input.mouseMove(4, to: CGPoint(x: 72, y: 322))
        scene.input.advance(by: 1)
        #expect(taps == 1, "once per stay")
        scene.input.mouseUp(4, at: CGPoint(x: 72, y: 322))
        button.isSpringLoaded = false
        #expect(!button.isSpringLoaded && button.interactions.isEmpty)
    }

    @Test func aSpringLoadedSegmentedControlSelectsTheSegmentTheDragRestsOnAndEachNewSegmentArmsAgain() {
        let scene = makeScene()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 300, width: 300, height: 32)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.isSpringLoaded = true
        #expect(control.isSpringLoaded)
        scene.window.addSubview(control)
        scene.input.mouseDown(4, at: CGPoint(x: 50, y: 50))
        scene.input.mouseMove(4, to: CGPoint(x: 60, y: 60))
        scene.input.mouseMove(4, to: CGPoint(x: 70, y: 315))
        scene.input.advance(by: 0.3)
        scene.input.mouseMove(4, to: CGPoint(x: 170, y: 315))
        scene.input.advance(by: 0.3)
        #expect(changes.isEmpty, "moving onto another segment starts the delay again")
        scene.input.advance(by: 0.3)
        #expect(changes == [1] && control.selectedSegmentIndex == 1)
        scene.input.mouseMove(4, to: CGPoint(x: 270, y: 315))
        scene.input.advance(by: 0.6)
        #expect(changes == [1, 2])
        scene.input.mouseUp(4, at: CGPoint(x: 270, y: 315))
        control.isSpringLoaded = false
        #expect(!control.isSpringLoaded && !control.interactions.contains { $0 is UISpringLoadedInteraction })
    }

    @Test func aSpringLoadedBarButtonItemIsTappedByADragRestingOnItsView() throws {
        let scene = makeScene()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 340, width: 400, height: 44))
        var taps = 0
        let item = UIBarButtonItem(title: "Open", primaryAction: UIAction { _ in taps += 1 })
        toolbar.items = [item]
        scene.window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        item.isSpringLoaded = true
        let view = try #require(item.itemView)
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: scene.window)
        scene.input.mouseDown(4, at: CGPoint(x: 50, y: 50))
        scene.input.mouseMove(4, to: CGPoint(x: 60, y: 60))
        scene.input.mouseMove(4, to: point)
        scene.input.advance(by: 0.3)
        #expect(taps == 0)
        scene.input.advance(by: 0.3)
        #expect(taps == 1)
        scene.input.mouseUp(4, at: point)
        item.isSpringLoaded = false
        #expect(!view.interactions.contains { $0 is UISpringLoadedInteraction })
    }

    @Test func aSpringLoadedTableSelectsTheRowTheDragRestsOnWhenItsDelegateAgrees() {
        let scene = makeScene()
        let table = UITableView(frame: CGRect(x: 20, y: 220, width: 300, height: 176))
        let rows = SpringLoadedRows()
        table.dataSource = rows
        table.delegate = rows
        table.isSpringLoaded = true
        scene.window.addSubview(table)
        table.layoutIfNeeded()
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: scene.window)
        let third = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: scene.window)
        scene.input.mouseDown(4, at: CGPoint(x: 50, y: 50))
        scene.input.mouseMove(4, to: CGPoint(x: 60, y: 60))
        scene.input.mouseMove(4, to: CGPoint(x: first.midX, y: first.midY))
        scene.input.advance(by: 0.6)
        #expect(rows.selected == [IndexPath(row: 0, section: 0)] && table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        rows.refused = IndexPath(row: 2, section: 0)
        scene.input.mouseMove(4, to: CGPoint(x: third.midX, y: third.midY))
        scene.input.advance(by: 0.6)
        #expect(rows.asked.last == IndexPath(row: 2, section: 0), "the delegate is asked")
        #expect(rows.selected == [IndexPath(row: 0, section: 0)], "and refused")
        scene.input.mouseUp(4, at: CGPoint(x: third.midX, y: third.midY))
        #expect(!UITableView().isSpringLoaded, "off unless asked for")
    }

    @Test func aTextFieldTakesDroppedTextWhereItLands() async {
        let scene = makeScene()
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
        field.text = "ab"
        scene.window.addSubview(field)
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 215, y: 315)])
        #expect(scene.sourceLog.ended == .copy)
        await settle()
        #expect(field.text == "abdragged", "dropped at the end of the text")
    }

    @Test func anEditableTextViewTakesDroppedTextAtTheCaretUnderThePointerAndAReadOnlyOneDoesNot() async throws {
        let scene = makeScene()
        let editable = UITextView(frame: CGRect(x: 20, y: 250, width: 170, height: 60))
        editable.font = .systemFont(ofSize: 17)
        editable.text = "hello world"
        let readOnly = UITextView(frame: CGRect(x: 20, y: 330, width: 170, height: 60))
        readOnly.text = "fixed"
        readOnly.isEditable = false
        scene.window.addSubview(editable)
        scene.window.addSubview(readOnly)
        scene.window.layoutIfNeeded()
        let offset = try #require(editable.position(from: editable.beginningOfDocument, offset: 6))
        let caret = editable.convert(editable.caretRect(for: offset), to: scene.window)
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: caret.minX + 1, y: caret.midY)])
        #expect(scene.sourceLog.ended == .copy)
        await settle()
        #expect(editable.text == "hello draggedworld", "inserted where the pointer let go")
        mouseDrag(scene, from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 350)])
        #expect(scene.sourceLog.ended == .cancel, "a text view that cannot be edited takes no drop")
        await settle()
        #expect(readOnly.text == "fixed")
    }
}

/// Four rows that log the spring-loading questions and selections; `refused` is not to be spring-loaded.
@MainActor final class SpringLoadedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
    var refused: IndexPath?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                   with context: any UISpringLoadedInteractionContext) -> Bool {
        asked.append(indexPath)
        return indexPath != refused
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}
