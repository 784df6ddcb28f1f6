internal import CGio
import Foundation
import UIKitCore

/// Answers to AT-SPI method calls, built from `AccessibilityTree`; nil for a call that does not apply to the element
/// (the server answers NotSupported). Arguments were checked against the introspection data by GDBus; values are
/// checked here (indexes out of range, offsets past the text).
@MainActor enum ATSPIMethods {
    static func reply(to method: String, of interface: String, for id: AccessibilityElementID, _ arguments: OpaquePointer,
                      bridge: ATSPIBridge) -> OpaquePointer? {
        switch interface {
        case ATSPIInterfaces.accessible: accessible(method, id, arguments, bridge)
        case ATSPIInterfaces.application: application(method, arguments)
        case ATSPIInterfaces.component: component(method, id, arguments, bridge)
        case ATSPIInterfaces.action: action(method, id, arguments)
        case ATSPIInterfaces.text: ATSPITextMethods.text(method, id, arguments)
        case ATSPIInterfaces.editableText: ATSPITextMethods.editableText(method, id, arguments)
        case ATSPIInterfaces.selection: selection(method, id, arguments, bridge)
        case ATSPIInterfaces.table: ATSPITableMethods.table(method, id, arguments, bridge)
        case ATSPIInterfaces.tableCell: ATSPITableMethods.tableCell(method, id, bridge)
        default: nil
        }
    }

    private static func accessible(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer,
                                   _ bridge: ATSPIBridge) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        guard let node = tree.node(id) else { return nil }
        switch method {
        case "GetChildAtIndex":
            let children = tree.children(of: id), index = GV.int32(arguments, 0)
            return GV.tuple([bridge.reference(children.indices.contains(index) ? children[index] : nil)])
        case "GetChildren":
            return GV.tuple([GV.array("(so)", tree.children(of: id).map { bridge.reference($0) })])
        case "GetIndexInParent":
            return GV.tuple([GV.int32(id == .application ? -1 : tree.indexInParent(of: id))])
        case "GetRelationSet":
            return GV.tuple([GV.array("(ua(so))", [])])
        case "GetRole":
            return GV.tuple([GV.uint32(node.role.atspiRole)])
        case "GetRoleName", "GetLocalizedRoleName":
            return GV.tuple([GV.string(node.role.atspiRoleName)])
        case "GetState":
            return GV.tuple([GV.array("u", node.states.atspiWords.map { GV.uint32($0) })])
        case "GetAttributes":
            var attributes = [("toolkit", "UIKit")]
            if !node.identifier.isEmpty { attributes.append(("id", node.identifier)) }
            return GV.tuple([GV.stringDictionary(attributes)])
        case "GetApplication":
            return GV.tuple([bridge.reference(.application)])
        case "GetInterfaces":
            return GV.tuple([GV.array("s", ATSPIProperties.interfaces(of: id).map { GV.string($0) })])
        default:
            return nil
        }
    }

    private static func application(_ method: String, _ arguments: OpaquePointer) -> OpaquePointer? {
        switch method {
        case "GetLocale": GV.tuple([GV.string(Locale.current.identifier)])
        case "GetApplicationBusAddress": GV.tuple([GV.string("")])
        default: nil
        }
    }

    /// Extents in pixels: screen coordinates (type 0), the window's (1) or the parent's (2).
    static func extents(of id: AccessibilityElementID, coordinateType: UInt32) -> CGRect {
        let tree = AccessibilityTree.shared
        guard let node = tree.node(id) else { return .zero }
        var frame = node.frame
        if coordinateType != 0 {
            var origin: AccessibilityElementID? = tree.parent(of: id)
            if coordinateType == 1 {
                while let current = origin, tree.node(current)?.role != .window, current != .application { origin = tree.parent(of: current) }
            }
            if let origin, let originFrame = tree.node(origin)?.frame {
                frame.origin.x -= originFrame.minX
                frame.origin.y -= originFrame.minY
            }
        }
        let scale = UIScreen.main.scale
        return CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    }

    private static func component(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer,
                                  _ bridge: ATSPIBridge) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        switch method {
        case "GetExtents":
            let rect = extents(of: id, coordinateType: GV.uint32(arguments, 0))
            return GV.tuple([GV.tuple([GV.int32(pixels(rect.minX)), GV.int32(pixels(rect.minY)), GV.int32(pixels(rect.width)),
                                       GV.int32(pixels(rect.height))])])
        case "GetPosition":
            let rect = extents(of: id, coordinateType: GV.uint32(arguments, 0))
            return GV.tuple([GV.int32(pixels(rect.minX)), GV.int32(pixels(rect.minY))])
        case "GetSize":
            let rect = extents(of: id, coordinateType: 0)
            return GV.tuple([GV.int32(pixels(rect.width)), GV.int32(pixels(rect.height))])
        case "Contains":
            let rect = extents(of: id, coordinateType: GV.uint32(arguments, 2))
            let point = CGPoint(x: GV.int32(arguments, 0), y: GV.int32(arguments, 1))
            return GV.tuple([GV.bool(rect.contains(point))])
        case "GetAccessibleAtPoint":
            let type = GV.uint32(arguments, 2)
            let point = CGPoint(x: GV.int32(arguments, 0), y: GV.int32(arguments, 1))
            let hit = tree.children(of: id).last { extents(of: $0, coordinateType: type).contains(point) }
            return GV.tuple([bridge.reference(hit)])
        case "GetLayer":
            return GV.tuple([GV.uint32(tree.node(id)?.role == .window ? 7 : 3)]) // ATSPI_LAYER_WINDOW, ATSPI_LAYER_WIDGET
        case "GetMDIZOrder":
            return GV.tuple([g_variant_new_int16(0)])
        case "GrabFocus":
            return GV.tuple([GV.bool(tree.grabFocus(id))])
        case "GetAlpha":
            return GV.tuple([GV.double(1)])
        default:
            return nil
        }
    }

    private static func pixels(_ value: CGFloat) -> Int {
        value.isFinite ? Int(max(min(value.rounded(), 1_000_000), -1_000_000)) : 0
    }

    private static func action(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        guard let node = tree.node(id) else { return nil }
        let actions = node.actions, keyBinding = node.keyBinding
        func name(_ index: Int) -> String { actions.indices.contains(index) ? actions[index] : "" }
        switch method {
        case "GetName", "GetLocalizedName": return GV.tuple([GV.string(name(GV.int32(arguments, 0)))])
        case "GetDescription": return GV.tuple([GV.string("")])
        case "GetKeyBinding": return GV.tuple([GV.string(GV.int32(arguments, 0) == 0 ? keyBinding : "")])
        case "GetActions":
            return GV.tuple([GV.array("(sss)", actions.enumerated().map {
                GV.tuple([GV.string($0.element), GV.string(""), GV.string($0.offset == 0 ? keyBinding : "")])
            })])
        case "DoAction":
            return GV.tuple([GV.bool(tree.performAction(GV.int32(arguments, 0), on: id))])
        default: return nil
        }
    }

    private static func selection(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer,
                                  _ bridge: ATSPIBridge) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        switch method {
        case "GetSelectedChild":
            let selected = tree.selectedChildren(of: id), index = GV.int32(arguments, 0)
            return GV.tuple([bridge.reference(selected.indices.contains(index) ? selected[index] : nil)])
        case "SelectChild":
            return GV.tuple([GV.bool(tree.selectChild(at: GV.int32(arguments, 0), of: id))])
        case "IsChildSelected":
            let children = tree.children(of: id), index = GV.int32(arguments, 0)
            return GV.tuple([GV.bool(children.indices.contains(index) && tree.selectedChildren(of: id).contains(children[index]))])
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            // Tabs, segments and single-selection lists cannot be left with nothing selected, nor all selected.
            return GV.tuple([GV.bool(false)])
        default:
            return nil
        }
    }
}
