internal import CX11
import Foundation

/// Another owner's TARGETS as the MIME types of the platform interface: every text target is
/// "text/plain;charset=utf-8", MIME-named targets keep their name, protocol targets (TARGETS, MULTIPLE...) go.
@MainActor enum X11SelectionTypes {
    static let textTargetNames: Set<String> = ["UTF8_STRING", "STRING", "TEXT", "text/plain", "text/plain;charset=utf-8",
                                               "TEXT/PLAIN", "text/plain;charset=UTF-8"]

    static func mimeTypes(ofTargets targets: [Atom], _ connection: X11Connection) -> [String] {
        var names = [UnsafeMutablePointer<CChar>?](repeating: nil, count: targets.count)
        var atoms = targets
        X11ErrorTrap.quiet = true
        // One round trip for all names; a hostile list with unknown atoms fails as a whole (BadAtom) and gives none.
        let status = targets.isEmpty ? 0 : XGetAtomNames(connection.display, &atoms, Int32(atoms.count), &names)
        X11ErrorTrap.quiet = false
        defer { for name in names { if let name { XFree(name) } } }
        guard status != 0 else { return [] }
        var seen: Set<String> = []
        return names.compactMap { $0.map { String(cString: $0) } }.compactMap { name -> String? in
            if textTargetNames.contains(name) { return X11SelectionOffer.textMIME }
            return name.contains("/") ? name : nil
        }.filter { seen.insert($0).inserted }
    }
}
