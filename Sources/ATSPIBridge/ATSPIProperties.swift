internal import CGio
import Foundation
import UIKitCore

/// AT-SPI properties of an element, and the interfaces it offers.
@MainActor enum ATSPIProperties {
    static func interfaces(of id: AccessibilityElementID, node known: AccessibilityNode? = nil) -> [String] {
        if id == .application { return [ATSPIInterfaces.accessible, ATSPIInterfaces.application] }
        guard let node = known ?? AccessibilityTree.shared.node(id) else { return [] }
        var names = [ATSPIInterfaces.accessible, ATSPIInterfaces.component]
        if !node.actions.isEmpty { names.append(ATSPIInterfaces.action) }
        if node.numericValue != nil { names.append(ATSPIInterfaces.value) }
        if node.isTextElement {
            names.append(ATSPIInterfaces.text)
            if node.states.contains(.editable) { names.append(ATSPIInterfaces.editableText) }
        }
        if [.pageTabList, .list, .table].contains(node.role) { names.append(ATSPIInterfaces.selection) }
        if node.role == .table, AccessibilityTree.shared.isTable(id) { names.append(ATSPIInterfaces.table) }
        if node.role == .tableCell, AccessibilityTree.shared.tablePosition(of: id) != nil { names.append(ATSPIInterfaces.tableCell) }
        return names
    }

    static func value(_ property: String, of interface: String, for id: AccessibilityElementID,
                      bridge: ATSPIBridge) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        guard let node = tree.node(id) else { return nil }
        switch (interface, property) {
        case (ATSPIInterfaces.accessible, "Name"): return GV.string(node.name)
        case (ATSPIInterfaces.accessible, "Description"): return GV.string(node.description)
        case (ATSPIInterfaces.accessible, "HelpText"): return GV.string(node.description)
        case (ATSPIInterfaces.accessible, "Locale"): return GV.string(node.language.isEmpty ? "C" : node.language)
        case (ATSPIInterfaces.accessible, "AccessibleId"): return GV.string(node.identifier)
        case (ATSPIInterfaces.accessible, "ChildCount"): return GV.int32(tree.childCount(of: id))
        case (ATSPIInterfaces.accessible, "Parent"):
            if id == .application {
                return GV.tuple([GV.string(bridge.desktop.name), GV.objectPath(bridge.desktop.path)])
            }
            return bridge.reference(tree.parent(of: id))
        case (ATSPIInterfaces.application, "ToolkitName"): return GV.string("UIKit")
        case (ATSPIInterfaces.application, "Version"): return GV.string("1.0")
        case (ATSPIInterfaces.application, "AtspiVersion"): return GV.string("2.1")
        case (ATSPIInterfaces.application, "Id"): return GV.int32(bridge.applicationID)
        case (ATSPIInterfaces.action, "NActions"): return GV.int32(node.actions.count)
        case (ATSPIInterfaces.value, "MinimumValue"): return GV.double(node.numericValue?.minimum ?? 0)
        case (ATSPIInterfaces.value, "MaximumValue"): return GV.double(node.numericValue?.maximum ?? 0)
        case (ATSPIInterfaces.value, "MinimumIncrement"): return GV.double(node.numericValue?.increment ?? 0)
        case (ATSPIInterfaces.value, "CurrentValue"): return GV.double(node.numericValue?.current ?? 0)
        case (ATSPIInterfaces.value, "Text"): return GV.string(node.value)
        case (ATSPIInterfaces.text, "CharacterCount"):
            return GV.int32((tree.text(of: id)?.text ?? "").unicodeScalars.count)
        case (ATSPIInterfaces.text, "CaretOffset"):
            guard let text = tree.text(of: id) else { return GV.int32(0) }
            return GV.int32(ATSPITextOffsets.characters(text.text, utf16Offset: text.caret))
        case (ATSPIInterfaces.selection, "NSelectedChildren"): return GV.int32(tree.selectedChildren(of: id).count)
        case (ATSPIInterfaces.table, _), (ATSPIInterfaces.tableCell, _): return ATSPITableMethods.property(property, of: interface, for: id, bridge: bridge)
        default: return nil
        }
    }

    static func set(_ property: String, of interface: String, for id: AccessibilityElementID, to value: OpaquePointer,
                    bridge: ATSPIBridge) -> Bool {
        switch (interface, property) {
        case (ATSPIInterfaces.application, "Id"):
            bridge.applicationID = Int(g_variant_get_int32(value))
            return true
        case (ATSPIInterfaces.value, "CurrentValue"):
            guard let number = GV.double(of: value) else { return false }
            return AccessibilityTree.shared.setNumericValue(number, of: id)
        default:
            return false
        }
    }
}
