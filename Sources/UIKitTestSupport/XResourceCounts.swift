import Foundation
internal import CX11
internal import CXRes

/// How many X resources of each type (window, pixmap, picture, GC, ...) one client holds on the server, read with
/// the X-Resource extension: the way to prove that nothing leaks across repeated work.
public struct XResourceCounts: Equatable, Sendable, CustomStringConvertible {
    /// Resource type name ("WINDOW", "PIXMAP", "PICTURE", ...) to count.
    public let byType: [String: Int]

    public var total: Int { byType.values.reduce(0, +) }

    public var description: String {
        byType.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    /// The counts of every client whose resource ids share the base of `xid` (a window the client created).
    public static func forClient(owning xid: UInt, display name: String) throws -> XResourceCounts {
        try forClients(display: name) { base, mask in xid & ~mask == base }
    }

    /// The counts summed over the clients of process `pid` (an app may open one connection per X screen).
    public static func forProcess(_ pid: Int32, display name: String) throws -> XResourceCounts {
        let display = try TestDisplayConnection.open(name)
        defer { XCloseDisplay(display) }
        var spec = XResClientIdSpec(client: 0, mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue))
        var count: Int = 0
        var values: UnsafeMutablePointer<XResClientIdValue>?
        guard XResQueryClientIds(display, 1, &spec, &count, &values) == Success, let values else {
            throw XServerError.cannotConnect("\(name): X-Resource client ids unavailable")
        }
        defer { XResClientIdsDestroy(count, values) }
        var bases: Set<UInt> = []
        for index in 0..<count where XResGetClientPid(&values[index]) == pid {
            bases.insert(values[index].spec.client)
        }
        return try counts(display: display) { base, mask in bases.contains { $0 & ~mask == base } }
    }

    private static func forClients(display name: String, _ matches: (UInt, UInt) -> Bool) throws -> XResourceCounts {
        let display = try TestDisplayConnection.open(name)
        defer { XCloseDisplay(display) }
        return try counts(display: display, matches)
    }

    private static func counts(display: OpaquePointer, _ matches: (UInt, UInt) -> Bool) throws -> XResourceCounts {
        var event: Int32 = 0, error: Int32 = 0
        guard XResQueryExtension(display, &event, &error) != 0 else {
            throw XServerError.cannotConnect("the X server lacks the X-Resource extension")
        }
        var clientCount: Int32 = 0
        var clients: UnsafeMutablePointer<XResClient>?
        // These two return an Xlib Status (non-zero on success); XResQueryClientIds returns Success.
        guard XResQueryClients(display, &clientCount, &clients) != 0, let clients else {
            throw XServerError.cannotConnect("X-Resource client list unavailable")
        }
        defer { XFree(clients) }
        var totals: [String: Int] = [:]
        for index in 0..<Int(clientCount) where matches(clients[index].resource_base, clients[index].resource_mask) {
            var typeCount: Int32 = 0
            var types: UnsafeMutablePointer<XResType>?
            guard XResQueryClientResources(display, clients[index].resource_base, &typeCount, &types) != 0,
                  let types else { continue }
            defer { XFree(types) }
            for t in 0..<Int(typeCount) {
                let name = XGetAtomName(display, types[t].resource_type).map { pointer -> String in
                    defer { XFree(pointer) }
                    return String(cString: pointer)
                } ?? "type-\(types[t].resource_type)"
                totals[name, default: 0] += Int(types[t].count)
            }
        }
        return XResourceCounts(byType: totals)
    }
}
