internal import CX11
import Foundation

/// Reading and writing window properties whole: format 8 as bytes, format 32 as values (Xlib hands format-32 data
/// as C longs whatever the wire size).
@MainActor enum X11Property {
    struct Value {
        var type: Atom
        var format: Int32
        /// Format 8: the bytes; format 16/32: empty.
        var bytes = Data()
        /// Format 32: the values; otherwise empty.
        var values: [UInt] = []
    }

    /// The whole property (read in pieces when the server splits it), or nil when it does not exist or the window
    /// is gone. `delete` removes it once read completely, which an INCR owner takes as "next chunk, please".
    static func read(_ display: OpaquePointer, window: Window, property: Atom, delete: Bool) -> Value? {
        var value: Value?
        var offset = 0
        while true {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            // The length is in 32-bit units; the server caps each reply at its own limit and reports the rest.
            let status = XGetWindowProperty(display, window, property, offset / 4, 0x100_0000, 0, 0, &type, &format,
                                            &count, &after, &data)
            defer { if let data { XFree(data) } }
            guard status == Success, type != 0 else { return value }
            var piece = value ?? Value(type: type, format: format)
            guard piece.type == type, piece.format == format else { return value }
            if let data, count > 0 {
                switch format {
                case 8: piece.bytes.append(data, count: Int(count))
                case 32: data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { longs in
                    // Xlib hands CARD32s as sign-extended longs; only the low 32 bits were sent.
                    piece.values += (0..<Int(count)).map { UInt(X11Wire.card32(longs[$0])) }
                }
                default: break
                }
            }
            value = piece
            offset += Int(count) * Int(format / 8)
            guard after > 0, format == 8 || format == 32, count > 0 else { break }
        }
        if delete { XDeleteProperty(display, window, property) }
        return value
    }

    static func write(_ display: OpaquePointer, window: Window, property: Atom, type: Atom, bytes: Data) {
        _ = bytes.withUnsafeBytes { raw in
            XChangeProperty(display, window, property, type, 8, PropModeReplace, raw.bindMemory(to: UInt8.self).baseAddress,
                            Int32(bytes.count))
        }
    }

    static func write(_ display: OpaquePointer, window: Window, property: Atom, type: Atom, values: [UInt]) {
        var longs = values.isEmpty ? [0] : values
        _ = longs.withUnsafeMutableBytes { raw in
            XChangeProperty(display, window, property, type, 32, PropModeReplace,
                            raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }
}
