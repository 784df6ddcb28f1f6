internal import CX11
import Foundation

/// Reading and writing window properties whole, within limits: format 8 as bytes, format 32 as values (Xlib hands
/// format-32 data as C longs whatever the wire size).
@MainActor enum X11Property {
    struct Value {
        var type: Atom
        var format: Int32
        /// Format 8: the bytes; format 16/32: empty.
        var bytes = Data()
        /// Format 32: the values; otherwise empty.
        var values: [UInt] = []

        /// Its size on the wire, in bytes.
        var size: Int { bytes.count + values.count * 4 }
    }

    enum Reading {
        case value(Value)
        /// No such property, or the window is gone.
        case missing
        /// Larger than allowed: its size in bytes on the wire (format 8 and 16) or items (format 32).
        case tooLarge(Int)
    }

    /// The whole property, read in pieces of at most `X11SelectionLimits.readPiece` bytes, if it holds at most
    /// `byteLimit` bytes (format 8 and 16) or `X11SelectionLimits.listedItems` items (format 32). The size is
    /// known from the first reply, so a property over the limit costs one piece. `delete` removes it once read,
    /// which an INCR owner takes as "next chunk, please", and removes one over the limit too.
    static func read(_ display: OpaquePointer, window: Window, property: Atom, delete: Bool,
                     byteLimit: Int) -> Reading {
        var value: Value?
        var offset = 0
        // A list of atoms needs no megabyte piece: its limit and one unit more tell whether it is over.
        let piece = min(X11SelectionLimits.readPiece, max(byteLimit, X11SelectionLimits.listedItems * 4) + 4) / 4
        while true {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            // The offset and length are in 32-bit units.
            let status = XGetWindowProperty(display, window, property, offset / 4, piece, 0, 0, &type, &format, &count,
                                            &after, &data)
            defer { if let data { XFree(data) } }
            guard status == Success, type != 0 else { return value.map { .value($0) } ?? .missing }
            var piece = value ?? Value(type: type, format: format)
            // Changed under us (a new chunk, another client): what was read whole so far.
            guard piece.type == type, piece.format == format else { return value.map { .value($0) } ?? .missing }
            let size = offset + Int(count) * Int(format / 8) + Int(after)
            let tooLarge = format == 32 ? size / 4 > X11SelectionLimits.listedItems : size > byteLimit
            if tooLarge {
                if delete { XDeleteProperty(display, window, property) }
                return .tooLarge(format == 32 ? size / 4 : size)
            }
            if let data, count > 0 {
                switch format {
                case 8: piece.bytes.append(data, count: Int(count))
                case 32: data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { longs in
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
        return value.map { .value($0) } ?? .missing
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
