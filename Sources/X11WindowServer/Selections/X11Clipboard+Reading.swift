internal import CX11
import Foundation
import UIKitCore

/// The requestor side: reading another client's selection synchronously, with bounded waits (ICCCM 2.4, INCR 2.7.2).
extension X11Clipboard {
    enum Conversion {
        case value(X11Property.Value)
        /// The owner answered property None: it has no such target.
        case refused
        /// No usable answer (timeout, owner gone, malformed); the message says which.
        case failed(String)
    }

    func types(in selection: PasteboardSelection) -> [String] {
        confirmOwnership(of: selection)
        if let own = owned[selection] { return own.items.first.map { $0.keys.sorted() } ?? [] }
        guard isConnected, XGetSelectionOwner(display, atoms.atom(for: selection)) != 0 else { return [] }
        switch convert(selection, to: atoms.targets) {
        case .value(let list) where list.format == 32:
            return X11SelectionTypes.mimeTypes(ofTargets: list.values.prefix(4096).map { Atom($0) }, connection)
        case .value(let list):
            UIKitLog.error("X11: the \(selection) owner answered TARGETS with format \(list.format), not a list of atoms")
        case .refused:
            UIKitLog.error("X11: the \(selection) owner refused TARGETS")
        case .failed(let why):
            UIKitLog.error("X11: could not read the \(selection) selection's TARGETS: \(why)")
        }
        return []
    }

    func data(_ type: String, in selection: PasteboardSelection) -> Data? {
        confirmOwnership(of: selection)
        if let own = owned[selection] { return own.items.lazy.compactMap { $0[type] }.first }
        guard isConnected, XGetSelectionOwner(display, atoms.atom(for: selection)) != 0 else { return nil }
        let isText = type == X11SelectionOffer.textMIME
        // Text as UTF8_STRING, then as ICCCM's Latin-1 STRING from owners that know no better.
        let targets = isText ? [atoms.utf8String, atoms.string] : [connection.atom(type)]
        for target in targets {
            switch convert(selection, to: target) {
            case .value(let value):
                guard value.format == 8 else {
                    UIKitLog.error("X11: the \(selection) owner answered \(type) with format \(value.format) data; ignored")
                    return nil
                }
                guard isText else { return value.bytes }
                if value.type == atoms.string { return X11SelectionText.utf8(fromLatin1: value.bytes) }
                guard atoms.textTargets.contains(value.type) else {
                    let name = connection.atomName(value.type) ?? "atom \(value.type)"
                    UIKitLog.error("X11: the \(selection) owner answered text with data of type \(name); ignored")
                    return nil
                }
                return value.bytes
            case .refused:
                continue
            case .failed(let why):
                UIKitLog.error("X11: could not read \(type) from the \(selection) selection: \(why)")
                return nil
            }
        }
        let names = targets.compactMap(connection.atomName).joined(separator: ", ")
        UIKitLog.error("X11: the \(selection) owner refused \(names)")
        return nil
    }

    /// Asks the owner of `selection` to convert it to `target` into our window's property and waits for the answer,
    /// INCR chunks included; other events stay queued for the normal loop.
    func convert(_ selection: PasteboardSelection, to target: Atom) -> Conversion {
        let selectionAtom = atoms.atom(for: selection), property = atoms.transferProperty
        let limit = Date().addingTimeInterval(X11SelectionSettings.transferLimit)
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selectionAtom, target, property, window, Time(CurrentTime))
        var ownerGone = false
        let answer = wait(until: min(limit, Date().addingTimeInterval(X11SelectionSettings.replyTimeout))) { event in
            if self.reportsOwnerGone(event, for: selectionAtom) {
                ownerGone = true
                return true
            }
            return event.type == SelectionNotify && event.xselection.requestor == self.window
                && event.xselection.selection == selectionAtom
        }
        guard let answer, !ownerGone else {
            return .failed(ownerGone ? "the owner went away" : "no answer within \(X11SelectionSettings.replyTimeout) s")
        }
        guard answer.xselection.property != 0 else { return .refused }
        guard let value = X11Property.read(display, window: window, property: answer.xselection.property, delete: true)
        else { return .failed("the answer's property is missing") }
        guard value.type == atoms.incr else { return .value(value) }
        return receiveIncrementally(selectionAtom, property: answer.xselection.property, limit: limit)
    }

    /// INCR: each chunk arrives as a new value of the property, read and deleted, until an empty one.
    private func receiveIncrementally(_ selectionAtom: Atom, property: Atom, limit: Date) -> Conversion {
        var received: X11Property.Value?
        while true {
            var ownerGone = false
            let deadline = min(limit, Date().addingTimeInterval(X11SelectionSettings.replyTimeout))
            let chunkArrived = wait(until: deadline) { event in
                if self.reportsOwnerGone(event, for: selectionAtom) {
                    ownerGone = true
                    return true
                }
                return event.type == PropertyNotify && event.xproperty.window == self.window
                    && event.xproperty.atom == property && event.xproperty.state == PropertyNewValue
            } != nil
            let sofar = received?.bytes.count ?? 0
            guard chunkArrived, !ownerGone else {
                XDeleteProperty(display, window, property)
                return .failed(ownerGone ? "the owner went away after \(sofar) bytes of an INCR transfer"
                                         : "the INCR transfer stopped after \(sofar) bytes")
            }
            // A notification for a chunk already read (or for the deletion race) finds no property: wait on.
            guard let chunk = X11Property.read(display, window: window, property: property, delete: true) else { continue }
            if chunk.bytes.isEmpty && chunk.values.isEmpty {
                return .value(received ?? chunk)
            }
            if received == nil { received = X11Property.Value(type: chunk.type, format: chunk.format) }
            received?.bytes.append(chunk.bytes)
            received?.values += chunk.values
        }
    }

    /// Waits for an event `wanted` accepts, answering requests to our selections meanwhile (the other client may
    /// be asking us for something before it answers).
    func wait(until deadline: Date, for wanted: @escaping (XEvent) -> Bool) -> XEvent? {
        X11EventWait(connection: connection, classify: { event in
            if wanted(event) { return .wanted }
            return self.mustHandleWhileWaiting(event) ? .handleNow : .leave
        }, handleNow: { event in _ = self.handle(&event) }).next(until: deadline)
    }

    /// Requests to our selections, INCR traffic of our transfers, and stale notifications on our own window.
    private func mustHandleWhileWaiting(_ event: XEvent) -> Bool {
        switch event.type {
        case SelectionRequest: event.xselectionrequest.owner == window
        case SelectionClear: event.xselectionclear.window == window
        case PropertyNotify: isTransferProperty(event.xproperty)
        case DestroyNotify: sends.contains { $0.requestor == event.xdestroywindow.window }
        default: false
        }
    }
}
