import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// A table view as AT-SPI's Table sees it (rows across sections, one column, cells for rows on screen, selection as the
/// user makes it), and the whole tree in one snapshot as `Cache.GetItems` gives it.
@MainActor @Suite(.serialized) struct AccessibilityTableTests {
    @Test func rowsAcrossSectionsCellsAndSelection() {
        let source = TableTestSource([["a", "b", "c"], ["d", "e"]])
        let rig = TableTestRig(source: source)
        defer { rig.tearDown() }
        rig.table.allowsMultipleSelection = true
        AccessibilityTestSupport.withBridge { _ in
            let tree = AccessibilityTree.shared
            let table = tree.id(for: rig.table)
            #expect(tree.node(table)?.role == .table)
            #expect(tree.tableSize(of: table).map { $0.rows == 5 && $0.columns == 1 } == true)
            // Row 3 is the first row of the second section.
            guard let cell = tree.tableCell(row: 3, column: 0, of: table),
                  let shown = rig.table.cellForRow(at: IndexPath(row: 0, section: 1)) else {
                Issue.record("no cell for row 3")
                return
            }
            #expect(cell == tree.id(for: shown))
            #expect(tree.node(cell)?.name == "d")
            #expect(tree.node(cell)?.role == .tableCell)
            #expect(tree.tablePosition(of: cell)?.table == table)
            #expect(tree.tablePosition(of: cell).map { $0.position.row == 3 && $0.position.column == 0 } == true)
            let index = tree.tableChildIndex(row: 3, column: 0, of: table)
            #expect(tree.children(of: table).indices.contains(index) && tree.children(of: table)[index] == cell)
            #expect(tree.tablePosition(ofChildAt: index, of: table).map { $0.row == 3 && $0.column == 0 } == true)
            // Out of range: nothing, and a log line.
            let lines = AccessibilityTestSupport.captureLog("accessibility table cell") {
                #expect(tree.tableCell(row: 5, column: 0, of: table) == nil)
                #expect(tree.tableCell(row: 0, column: 1, of: table) == nil)
            }
            #expect(lines.count == 2)
            // Selecting asks the delegate, as a Ctrl-click does.
            #expect(tree.setTableRow(1, selected: true, of: table))
            #expect(tree.setTableRow(4, selected: true, of: table))
            #expect(tree.selectedTableRows(of: table) == [1, 4])
            #expect(source.entries("willSelect") == ["willSelect(0,1)", "willSelect(1,1)"])
            #expect(tree.setTableRow(1, selected: false, of: table))
            #expect(tree.selectedTableRows(of: table) == [4])
            #expect(source.entries("didDeselect") == ["didDeselect(0,1)"])
        }
    }

    @Test func aSnapshotListsParentsBeforeChildrenWithTheirIndexes() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let group = UIView()
        group.accessibilityContainerType = .semanticGroup
        window.addSubview(group)
        let labels = ["one", "two"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            group.addSubview(label)
            return label
        }
        AccessibilityTestSupport.withBridge { _ in
            let tree = AccessibilityTree.shared
            let items = tree.snapshot()
            let groupID = tree.id(for: group)
            let position = { (id: AccessibilityElementID) in items.firstIndex { $0.id == id } }
            let windowItem = items.first { $0.id == tree.id(for: window) }
            #expect(windowItem?.parent == .application)
            #expect(items.first { $0.id == groupID }?.childCount == 2)
            for (index, label) in labels.enumerated() {
                let item = items.first { $0.id == tree.id(for: label) }
                #expect(item?.parent == groupID && item?.index == index && item?.node.name == label.text)
                #expect(position(groupID)! < position(tree.id(for: label))!)
            }
            // Every item agrees with the one-at-a-time answers.
            for item in items {
                #expect(tree.children(of: item.parent)[item.index] == item.id)
                #expect(tree.childCount(of: item.id) == item.childCount)
            }
        }
    }
}
