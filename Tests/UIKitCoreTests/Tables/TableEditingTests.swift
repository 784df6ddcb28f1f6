import Testing
import Foundation
@testable import UIKitCore

/// Edit mode: controls per editing style, the Delete confirmation, insertion, reorder by the grip (TV-27 to
/// TV-34).
@MainActor @Suite(.serialized) struct TableEditingTests {
    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func editModeShowsTheDeleteControlIndentsAndHidesTheAccessory() throws {
        let rig = TableTestRig(source: TableTestSource(rows: 5))
        defer { rig.tearDown() }
        let cell = try #require(rig.table.cellForRow(at: path(0)))
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.accessoryGlyph?.superview === cell && cell.contentView.frame.minX == 0)
        rig.table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.isEditing && cell.editingControl?.glyph == .deleteControl)
        #expect(cell.contentView.frame.minX == UITableViewCell.editingControlWidth, "indented (TV-27)")
        #expect(cell.accessoryGlyph == nil, "no editing accessory set: none shows (TV-27)")
        #expect(cell.reorderControl == nil, "canMoveRowAt is false")
        rig.table.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.editingControl == nil && cell.accessoryGlyph?.glyph == .chevron)
    }

    @Test func minusRevealsDeleteAndDeleteCommitsTheDeletion() throws {
        let rig = TableTestRig(source: TableTestSource(rows: 5))
        defer { rig.tearDown() }
        rig.table.setEditing(true, animated: false)
        let cell = try #require(rig.table.cellForRow(at: path(1)))
        cell.layoutIfNeeded()
        let minus = try #require(cell.editingControl)
        rig.input.click(at: minus.convert(CGPoint(x: 12, y: 12), to: rig.window))
        let swipe = try #require(rig.table.swipe)
        #expect(cell.showingDeleteConfirmation && swipe.indexPath == path(1))
        let delete = try #require(swipe.actionsView.buttons.first)
        #expect(delete.action.title == "Delete" && delete.action.style == .destructive)
        rig.input.click(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: rig.window))
        #expect(rig.source.commits.map(\.1) == [path(1)] && rig.source.commits.first?.0 == .delete)
        #expect(rig.table.numberOfRows(inSection: 0) == 4)
        #expect(rig.table.swipe == nil)
    }

    @Test func plusCommitsAnInsertion() throws {
        let source = TableTestSource(rows: 3)
        source.editingStyle = .insert
        let rig = TableTestRig(source: source)
        defer { rig.tearDown() }
        rig.table.setEditing(true, animated: false)
        let cell = try #require(rig.table.cellForRow(at: path(2)))
        cell.layoutIfNeeded()
        let plus = try #require(cell.editingControl)
        #expect(plus.glyph == .insertControl)
        rig.input.click(at: plus.convert(CGPoint(x: 12, y: 12), to: rig.window))
        #expect(source.commits.map(\.1) == [path(2)] && source.commits.first?.0 == .insert)
    }

    @Test func draggingTheGripMovesTheRowAndTheDataSourceHearsIt() throws {
        let source = TableTestSource(rows: 8)
        source.canMove = true
        let rig = TableTestRig(source: source)
        defer { rig.tearDown() }
        rig.table.setEditing(true, animated: false)
        let cell = try #require(rig.table.cellForRow(at: path(1)))
        cell.layoutIfNeeded()
        let grip = try #require(cell.reorderControl)
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: rig.window)
        rig.input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 44 * 3), steps: 6)
        #expect(source.moves.map(\.0) == [path(1)] && source.moves.map(\.1) == [path(4)])
        #expect(rig.shownTexts.prefix(6) == ["0.0", "0.2", "0.3", "0.4", "0.1", "0.5"])
    }
}
