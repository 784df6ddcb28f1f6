internal import CX11
import UIKitCore

/// The atoms of the selection protocols (ICCCM 2.6, freedesktop's clipboard and clipboard-manager conventions),
/// interned once per connection.
@MainActor struct X11SelectionAtoms {
    let clipboard: Atom
    let primary: Atom
    let targets: Atom
    let timestamp: Atom
    let multiple: Atom
    let utf8String: Atom
    let string: Atom
    let text: Atom
    let textPlainUTF8: Atom
    let textPlain: Atom
    let incr: Atom
    let atom: Atom
    let atomPair: Atom
    let integer: Atom
    let clipboardManager: Atom
    /// XDND's selection, owned by a drag of ours while it is outside our windows.
    let dragSelection: Atom
    let saveTargets: Atom
    /// The property on our window that owners write conversions into.
    let transferProperty: Atom
    /// A property appended to with nothing, to learn the server's time from the PropertyNotify.
    let timestampProperty: Atom

    init(_ connection: X11Connection) {
        clipboard = connection.atom("CLIPBOARD")
        primary = connection.atom("PRIMARY")
        targets = connection.atom("TARGETS")
        timestamp = connection.atom("TIMESTAMP")
        multiple = connection.atom("MULTIPLE")
        utf8String = connection.atom("UTF8_STRING")
        string = connection.atom("STRING")
        text = connection.atom("TEXT")
        textPlainUTF8 = connection.atom("text/plain;charset=utf-8")
        textPlain = connection.atom("text/plain")
        incr = connection.atom("INCR")
        atom = connection.atom("ATOM")
        atomPair = connection.atom("ATOM_PAIR")
        integer = connection.atom("INTEGER")
        clipboardManager = connection.atom("CLIPBOARD_MANAGER")
        dragSelection = connection.atom("XdndSelection")
        saveTargets = connection.atom("SAVE_TARGETS")
        transferProperty = connection.atom("UIKIT_SELECTION_TRANSFER")
        timestampProperty = connection.atom("UIKIT_SELECTION_TIMESTAMP")
    }

    func atom(for selection: PasteboardSelection) -> Atom {
        switch selection {
        case .clipboard: clipboard
        case .primary: primary
        }
    }

    func selection(for atom: Atom) -> PasteboardSelection? {
        switch atom {
        case clipboard: .clipboard
        case primary: .primary
        default: nil
        }
    }

    /// The targets that carry text, each answered from the item's UTF-8 text.
    var textTargets: [Atom] { [utf8String, textPlainUTF8, textPlain, string, text] }
}
