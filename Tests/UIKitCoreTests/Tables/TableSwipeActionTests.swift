import Testing
import Foundation
@testable import UIKitCore

/// Swipe actions by touch drag and touchpad scrolling: reveal, tap, full swipe, close.
@MainActor @Suite(.serialized) struct TableSwipeActionTests {
    private func rigWithActions() -> (TableTestRig, () -> [String]) {
        let source = TableTestSource(rows: 10)
        nonisolated(unsafe) var performed: [String] = []
        source.trailingActions = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("delete \(indexPath.row)")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                performed.append("flag \(indexPath.row)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        return (TableTestRig(source: source), { performed })
    }

    @Test func aSidewaysDragRevealsTheActionsAndATapRunsOne() throws {
        let (rig, performed) = rigWithActions()
        defer { rig.tearDown() }
        let row = rig.point(IndexPath(row: 2, section: 0))
        rig.input.drag(from: row, to: CGPoint(x: row.x - 120, y: row.y), steps: 8)
        let swipe = try #require(rig.table.swipe)
        let width = swipe.actionsView.restingWidth
        #expect(swipe.offset == -width, "open at the buttons' width")
        #expect(swipe.actionsView.buttons.map { $0.action.title } == ["Delete", "Flag"])
        #expect(swipe.actionsView.buttons[0].backgroundColor == .systemRed && swipe.actionsView.buttons[1].backgroundColor == .systemGray)
        // Trailing actions read from the edge inwards: Delete at the right edge.
        #expect(swipe.actionsView.buttons[0].frame.maxX == swipe.actionsView.bounds.maxX)
        let flag = swipe.actionsView.buttons[1]
        rig.input.click(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: rig.window))
        #expect(performed() == ["flag 2"])
        #expect(rig.table.swipe == nil, "the row closes after the action")
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let (rig, performed) = rigWithActions()
        defer { rig.tearDown() }
        let row = rig.point(IndexPath(row: 0, section: 0))
        rig.input.drag(from: row, to: CGPoint(x: row.x - 260, y: row.y), steps: 10)
        #expect(performed() == ["delete 0"])
    }

    @Test func aTouchpadTwoFingerSidewaysScrollSwipesTooAndAVerticalDragScrolls() throws {
        let (rig, _) = rigWithActions()
        defer { rig.tearDown() }
        let row = rig.point(IndexPath(row: 3, section: 0))
        rig.input.scroll(at: row, by: CGVector(dx: -30, dy: 0), phase: .began)
        for _ in 0..<4 { rig.input.scroll(at: row, by: CGVector(dx: -30, dy: 0)) }
        rig.input.scroll(at: row, by: CGVector(dx: 0, dy: 0), phase: .ended)
        let swipe = try #require(rig.table.swipe)
        #expect(swipe.indexPath == IndexPath(row: 3, section: 0) && swipe.offset < 0)
        rig.input.key(.keyboardEscape, characters: "")
        _ = rig.table.becomeFirstResponder()
        rig.input.key(.keyboardEscape, characters: "")
        #expect(rig.table.swipe == nil)
        rig.input.drag(from: row, to: CGPoint(x: row.x, y: row.y - 100), steps: 8)
        #expect(rig.table.swipe == nil && rig.table.contentOffset.y > 0, "vertical drags scroll")
    }

    @Test func rowsWithoutActionsDoNotSwipe() {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        let row = rig.point(IndexPath(row: 2, section: 0))
        rig.input.drag(from: row, to: CGPoint(x: row.x - 200, y: row.y), steps: 8)
        #expect(rig.table.swipe == nil)
    }
}
