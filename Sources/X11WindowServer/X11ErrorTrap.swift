internal import CX11
import Foundation

/// Xlib's error handlers: protocol errors are logged with the request that caused them (never fatal); a lost
/// connection ends the app cleanly.
///
/// Xlib calls these on the thread that made the failing call: the main thread in an application. A connection
/// that dies on another thread (an X object released off the main thread in a test) is reported to the main
/// queue instead; every own display gets a no-op exit handler, so Xlib never exits the process behind our back.
enum X11ErrorTrap {
    /// Runs on the main thread when one of the window server's connections is lost.
    nonisolated(unsafe) static var connectionLost: (@Sendable (String) -> Void)?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lostDisplays: Set<OpaquePointer> = []

    /// The connection broke; no request may be sent on it any more (not even XCloseDisplay).
    static func isLost(_ display: OpaquePointer) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return lostDisplays.contains(display)
    }
    nonisolated(unsafe) static private(set) var errorCount = 0
    nonisolated(unsafe) static private(set) var lastError: (request: UInt8, code: UInt8)?
    /// The last line logged, for tests.
    nonisolated(unsafe) static private(set) var lastMessage: String?
    nonisolated(unsafe) private static var installed = false
    /// Extension names by major opcode, so that an error names the extension request ("RANDR.RRSetScreenSize").
    nonisolated(unsafe) static var extensionNames: [UInt8: String] = [:]
    /// True while one of the window server's connections is being opened (see the I/O error handler).
    nonisolated(unsafe) static var isOpening = false
    /// Errors expected by a caller (probing a window that may be gone) are counted but not logged.
    nonisolated(unsafe) static var quiet = false
    /// The window server's own connections. Xlib's handlers are process-wide: a connection some other code opened
    /// (a test helper on another thread) keeps Xlib's behaviour for it instead of ending this application.
    nonisolated(unsafe) private static var ownDisplays: Set<OpaquePointer> = []

    static func register(_ display: OpaquePointer) {
        lock.lock(); defer { lock.unlock() }
        ownDisplays.insert(display)
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
    }

    static func unregister(_ display: OpaquePointer) {
        lock.lock(); defer { lock.unlock() }
        ownDisplays.remove(display)
        lostDisplays.remove(display)
    }

    private static func isOwn(_ display: OpaquePointer) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return ownDisplays.contains(display)
    }

    static func install() {
        guard !installed else { return }
        installed = true
        XSetErrorHandler { display, event in
            guard let event, let display, X11ErrorTrap.isOwn(display) else { return 0 }
            let e = event.pointee
            X11ErrorTrap.errorCount += 1
            X11ErrorTrap.lastError = (e.request_code, e.error_code)
            if !X11ErrorTrap.quiet {
                let error = X11ErrorTrap.databaseText(display, Int32(e.error_code))
                let request = X11ErrorTrap.requestName(display, major: e.request_code, minor: e.minor_code)
                let message = "X11: \(error) in \(request) (request \(e.request_code).\(e.minor_code), resource "
                    + "0x\(String(e.resourceid, radix: 16)), serial \(e.serial)); continuing"
                X11ErrorTrap.lastMessage = message
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            return 0
        }
        XSetIOErrorHandler { display in
            // Returning hands a foreign connection to its exit handler (by default, Xlib's exit).
            guard let display, X11ErrorTrap.isOwn(display) else {
                // Ours, but lost inside XOpenDisplay (after the handshake, before it returned): Xlib exits once
                // this returns, since no exit handler can be set on a display not yet handed out. Say why first.
                if X11ErrorTrap.isOpening {
                    let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? "?"
                    let message = "X11: the X server at '\(name)' went away while connecting\n"
                    FileHandle.standardError.write(Data(message.utf8))
                }
                return 0
            }
            X11ErrorTrap.lock.lock()
            X11ErrorTrap.lostDisplays.insert(display)
            X11ErrorTrap.lock.unlock()
            let name = XDisplayString(display).map { String(cString: $0) } ?? "?"
            let message = "the X server at '\(name)' went away; ending the application"
            guard let report = X11ErrorTrap.connectionLost else {
                FileHandle.standardError.write(Data("X11: \(message)\n".utf8))
                return 0
            }
            if Thread.isMainThread { report(message) } else { DispatchQueue.main.async { report(message) } }
            // Our exit handler does nothing: the application ends through its own life cycle.
            return 0
        }
    }

    /// Remembers which extension owns which major opcode on this display.
    static func learnExtensions(_ display: OpaquePointer) {
        var count: Int32 = 0
        guard let list = XListExtensions(display, &count) else { return }
        defer { XFreeExtensionList(list) }
        for index in 0..<Int(count) {
            guard let name = list[index] else { continue }
            var major: Int32 = 0, event: Int32 = 0, error: Int32 = 0
            if XQueryExtension(display, name, &major, &event, &error) != 0, major > 0, major < 256 {
                extensionNames[UInt8(major)] = String(cString: name)
            }
        }
    }

    /// "X_CreateWindow", "RANDR.RRSetScreenSize", or the opcode when the error database does not know it.
    static func requestName(_ display: OpaquePointer?, major: UInt8, minor: UInt8) -> String {
        if major < 128 {
            return databaseText(display, category: "XRequest", key: "\(major)") ?? "request \(major)"
        }
        guard let ext = extensionNames[major] else { return "extension request \(major).\(minor)" }
        let name = databaseText(display, category: "XRequest", key: "\(ext).\(minor)")?
            .trimmingCharacters(in: .whitespaces)
        return "\(ext).\(name ?? String(minor))"
    }

    private static func databaseText(_ display: OpaquePointer?, _ code: Int32) -> String {
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, code, &text, Int32(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func databaseText(_ display: OpaquePointer?, category: String, key: String) -> String? {
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorDatabaseText(display, category, key, "", &text, Int32(text.count))
        let value = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return value.isEmpty ? nil : value
    }
}
