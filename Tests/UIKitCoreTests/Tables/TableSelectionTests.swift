import Testing
import Foundation
@testable import UIKitCore

/// Selection by click, touch, modifiers and keys (TV-22 to TV-25), and by code (TV-23).
@MainActor @Suite(.serialized) struct TableSelectionTests {
    let r0 = IndexPath(row: 0, section: 0), r1 = IndexPath(row: 1, section: 0), r2 = IndexPath(row: 2, section: 0)
    let r3 = IndexPath(row: 3, section: 0)

    @Test func aClickHighlightsThenSelectsInUIKitsOrderAndTheTableTakesTheKeys() {
        let rig = TableTestRig(source: TableTestSource(rows: 20))
        defer { rig.tearDown() }
        rig.source.log.removeAll()
        rig.click(r1)
        #expect(rig.source.log.filter { !$0.hasPrefix("cell") && !$0.hasPrefix("height") }
                == ["didHighlight(0,1)", "didUnhighlight(0,1)", "willSelect(0,1)", "didSelect(0,1)"])
        #expect(rig.table.indexPathForSelectedRow == r1)
        #expect(rig.table.cellForRow(at: r1)?.isSelected == true)
        #expect(rig.table.isFirstResponder, "a click makes the table first responder")
        rig.source.log.removeAll()
        rig.click(r2)
        // TV-25: willSelect for the new row comes before willDeselect of the old one.
        #expect(rig.source.log.filter { $0.hasPrefix("will") || $0.hasPrefix("did") && !$0.contains("ighlight") }
                == ["willSelect(0,2)", "willDeselect(0,1)", "didDeselect(0,1)", "didSelect(0,2)"])
        #expect(rig.table.indexPathsForSelectedRows == [r2])
        rig.click(r2)
        #expect(rig.table.indexPathsForSelectedRows == [r2], "single selection: clicking the selected row keeps it (TV-22)")
    }

    @Test func theSelectedRowShowsTheSelectedBackgroundAndHighlightedLabels() throws {
        let rig = TableTestRig(source: TableTestSource(rows: 5))
        defer { rig.tearDown() }
        rig.table.selectRow(at: r0, animated: false, scrollPosition: .none)
        let cell = try #require(rig.table.cellForRow(at: r0))
        let background = try #require(cell.selectedBackgroundView)
        #expect(background.superview === cell && !background.isHidden)
        #expect(cell.textLabel?.isHighlighted == true, "highlight reaches the labels (TV-22)")
        cell.selectionStyle = .none
        #expect(background.superview == nil, "no selection look with .none (TV-6)")
    }

    @Test func multipleSelectionTogglesAndShiftClickSelectsARangeAndCtrlClickToggles() {
        let rig = TableTestRig(source: TableTestSource(rows: 20))
        defer { rig.tearDown() }
        rig.table.allowsMultipleSelection = true
        rig.click(r0)
        rig.click(r2)
        #expect(rig.table.indexPathsForSelectedRows == [r0, r2])
        rig.click(r2)
        #expect(rig.table.indexPathsForSelectedRows == [r0], "a second click deselects (TV-22)")
        rig.click(r1)
        rig.click(IndexPath(row: 4, section: 0), modifiers: [.keyboardLeftShift])
        #expect(rig.table.indexPathsForSelectedRows == (1...4).map { IndexPath(row: $0, section: 0) },
                "Shift: the range from the anchor replaces the selection")
        rig.click(r3, modifiers: [.keyboardLeftControl])
        #expect(rig.table.indexPathsForSelectedRows == [r1, r2, IndexPath(row: 4, section: 0)])
    }

    @Test func arrowKeysMoveTheSelectionShiftExtendsAndReturnActivates() {
        let rig = TableTestRig(source: TableTestSource(rows: 30))
        defer { rig.tearDown() }
        rig.table.allowsMultipleSelection = true
        rig.click(r1)
        rig.key(.keyboardDownArrow)
        #expect(rig.table.indexPathsForSelectedRows == [r2])
        rig.key(.keyboardDownArrow, shift: true)
        rig.key(.keyboardDownArrow, shift: true)
        #expect(rig.table.indexPathsForSelectedRows == [r2, r3, IndexPath(row: 4, section: 0)])
        rig.key(.keyboardUpArrow)
        #expect(rig.table.indexPathsForSelectedRows == [r3])
        rig.source.log.removeAll()
        rig.key(.keyboardReturnOrEnter)
        #expect(rig.source.log == ["didSelect(0,3)"])
        rig.key(.keyboardEnd)
        #expect(rig.table.indexPathsForSelectedRows == [IndexPath(row: 29, section: 0)])
        #expect(rig.table.indexPathsForVisibleRows?.contains(IndexPath(row: 29, section: 0)) == true, "scrolled to it")
    }

    @Test func willSelectCanForbidOrRedirect() {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        rig.source.forbidSelection = [r0]
        rig.source.redirectSelection = [r1: r3]
        rig.click(r0)
        #expect(rig.table.indexPathForSelectedRow == nil)
        rig.click(r1)
        #expect(rig.table.indexPathForSelectedRow == r3)
        #expect(rig.source.log.last == "didSelect(0,3)")
    }

    @Test func programmaticSelectionAsksNoDelegateAndNilDeselectsAll() {
        let rig = TableTestRig(source: TableTestSource(rows: 100))
        defer { rig.tearDown() }
        rig.table.allowsMultipleSelection = true
        rig.table.selectRow(at: r0, animated: false, scrollPosition: .none)
        rig.table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(rig.table.contentOffset.y == 2200)
        #expect(rig.source.entries("will").isEmpty && rig.source.entries("did").isEmpty)
        #expect(rig.table.indexPathsForSelectedRows?.count == 2)
        rig.table.deselectRow(at: r0, animated: false)
        #expect(rig.table.contentOffset.y == 2200, "deselecting never scrolls")
        rig.table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(rig.table.indexPathsForSelectedRows == nil)
        rig.table.selectRow(at: r1, animated: false, scrollPosition: .none)
        rig.table.reloadData()
        #expect(rig.table.indexPathsForSelectedRows == nil, "reloadData deselects (TV-23)")
    }

    @Test func noSelectionWhenSelectionIsOffOrDuringEditingUnlessAllowed() {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        rig.table.allowsSelection = false
        rig.click(r0)
        #expect(rig.table.indexPathForSelectedRow == nil)
        rig.table.allowsSelection = true
        rig.table.setEditing(true, animated: false)
        rig.click(r0)
        #expect(rig.table.indexPathForSelectedRow == nil)
        rig.table.allowsSelectionDuringEditing = true
        rig.click(r0)
        #expect(rig.table.indexPathForSelectedRow == r0)
    }
}
