internal import CX11
import Foundation
import UIKitCore

/// The one way values cross between X's wire types and ours, so that no number another client sends, and no
/// geometry an app sets, can trap in a conversion.
///
/// - Format-32 data (client messages, properties) reaches us as C longs: Xlib sign-extends a CARD32 whose top bit
///   is set, so `Atom(long)` would trap on any such value. Only the low 32 bits are ever meaningful.
/// - Coordinates on the wire are INT16 and sizes CARD16; app geometry is any finite (or not) CGFloat. Converting
///   through `Int(_:)` traps above 2^63, so every conversion saturates instead.
enum X11Wire {
    /// The CARD32 a format-32 item carried.
    static func card32(_ long: Int) -> UInt32 { UInt32(truncatingIfNeeded: long) }
    static func card32(_ long: UInt) -> UInt32 { UInt32(truncatingIfNeeded: long) }

    /// The atom a format-32 item names (any bit pattern gives some atom, at worst one we never interned).
    static func atom(_ long: Int) -> Atom { Atom(card32(long)) }

    /// A coordinate in pixels for the wire: rounded, NaN as 0, clamped to INT16.
    static func coordinate(_ value: CGFloat) -> Int32 {
        Int32(min(max(Int(saturating: value, rounding: .toNearestOrAwayFromZero), Int(Int16.min)), Int(Int16.max)))
    }

    /// A size in pixels for the wire: rounded, at least 1, at most `limit` (X's CARD16 caps it at 32,767 for
    /// drawables in practice). NaN gives 1.
    static func dimension(_ value: CGFloat, limit: Int = Int(Int16.max)) -> UInt32 {
        UInt32(min(max(Int(saturating: value, rounding: .toNearestOrAwayFromZero), 1), max(limit, 1)))
    }
}
