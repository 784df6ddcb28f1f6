internal import CX11
import Foundation
import UIKitCore

/// The requestor side: reading another client's selection synchronously, with bounded waits (ICCCM 2.4, INCR 2.7.2).
extension X11Clipboard {
    enum Conversion {
        case value(X11Property.Value)
        /// The owner answered property None: it has no such target.
        case refused
        /// No usable answer (timeout, owner gone, malformed, over a limit); the message says which.
        case failed(String)
        /// Not asked: this turn's `X11SelectionLimits.pasteDuration` is spent (logged once per turn).
        case outOfTime
    }

    func types(in selection: PasteboardSelection) -> [String] {
        confirmOwnership(of: selection)
        if let own = owned[selection] { return own.items.first.map { $0.keys.sorted() } ?? [] }
        guard isConnected else { return [] }
        let owner = XGetSelectionOwner(display, atoms.atom(for: selection))
        guard owner != 0 else { return [] }
        let from = "the \(selection) owner (window 0x\(String(owner, radix: 16)))"
        switch convert(selection, to: atoms.targets) {
        case .value(let list) where list.format == 32:
            return X11SelectionTypes.mimeTypes(ofTargets: list.values.map { Atom($0) }, connection)
        case .value(let list):
            UIKitLog.error("X11: \(from) answered TARGETS with format \(list.format), not a list of atoms")
        case .refused:
            UIKitLog.error("X11: \(from) refused TARGETS")
        case .failed(let why):
            UIKitLog.error("X11: could not read TARGETS from \(from): \(why)")
        case .outOfTime:
            break
        }
        return []
    }

    func data(_ type: String, in selection: PasteboardSelection) -> Data? {
        confirmOwnership(of: selection)
        if let own = owned[selection] { return own.items.lazy.compactMap { $0[type] }.first }
        guard isConnected else { return nil }
        let owner = XGetSelectionOwner(display, atoms.atom(for: selection))
        guard owner != 0 else { return nil }
        return read(type, from: atoms.atom(for: selection), owner: "the \(selection) owner (window 0x\(String(owner, radix: 16)))",
                    time: Time(CurrentTime))
    }

    /// Reads `selectionAtom` (owned by another client, described by `from` in messages) as MIME type `type`: text
    /// as UTF8_STRING or Latin-1 STRING, anything else under its own name; nil (with a log line) when refused or
    /// unusable. `time` is the moment the selection is asked for (XDND names the drop's).
    func read(_ type: String, from selectionAtom: Atom, owner from: String, time: Time) -> Data? {
        let isText = type == X11SelectionOffer.textMIME
        // Text as UTF8_STRING, then as ICCCM's Latin-1 STRING from owners that know no better.
        let targets = isText ? [atoms.utf8String, atoms.string] : [connection.atom(type)]
        for target in targets {
            switch convert(selectionAtom, to: target, time: time) {
            case .value(let value):
                guard value.format == 8 else {
                    UIKitLog.error("X11: \(from) answered \(type) with format \(value.format) data; ignored")
                    return nil
                }
                guard isText else { return value.bytes }
                if value.type == atoms.string { return X11SelectionText.utf8(fromLatin1: value.bytes) }
                guard atoms.textTargets.contains(value.type) else {
                    UIKitLog.error("X11: \(from) answered text with data of type atom \(value.type); ignored")
                    return nil
                }
                return value.bytes
            case .refused:
                continue
            case .failed(let why):
                UIKitLog.error("X11: could not read \(type) from \(from): \(why)")
                return nil
            case .outOfTime:
                return nil
            }
        }
        let names = targets.compactMap(connection.atomName).joined(separator: ", ")
        UIKitLog.error("X11: \(from) refused \(names)")
        return nil
    }

    /// Asks the owner of `selection` to convert it to `target` into our window's property and waits for the answer,
    /// INCR chunks included, within this turn's paste time and `X11SelectionLimits.transferBytes`; other events
    /// stay queued for the normal loop.
    func convert(_ selection: PasteboardSelection, to target: Atom) -> Conversion {
        convert(atoms.atom(for: selection), to: target, time: Time(CurrentTime))
    }

    func convert(_ selectionAtom: Atom, to target: Atom, time: Time) -> Conversion {
        let property = atoms.transferProperty
        let pasteEnd = pasteDeadline()
        guard Date() < pasteEnd else {
            if !pasteTimeSpentLogged {
                pasteTimeSpentLogged = true
                UIKitLog.error("X11: this turn's \(X11SelectionLimits.pasteDuration) s for reading other clients' "
                               + "selections (X11SelectionLimits.pasteDuration) are spent; the selection "
                               + "reads as empty until the run loop turns")
            }
            return .outOfTime
        }
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selectionAtom, target, property, window, time)
        var ownerGone = false
        let answer = wait(until: min(pasteEnd, Date().addingTimeInterval(X11SelectionSettings.replyTimeout))) { event in
            if self.reportsOwnerGone(event, for: selectionAtom) {
                ownerGone = true
                return true
            }
            return event.type == SelectionNotify && event.xselection.requestor == self.window
                && event.xselection.selection == selectionAtom
        }
        guard let answer, !ownerGone else {
            if ownerGone { return .failed("the owner went away") }
            return .failed(Date() < pasteEnd ? "no answer within \(X11SelectionSettings.replyTimeout) s"
                                             : pasteTimeRanOut(after: "waiting for the answer"))
        }
        guard answer.xselection.property != 0 else { return .refused }
        // Only the property we asked for is read: another one of our window may hold anything any client put there.
        guard answer.xselection.property == property else {
            return .failed("the answer names property atom \(answer.xselection.property), not the one asked for")
        }
        let limit = X11SelectionLimits.transferBytes
        switch X11Property.read(display, window: window, property: property, delete: true, byteLimit: limit) {
        case .missing:
            return .failed("the answer's property is missing")
        case .tooLarge(let size):
            return .failed("the answer holds \(size) bytes, over the limit of \(limit) "
                           + "(X11SelectionLimits.transferBytes); abandoned")
        case .value(let value) where value.type == atoms.incr:
            let announced = value.values.first.map { Int($0) } ?? 0
            guard announced <= limit else {
                return .failed("the owner announced \(announced) bytes through INCR, over the limit of \(limit) "
                               + "(X11SelectionLimits.transferBytes); abandoned")
            }
            return receiveIncrementally(selectionAtom, property: property, until: pasteEnd)
        case .value(let value):
            return .value(value)
        }
    }

    /// INCR: each chunk arrives as a new value of the property, read and deleted, until an empty one. Past the byte
    /// limit the last chunk is deleted unread and the owner's later chunks are left alone (PropertyNotify on our
    /// window outside a read is ignored).
    private func receiveIncrementally(_ selectionAtom: Atom, property: Atom, until pasteEnd: Date) -> Conversion {
        let limit = X11SelectionLimits.transferBytes
        var received: X11Property.Value?
        // The chunks are kept apart and joined once the transfer is whole: a growing buffer would hold its old
        // and its new storage at once each time it grew, up to twice the limit while a flood is read.
        var chunks: [Data] = []
        var sofar = 0
        while true {
            var ownerGone = false
            let deadline = min(pasteEnd, Date().addingTimeInterval(X11SelectionSettings.replyTimeout))
            let chunkArrived = wait(until: deadline) { event in
                if self.reportsOwnerGone(event, for: selectionAtom) {
                    ownerGone = true
                    return true
                }
                return event.type == PropertyNotify && event.xproperty.window == self.window
                    && event.xproperty.atom == property && event.xproperty.state == PropertyNewValue
            } != nil
            guard chunkArrived, !ownerGone else {
                XDeleteProperty(display, window, property)
                if ownerGone { return .failed("the owner went away after \(sofar) bytes of an INCR transfer") }
                return .failed(Date() < pasteEnd ? "the INCR transfer stopped after \(sofar) bytes"
                                                 : pasteTimeRanOut(after: "\(sofar) bytes of an INCR transfer"))
            }
            let chunk: X11Property.Value
            switch X11Property.read(display, window: window, property: property, delete: true,
                                    byteLimit: limit - sofar) {
            case .missing:
                // A notification for a chunk already read (or for the deletion race) finds no property: wait on.
                continue
            case .tooLarge(let size):
                return .failed("the INCR transfer passed the limit of \(limit) bytes (X11SelectionLimits."
                               + "transferBytes) after \(sofar), with a chunk of \(size); abandoned")
            case .value(let value):
                chunk = value
            }
            if chunk.bytes.isEmpty && chunk.values.isEmpty {
                guard var whole = received else { return .value(chunk) }
                whole.bytes.reserveCapacity(sofar)
                for piece in chunks { whole.bytes.append(piece) }
                return .value(whole)
            }
            if received == nil { received = X11Property.Value(type: chunk.type, format: chunk.format) }
            guard (received?.values.count ?? 0) + chunk.values.count <= X11SelectionLimits.listedItems else {
                return .failed("the INCR transfer passed the limit of \(X11SelectionLimits.listedItems) "
                               + "format-32 items (X11SelectionLimits.listedItems); abandoned")
            }
            chunks.append(chunk.bytes)
            sofar += chunk.size
            received?.values += chunk.values
        }
    }

    /// The end of this run-loop turn's time for reading other clients' selections: the first read of a turn starts
    /// it, and the run loop's next turn ends it (a block on the main queue runs only once the current work is done).
    func pasteDeadline() -> Date {
        if let end = pasteEnd { return end }
        let end = Date().addingTimeInterval(X11SelectionLimits.pasteDuration)
        pasteEnd = end
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.endPaste() } }
        return end
    }

    /// The run loop turned: the next read has the whole paste time again.
    func endPaste() {
        pasteEnd = nil
        pasteTimeSpentLogged = false
    }

    private func pasteTimeRanOut(after what: String) -> String {
        "the paste's \(X11SelectionLimits.pasteDuration) s (X11SelectionLimits.pasteDuration) ran out after \(what); "
            + "abandoned"
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
