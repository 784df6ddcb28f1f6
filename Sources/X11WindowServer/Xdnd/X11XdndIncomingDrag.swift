internal import CX11
import Foundation
import UIKitCore

/// One drag from another client over one of our windows: what its source offers, and the XDND answers UIKit gives
/// it (XdndStatus while it moves, XdndFinished after a drop).
@MainActor final class X11XdndIncomingDrag: ExternalDragSource {
    let sourceWindow: Window
    let targetWindow: Window
    let version: UInt
    let types: [String]
    private let connection: X11Connection
    private let atoms: X11XdndAtoms
    private let clipboard: X11Clipboard
    /// The action the source asked for at its last position.
    var requestedAction: Atom = 0
    /// The drop's timestamp, for reading XdndSelection as of the drop.
    var dropTime: Time = Time(CurrentTime)
    private(set) var isDropped = false
    private(set) var isFinished = false

    init(source: Window, target: Window, version: UInt, types: [String], connection: X11Connection,
         atoms: X11XdndAtoms, clipboard: X11Clipboard) {
        sourceWindow = source; targetWindow = target; self.version = version; self.types = types
        self.connection = connection; self.atoms = atoms; self.clipboard = clipboard
    }

    func data(_ type: String) -> Data? {
        guard isDropped, !isFinished, clipboard.isConnected else { return nil }
        return clipboard.read(type, from: atoms.selection,
                              owner: "the drag source (window 0x\(String(sourceWindow, radix: 16)))", time: dropTime)
    }

    /// XdndStatus: accepted or not, with the action a drop would take; an empty rectangle asks for a position
    /// message at every move, as UIKit's targets change their answer anywhere.
    func reply(_ operation: UIDropOperation) {
        guard !isDropped else { return }
        let accepts = operation == .copy || operation == .move
        send(atoms.status, [targetWindow, accepts ? 1 : 0, 0, 0, accepts ? action(for: operation) : 0])
    }

    /// XdndFinished (version 5: whether the drop was taken, and with which action).
    func finish(_ operation: UIDropOperation) {
        guard !isFinished else { return }
        isFinished = true
        let accepted = operation == .copy || operation == .move
        send(atoms.finished, [targetWindow, accepted ? 1 : 0, accepted ? action(for: operation) : 0, 0, 0])
    }

    func dropped(at time: Time) {
        isDropped = true
        dropTime = time
    }

    private func action(for operation: UIDropOperation) -> UInt {
        UInt(operation == .move && requestedAction == atoms.actionMove ? atoms.actionMove : atoms.actionCopy)
    }

    private func send(_ type: Atom, _ values: [UInt]) {
        X11XdndMessage.send(type, values, to: sourceWindow, on: connection)
    }
}
