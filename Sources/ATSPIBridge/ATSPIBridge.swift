internal import CGio
import Foundation
import UIKitCore

/// UIAccessibility on the Linux accessibility bus: the app registers with AT-SPI2's registry and exports its
/// accessibility tree (`AccessibilityTree`) as AT-SPI objects, so Orca and every AT-SPI client read and operate it as
/// they do a GTK or Qt app. Plugged in by the `UIKit` umbrella; the core knows only `AccessibilityBridge`.
///
/// Everything is asynchronous on a GLib context pumped by the main thread (`GLibContextPump`): finding the bus
/// (`org.a11y.Bus.GetAddress` on the session bus), connecting, `Embed` with the registry, and every client's calls.
/// No call waits for another process, so a client that never answers costs nothing but its own request. Without a
/// session bus the bridge does nothing at all; with one but no accessibility bus, it gives up after one failed call.
@preconcurrency @MainActor public final class ATSPIBridge: AccessibilityBridge {
    /// The running bridge, reached by GDBus's C callbacks.
    nonisolated(unsafe) static var current: ATSPIBridge?

    let pump = GLibContextPump()
    nonisolated(unsafe) var connection: OpaquePointer?
    /// Our unique name on the accessibility bus: the first half of every object reference.
    var busName = ""
    /// The registry's desktop, the parent of our application root.
    var desktop = (name: "", path: nullPath)
    var applicationID = 0
    /// Event listeners registered with the registry, by bus name and event: any at all means a client listens.
    var listeners = Set<String>()
    package private(set) var status = AccessibilityStatus()
    private var subscriptions: [guint] = []

    static let nullPath = "/org/a11y/atspi/null"
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let subtreePath = "/org/a11y/atspi/accessible"

    private init() {}

    /// Starts the bridge when a session bus is there to ask for the accessibility bus; otherwise does nothing.
    @discardableResult
    public static func startIfSessionBusExists(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard current == nil else { return true }
        if environment["UIKIT_ACCESSIBILITY"] == "0" { return false }
        let hasSessionBus = !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty
            || !(environment["AT_SPI_BUS_ADDRESS"] ?? "").isEmpty
            || environment["XDG_RUNTIME_DIR"].map { FileManager.default.fileExists(atPath: $0 + "/bus") } == true
        guard hasSessionBus else { return false }
        let bridge = ATSPIBridge()
        current = bridge
        bridge.pump.start()
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            bridge.connect(to: address)
        } else {
            bridge.askForBusAddress()
        }
        return true
    }

    /// Disconnects and uninstalls the bridge (the bus went away, or a test ends).
    public static func stop() {
        guard let bridge = current else { return }
        bridge.tearDown()
        current = nil
    }

    // MARK: Finding and joining the bus

    private func askForBusAddress() {
        pump.withContext {
            g_bus_get(G_BUS_TYPE_SESSION, nil, { _, result, _ in
                var error: UnsafeMutablePointer<GError>?
                let session = g_bus_get_finish(result, &error)
                MainActor.assumeIsolated {
                    guard let bridge = ATSPIBridge.current else { return }
                    guard let session else { return bridge.giveUp(error) }
                    bridge.pump.withContext {
                        g_dbus_connection_call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
                                               G_DBUS_CALL_FLAGS_NO_AUTO_START, 5_000, nil, { source, result, _ in
                            var error: UnsafeMutablePointer<GError>?
                            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                            g_object_unref(source)
                            MainActor.assumeIsolated {
                                guard let bridge = ATSPIBridge.current else { return }
                                guard let reply else { return bridge.giveUp(error) }
                                let address = GV.string(reply, 0)
                                g_variant_unref(reply)
                                bridge.connect(to: address)
                            }
                        }, nil)
                    }
                }
            }, nil)
        }
    }

    private func connect(to address: String) {
        pump.withContext {
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            g_dbus_connection_new_for_address(address, flags, nil, nil, { _, result, _ in
                var error: UnsafeMutablePointer<GError>?
                let connection = g_dbus_connection_new_for_address_finish(result, &error)
                MainActor.assumeIsolated {
                    guard let bridge = ATSPIBridge.current else {
                        if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
                        return
                    }
                    guard let connection else { return bridge.giveUp(error) }
                    bridge.didConnect(connection)
                }
            }, nil)
        }
    }

    private func didConnect(_ connection: OpaquePointer) {
        self.connection = connection
        busName = String(cString: g_dbus_connection_get_unique_name(connection))
        g_dbus_connection_set_exit_on_close(connection, 0)
        pump.withContext {
            ATSPIObjectServer.register(on: connection)
            ATSPICache.register(on: connection)
            g_signal_connect_data(UnsafeMutableRawPointer(connection), "closed", unsafeBitCast({
                (_: OpaquePointer?, _: gboolean, _: UnsafeMutablePointer<GError>?, _: gpointer?) in
                MainActor.assumeIsolated { ATSPIBridge.current?.busClosed() }
            } as @convention(c) (OpaquePointer?, gboolean, UnsafeMutablePointer<GError>?, gpointer?) -> Void, to: GCallback.self),
                                  nil, nil, GConnectFlags(rawValue: 0))
            subscribeToListeners(connection)
            embed(connection)
        }
        AccessibilityTree.shared.bridge = self
    }

    /// Registers the application with the registry: `Socket.Embed` on its root answers the desktop, our parent.
    private func embed(_ connection: OpaquePointer) {
        let root = GV.tuple([GV.tuple([GV.string(busName), GV.objectPath(Self.rootPath)])])
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", Self.rootPath, "org.a11y.atspi.Socket", "Embed", root,
                               nil, G_DBUS_CALL_FLAGS_NONE, 5_000, nil, { source, result, _ in
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            MainActor.assumeIsolated {
                guard let bridge = ATSPIBridge.current else { return }
                guard let reply else { return bridge.logOnce("the registry did not embed the application", error) }
                let desktop = g_variant_get_child_value(reply, 0)!
                bridge.desktop = (GV.string(desktop, 0), GV.string(desktop, 1))
                g_variant_unref(desktop)
                g_variant_unref(reply)
            }
        }, nil)
    }

    /// Counts the registry's event listeners: a client that listens is what `isVoiceOverRunning` reports.
    private func subscribeToListeners(_ connection: OpaquePointer) {
        let registry = "org.a11y.atspi.Registry", path = "/org/a11y/atspi/registry"
        for (signal, added) in [("EventListenerRegistered", true), ("EventListenerDeregistered", false)] {
            let handler: GDBusSignalCallback = added
                ? { _, _, _, _, _, parameters, _ in
                    guard let parameters else { return }
                    let key = GV.string(parameters, 0) + " " + GV.string(parameters, 1)
                    MainActor.assumeIsolated { ATSPIBridge.current?.listenersChanged(adding: key) }
                }
                : { _, _, _, _, _, parameters, _ in
                    guard let parameters else { return }
                    let key = GV.string(parameters, 0) + " " + GV.string(parameters, 1)
                    MainActor.assumeIsolated { ATSPIBridge.current?.listenersChanged(removing: key) }
                }
            subscriptions.append(g_dbus_connection_signal_subscribe(connection, registry, registry, signal, path, nil,
                                                                    G_DBUS_SIGNAL_FLAGS_NONE, handler, nil, nil))
        }
        g_dbus_connection_call(connection, registry, path, registry, "GetRegisteredEvents", nil, nil, G_DBUS_CALL_FLAGS_NONE,
                               5_000, nil, { source, result, _ in
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
            guard let reply else { return }
            let list = g_variant_get_child_value(reply, 0)!
            var keys: [String] = []
            for index in 0..<g_variant_n_children(list) {
                let entry = g_variant_get_child_value(list, index)!
                keys.append(GV.string(entry, 0) + " " + GV.string(entry, 1))
                g_variant_unref(entry)
            }
            g_variant_unref(list)
            g_variant_unref(reply)
            MainActor.assumeIsolated { for key in keys { ATSPIBridge.current?.listenersChanged(adding: key) } }
        }, nil)
    }

    func listenersChanged(adding added: String? = nil, removing removed: String? = nil) {
        if let added { listeners.insert(added) }
        if let removed { listeners.remove(removed) }
        let running = !listeners.isEmpty
        guard running != status.isScreenReaderRunning else { return }
        status.isScreenReaderRunning = running
        NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    // MARK: Ending

    private func busClosed() {
        logOnce("the accessibility bus went away; the app goes on without it", nil)
        Self.stop()
    }

    /// Ends quietly: a desktop without an accessibility bus is normal.
    private func giveUp(_ error: UnsafeMutablePointer<GError>?) {
        if let error { g_error_free(error) }
        Self.stop()
    }

    private func logOnce(_ what: String, _ error: UnsafeMutablePointer<GError>?) {
        let detail = error.map { ": " + String(cString: $0.pointee.message) } ?? ""
        if let error { g_error_free(error) }
        UIKitLog.errorOnce("Accessibility: \(what)\(detail)")
    }

    private func tearDown() {
        if AccessibilityTree.shared.bridge === self { AccessibilityTree.shared.bridge = nil }
        if let connection {
            for subscription in subscriptions { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            ATSPIObjectServer.unregister(from: connection)
            ATSPICache.unregister(from: connection)
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        subscriptions = []
        connection = nil
        pump.stop()
        if status.isScreenReaderRunning {
            status.isScreenReaderRunning = false
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }
}
