internal import CX11
import Foundation

/// Xlib's error handlers: protocol errors are logged (never fatal); a lost connection ends the app cleanly.
///
/// Xlib calls these on the thread that made the failing call, which is always the main thread here.
enum X11ErrorTrap {
    nonisolated(unsafe) static var connectionLost: (@Sendable (String) -> Void)?
    nonisolated(unsafe) static private(set) var isConnectionLost = false
    nonisolated(unsafe) static private(set) var errorCount = 0
    nonisolated(unsafe) static private(set) var lastError: (request: UInt8, code: UInt8)?
    nonisolated(unsafe) private static var installed = false
    /// Errors expected by a caller (probing a window that may be gone) are counted but not logged.
    nonisolated(unsafe) static var quiet = false

    static func install() {
        guard !installed else { return }
        installed = true
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            let e = event.pointee
            X11ErrorTrap.errorCount += 1
            X11ErrorTrap.lastError = (e.request_code, e.error_code)
            if !X11ErrorTrap.quiet {
                var text = [CChar](repeating: 0, count: 256)
                XGetErrorText(display, Int32(e.error_code), &text, Int32(text.count))
                let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                FileHandle.standardError.write(Data(
                    "X11: \(message) (request \(e.request_code).\(e.minor_code), resource 0x\(String(e.resourceid, radix: 16)), serial \(e.serial))\n".utf8))
            }
            return 0
        }
        XSetIOErrorHandler { display in
            X11ErrorTrap.isConnectionLost = true
            let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? "?"
            X11ErrorTrap.connectionLost?("the X server at '\(name)' went away; ending the application")
            // Xlib exits the process if this handler returns; say why first.
            FileHandle.standardError.write(Data("X11: connection to '\(name)' lost\n".utf8))
            exit(1)
        }
    }
}
