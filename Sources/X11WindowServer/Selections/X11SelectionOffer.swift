internal import CX11
import Foundation
import UIKitCore

/// What this application's item offers other clients, target by target: text under every text target (ICCCM's
/// STRING in Latin-1, UTF8_STRING, TEXT, freedesktop's text/plain types), any other MIME type under its own name,
/// plus the protocol's TARGETS and TIMESTAMP. MULTIPLE is answered by the owner, pair by pair, with these.
@MainActor struct X11SelectionOffer {
    static let textMIME = "text/plain;charset=utf-8"

    /// The first item's representations by MIME type (another client reads one item).
    let item: [String: Data]
    /// When this application took the selection.
    let time: Time
    let atoms: X11SelectionAtoms

    /// Every target a requestor may ask for, in our preference order.
    func targets(_ connection: X11Connection) -> [Atom] {
        var list = [atoms.targets, atoms.timestamp, atoms.multiple]
        if item[Self.textMIME] != nil { list += atoms.textTargets }
        list += item.keys.sorted().filter { $0 != Self.textMIME }.map(connection.atom)
        return list
    }

    /// The bytes and property type answering `target` (format 8), or nil when the item has no such representation.
    /// TARGETS and TIMESTAMP are format 32 and answered by `X11Clipboard` itself.
    func convert(_ target: Atom, _ connection: X11Connection) -> (type: Atom, bytes: Data)? {
        if let text = item[Self.textMIME] {
            switch target {
            case atoms.utf8String, atoms.textPlainUTF8, atoms.textPlain: return (target, text)
            case atoms.string: return (atoms.string, X11SelectionText.latin1(fromUTF8: text))
            case atoms.text:
                // TEXT lets the owner choose: STRING when every character fits Latin-1, else UTF8_STRING.
                let string = String(decoding: text, as: UTF8.self)
                return string.unicodeScalars.allSatisfy({ $0.value <= 0xFF })
                    ? (atoms.string, X11SelectionText.latin1(fromUTF8: text)) : (atoms.utf8String, text)
            default: break
            }
        }
        guard let name = connection.atomName(target), name != Self.textMIME, let data = item[name] else { return nil }
        return (target, data)
    }
}

/// ICCCM's STRING is ISO Latin-1.
enum X11SelectionText {
    /// Characters outside Latin-1 become "?": a Latin-1-only requestor gets the text it can show.
    static func latin1(fromUTF8 data: Data) -> Data {
        Data(String(decoding: data, as: UTF8.self).unicodeScalars.map { $0.value <= 0xFF ? UInt8($0.value) : 0x3F })
    }

    static func utf8(fromLatin1 data: Data) -> Data {
        Data(String(String.UnicodeScalarView(data.map { Unicode.Scalar($0) })).utf8)
    }
}
