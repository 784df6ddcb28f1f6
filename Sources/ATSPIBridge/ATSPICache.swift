internal import CGio
import Foundation
import UIKitCore

/// AT-SPI2's `org.a11y.atspi.Cache` on `/org/a11y/atspi/cache`: the whole tree in one reply (`GetItems`), then
/// `AddAccessible` and `RemoveAccessible` as elements come and go. libatspi asks for the items as soon as it meets the
/// application and answers role, name, description, parent, children and states from them without a round trip, as
/// it does for GTK and Qt apps.
@MainActor enum ATSPICache {
    static let path = "/org/a11y/atspi/cache"
    nonisolated(unsafe) private static var registration: guint = 0
    /// Whether some client read the items: only then are elements that come and go worth a signal each.
    private(set) static var hasReader = false

    private static let vtable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        var table = GDBusInterfaceVTable()
        table.method_call = { _, _, _, _, method, _, invocation, _ in
            guard let method, let invocation else { return }
            let isGetItems = String(cString: method) == "GetItems"
            nonisolated(unsafe) let call = invocation
            MainActor.assumeIsolated {
                guard isGetItems, let bridge = ATSPIBridge.current else {
                    return g_dbus_method_invocation_return_dbus_error(call, "org.freedesktop.DBus.Error.UnknownMethod",
                                                                      "The cache offers GetItems only")
                }
                hasReader = true
                let items = AccessibilityTree.shared.snapshot().map { item(for: $0, bridge: bridge) }
                g_dbus_method_invocation_return_value(call, GV.tuple([GV.array(itemType, items)]))
            }
        }
        let pointer = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        pointer.initialize(to: table)
        return pointer
    }()

    static let itemType = "((so)(so)(so)iiassusau)"

    static func register(on connection: OpaquePointer) {
        hasReader = false
        var error: UnsafeMutablePointer<GError>?
        registration = g_dbus_connection_register_object(connection, path, ATSPIInterfaces.info(ATSPIInterfaces.cache), vtable,
                                                         nil, nil, &error)
        if let error {
            UIKitLog.error("Accessibility: cannot export the accessibility cache: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }

    static func unregister(from connection: OpaquePointer) {
        if registration != 0 { g_dbus_connection_unregister_object(connection, registration) }
        registration = 0
        hasReader = false
    }

    /// One element as the cache describes it: itself, the application, its parent, its index there, its child
    /// count, its interfaces, name, role, description and states.
    static func item(for item: AccessibilityTree.SnapshotItem, bridge: ATSPIBridge) -> OpaquePointer {
        let node = item.node
        return GV.tuple([
            bridge.reference(item.id), bridge.reference(.application), bridge.reference(item.parent),
            GV.int32(item.index), GV.int32(item.childCount),
            GV.array("s", ATSPIProperties.interfaces(of: item.id, node: node).map { GV.string($0) }),
            GV.string(node.name), GV.uint32(node.role.atspiRole), GV.string(node.description),
            GV.array("u", node.states.atspiWords.map { GV.uint32($0) }),
        ])
    }

    /// Tells cache readers that an element appeared or went away.
    static func elementAdded(_ id: AccessibilityElementID, bridge: ATSPIBridge) {
        guard hasReader, let snapshot = AccessibilityTree.shared.snapshotItem(id) else { return }
        bridge.emitSignal(from: path, interface: ATSPIInterfaces.cache, "AddAccessible", GV.tuple([item(for: snapshot, bridge: bridge)]))
    }

    static func elementRemoved(_ id: AccessibilityElementID, bridge: ATSPIBridge) {
        guard hasReader else { return }
        bridge.emitSignal(from: path, interface: ATSPIInterfaces.cache, "RemoveAccessible", GV.tuple([bridge.reference(id)]))
    }
}
