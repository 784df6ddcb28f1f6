internal import CX11
import Foundation

/// Counts the bytes of X protocol a connection writes, through Xlib's before-flush hook (called with every buffer
/// Xlib is about to write to the socket, request data included).
///
/// `XESetBeforeFlush` is declared in Xlibint.h, which the CX11 module does not expose; it is looked up by name in
/// libX11, which this module links anyway.
enum X11ProtocolByteCounter {
    private typealias Hook = @convention(c) (OpaquePointer?, UnsafeMutablePointer<XExtCodes>?,
                                            UnsafePointer<CChar>?, Int) -> Void
    private typealias SetBeforeFlush = @convention(c) (OpaquePointer?, Int32, Hook?) -> UnsafeMutableRawPointer?

    nonisolated(unsafe) private static var bytesByDisplay: [OpaquePointer: Int] = [:]

    /// Starts counting on `display` (once per display); false when this Xlib has no before-flush hook.
    @discardableResult
    static func install(on display: OpaquePointer) -> Bool {
        guard bytesByDisplay[display] == nil else { return true }
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XESetBeforeFlush"),
              let codes = XAddExtension(display) else { return false }
        let setBeforeFlush = unsafeBitCast(symbol, to: SetBeforeFlush.self)
        bytesByDisplay[display] = 0
        _ = setBeforeFlush(display, codes.pointee.extension) { display, _, _, length in
            guard let display else { return }
            X11ProtocolByteCounter.bytesByDisplay[display, default: 0] += length
        }
        return true
    }

    /// Bytes written on `display` since counting started (handed to the socket, or about to be).
    static func bytesWritten(on display: OpaquePointer) -> Int { bytesByDisplay[display] ?? 0 }

    static func forget(_ display: OpaquePointer) { bytesByDisplay[display] = nil }
}
