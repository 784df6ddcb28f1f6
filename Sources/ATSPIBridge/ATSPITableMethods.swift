internal import CGio
import Foundation
import UIKitCore

/// The Table interface of table views and list-layout collection views (rows across sections, one column, cells for
/// the rows on screen), and the TableCell interface of their cells. Rows out of range answer null, -1 or false.
@MainActor enum ATSPITableMethods {
    static func table(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer,
                      _ bridge: ATSPIBridge) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        guard let size = tree.tableSize(of: id) else { return nil }
        func argument(_ index: Int) -> Int { GV.int32(arguments, index) }
        func isRow(_ row: Int) -> Bool { row >= 0 && row < size.rows }
        switch method {
        case "GetAccessibleAt":
            return GV.tuple([bridge.reference(tree.tableCell(row: argument(0), column: argument(1), of: id))])
        case "GetIndexAt":
            return GV.tuple([GV.int32(tree.tableChildIndex(row: argument(0), column: argument(1), of: id))])
        case "GetRowAtIndex", "GetColumnAtIndex":
            let position = tree.tablePosition(ofChildAt: argument(0), of: id)
            return GV.tuple([GV.int32((method == "GetRowAtIndex" ? position?.row : position?.column) ?? -1)])
        case "GetRowDescription", "GetColumnDescription":
            return GV.tuple([GV.string("")])
        case "GetRowExtentAt", "GetColumnExtentAt":
            return GV.tuple([GV.int32(isRow(argument(0)) && argument(1) == 0 ? 1 : 0)])
        case "GetRowHeader", "GetColumnHeader":
            return GV.tuple([bridge.reference(nil)])
        case "GetSelectedRows":
            return GV.tuple([GV.array("i", tree.selectedTableRows(of: id).map { GV.int32($0) })])
        case "GetSelectedColumns":
            return GV.tuple([GV.array("i", [])])
        case "IsRowSelected":
            return GV.tuple([GV.bool(tree.selectedTableRows(of: id).contains(argument(0)))])
        case "IsSelected":
            return GV.tuple([GV.bool(argument(1) == 0 && tree.selectedTableRows(of: id).contains(argument(0)))])
        case "IsColumnSelected", "AddColumnSelection", "RemoveColumnSelection":
            return GV.tuple([GV.bool(false)])
        case "AddRowSelection", "RemoveRowSelection":
            let row = argument(0)
            return GV.tuple([GV.bool(isRow(row) && tree.setTableRow(row, selected: method == "AddRowSelection", of: id))])
        case "GetRowColumnExtentsAtIndex":
            guard let position = tree.tablePosition(ofChildAt: argument(0), of: id) else {
                return GV.tuple([GV.bool(false), GV.int32(-1), GV.int32(-1), GV.int32(0), GV.int32(0), GV.bool(false)])
            }
            let selected = tree.selectedTableRows(of: id).contains(position.row)
            return GV.tuple([GV.bool(true), GV.int32(position.row), GV.int32(position.column), GV.int32(1), GV.int32(1),
                             GV.bool(selected)])
        default:
            return nil
        }
    }

    static func tableCell(_ method: String, _ id: AccessibilityElementID, _ bridge: ATSPIBridge) -> OpaquePointer? {
        guard let cell = AccessibilityTree.shared.tablePosition(of: id) else { return nil }
        switch method {
        case "GetRowColumnSpan":
            return GV.tuple([GV.int32(cell.position.row), GV.int32(cell.position.column), GV.int32(1), GV.int32(1)])
        case "GetRowHeaderCells", "GetColumnHeaderCells":
            return GV.tuple([GV.array("(so)", [])])
        default:
            return nil
        }
    }

    static func property(_ property: String, of interface: String, for id: AccessibilityElementID,
                         bridge: ATSPIBridge) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        if interface == ATSPIInterfaces.tableCell {
            guard let cell = tree.tablePosition(of: id) else { return nil }
            switch property {
            case "ColumnSpan", "RowSpan": return GV.int32(1)
            case "Position": return GV.tuple([GV.int32(cell.position.row), GV.int32(cell.position.column)])
            case "Table": return bridge.reference(cell.table)
            default: return nil
            }
        }
        guard let size = tree.tableSize(of: id) else { return nil }
        switch property {
        case "NRows": return GV.int32(size.rows)
        case "NColumns": return GV.int32(size.columns)
        // No caption or summary element: UIKit tables have none apart from their header views.
        case "Caption", "Summary": return bridge.reference(nil)
        case "NSelectedRows": return GV.int32(tree.selectedTableRows(of: id).count)
        case "NSelectedColumns": return GV.int32(0)
        default: return nil
        }
    }
}
