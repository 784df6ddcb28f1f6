internal import CGio
import Foundation
import UIKitCore

/// Serves every element under `/org/a11y/atspi/accessible` through one GDBus subtree registration: the node name
/// is the element's id (`root` for the application), the interfaces offered follow what the element is now, and each
/// call is answered at once from `AccessibilityTree` on the main thread. An element that went away answers
/// `org.freedesktop.DBus.Error.UnknownObject`, as an AT-SPI client expects of a defunct object.
@MainActor enum ATSPIObjectServer {
    nonisolated(unsafe) private static var registration: guint = 0

    /// Allocated once and never freed: GDBus keeps pointers to the tables for as long as the registration lives.
    private static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        var table = GDBusInterfaceVTable()
        table.method_call = { _, _, path, interface, method, parameters, invocation, _ in
            guard let path, let interface, let method, let parameters, let invocation else { return }
            let request = (String(cString: path), String(cString: interface), String(cString: method))
            nonisolated(unsafe) let call = (invocation: invocation, parameters: parameters)
            MainActor.assumeIsolated {
                ATSPIObjectServer.answer(call.invocation, path: request.0, interface: request.1, method: request.2, call.parameters)
            }
        }
        table.get_property = { _, _, path, interface, property, errorOut, _ in
            guard let path, let interface, let property else { return nil }
            let request = (String(cString: path), String(cString: interface), String(cString: property))
            nonisolated(unsafe) let failure = errorOut
            nonisolated(unsafe) var result: OpaquePointer?
            MainActor.assumeIsolated {
                guard let bridge = ATSPIBridge.current, let id = bridge.elementID(path: request.0) else {
                    g_set_error_literal(failure, g_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_OBJECT.rawValue), "The object no longer exists")
                    return
                }
                result = ATSPIProperties.value(request.2, of: request.1, for: id, bridge: bridge)
            }
            return result
        }
        table.set_property = { _, _, path, interface, property, value, _, _ in
            guard let path, let interface, let property, let value else { return 0 }
            let request = (String(cString: path), String(cString: interface), String(cString: property))
            nonisolated(unsafe) let newValue = value
            return MainActor.assumeIsolated {
                guard let bridge = ATSPIBridge.current, let id = bridge.elementID(path: request.0) else { return 0 }
                return ATSPIProperties.set(request.2, of: request.1, for: id, to: newValue, bridge: bridge) ? 1 : 0
            }
        }
        return allocate(table)
    }()

    private static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        var table = GDBusSubtreeVTable()
        // Nodes are not listed (a client walks the tree through GetChildren), but any node may be called.
        table.enumerate = { _, _, _, _ in
            let none = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: 1)
            none.pointee = nil
            return UnsafeMutableRawPointer(none).assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
        }
        table.introspect = { _, _, _, node, _ in
            let name = node.map { String(cString: $0) }
            // A node that is no element (gone, or never one) still offers Accessible, so that its calls reach
            // `answer` and get UnknownObject, which clients read as a defunct object, rather than UnknownMethod.
            let names: [String] = MainActor.assumeIsolated {
                guard let bridge = ATSPIBridge.current, let name,
                      let id = bridge.elementID(path: "\(ATSPIBridge.subtreePath)/\(name)") else { return [ATSPIInterfaces.accessible] }
                return ATSPIProperties.interfaces(of: id)
            }
            let infos = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride * (names.count + 1)))!
                .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
            for (index, name) in names.enumerated() { infos[index] = g_dbus_interface_info_ref(ATSPIInterfaces.info(name)) }
            return infos
        }
        table.dispatch = { _, _, _, _, _, _, _ in UnsafePointer(ATSPIObjectServer.interfaceVTable) }
        return allocate(table)
    }()

    private static func allocate<T>(_ value: T) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    static func register(on connection: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        registration = g_dbus_connection_register_subtree(connection, ATSPIBridge.subtreePath, subtreeVTable,
                                                          G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, nil, nil, &error)
        if let error {
            UIKitLog.error("Accessibility: cannot export the accessibility tree: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }

    static func unregister(from connection: OpaquePointer) {
        if registration != 0 { g_dbus_connection_unregister_subtree(connection, registration) }
        registration = 0
    }

    private static func answer(_ invocation: OpaquePointer, path: String, interface: String, method: String,
                               _ parameters: OpaquePointer) {
        guard let bridge = ATSPIBridge.current, let id = bridge.elementID(path: path) else {
            return g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownObject",
                                                              "The object no longer exists")
        }
        if let reply = ATSPIMethods.reply(to: method, of: interface, for: id, parameters, bridge: bridge) {
            g_dbus_method_invocation_return_value(invocation, reply)
        } else {
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.NotSupported",
                                                       "\(interface).\(method) does not apply to this object")
        }
    }
}
