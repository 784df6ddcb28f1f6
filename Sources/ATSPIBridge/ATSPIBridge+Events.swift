internal import CGio
import Foundation
import UIKitCore

/// The core's changes as AT-SPI events (`org.a11y.atspi.Event.*` signals with the `(siiva{sv})` body), sent from the
/// changed element's object path. Emitting never waits: GDBus queues the message.
extension ATSPIBridge {
    package func accessibilityEvent(_ event: AccessibilityEvent) {
        let tree = AccessibilityTree.shared
        switch event {
        case .focusChanged(let id):
            emit(from: id, "Object", "StateChanged", detail: "focused", 1, 0, GV.int32(0))
        case .stateChanged(let id, let state, let on):
            for name in state.atspiNames { emit(from: id, "Object", "StateChanged", detail: name, on ? 1 : 0, 0, GV.int32(0)) }
        case .valueChanged(let id):
            let value = tree.node(id)?.numericValue?.current ?? 0
            emit(from: id, "Object", "PropertyChange", detail: "accessible-value", 0, 0, GV.double(value))
        case .nameChanged(let id):
            emit(from: id, "Object", "PropertyChange", detail: "accessible-name", 0, 0, GV.string(tree.node(id)?.name ?? ""))
        case .childAdded(let id, let index, let child):
            ATSPICache.elementAdded(child, bridge: self)
            emit(from: id, "Object", "ChildrenChanged", detail: "add", index, 0, reference(child))
        case .childRemoved(let id, let index, let child):
            emit(from: id, "Object", "ChildrenChanged", detail: "remove", index, 0, reference(child))
            ATSPICache.elementRemoved(child, bridge: self)
        case .textInserted(let id, let offset, let text), .textDeleted(let id, let offset, let text):
            let insert: Bool = if case .textInserted = event { true } else { false }
            // In characters: the text before `offset` is the same before and after the change.
            let start = ATSPITextOffsets.characters(tree.text(of: id)?.text ?? "", utf16Offset: offset)
            emit(from: id, "Object", "TextChanged", detail: insert ? "insert" : "delete", start, text.unicodeScalars.count,
                 GV.string(text))
        case .caretMoved(let id, let offset):
            let text = tree.text(of: id)?.text ?? ""
            emit(from: id, "Object", "TextCaretMoved", detail: "", ATSPITextOffsets.characters(text, utf16Offset: offset), 0,
                 GV.int32(0))
        case .announcement(let text):
            // Polite (ATSPI_LIVE_POLITE), from the application root.
            emit(from: .application, "Object", "Announcement", detail: "", 1, 0, GV.string(text))
        }
    }

    private func emit(from id: AccessibilityElementID, _ kind: String, _ member: String, detail: String, _ detail1: Int,
                      _ detail2: Int, _ data: OpaquePointer) {
        let body = GV.tuple([GV.string(detail), GV.int32(detail1), GV.int32(detail2), GV.variant(data), GV.array("{sv}", [])])
        emitSignal(from: path(of: id), interface: "org.a11y.atspi.Event.\(kind)", member, body)
    }

    /// Sends a signal (consuming `body`); without a connection, only drops the body.
    func emitSignal(from objectPath: String, interface: String, _ member: String, _ body: OpaquePointer) {
        guard let connection else {
            g_variant_unref(g_variant_ref_sink(body))
            return
        }
        var error: UnsafeMutablePointer<GError>?
        g_dbus_connection_emit_signal(connection, nil, objectPath, interface, member, body, &error)
        if let error {
            UIKitLog.errorOnce("Accessibility: an event could not be sent: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }

    func path(of id: AccessibilityElementID) -> String {
        id == .application ? Self.rootPath : "\(Self.subtreePath)/\(id.rawValue)"
    }

    /// An AT-SPI object reference `(so)`: our bus name and the element's path.
    func reference(_ id: AccessibilityElementID?) -> OpaquePointer {
        guard let id else { return GV.tuple([GV.string(""), GV.objectPath(Self.nullPath)]) }
        return GV.tuple([GV.string(busName), GV.objectPath(path(of: id))])
    }

    /// The element a path names; nil for a path that is not ours or an element that went away.
    func elementID(path: String) -> AccessibilityElementID? {
        if path == Self.rootPath { return .application }
        // The application is only ever `root`: id 0 under its number is no object.
        guard path.hasPrefix(Self.subtreePath + "/"), let raw = UInt64(path.dropFirst(Self.subtreePath.count + 1)), raw != 0 else {
            return nil
        }
        let id = AccessibilityElementID(rawValue: raw)
        return AccessibilityTree.shared.object(for: id) == nil ? nil : id
    }
}
