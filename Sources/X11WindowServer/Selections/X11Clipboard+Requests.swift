internal import CX11
import Foundation
import UIKitCore

/// The owner side: answering other clients' SelectionRequests from this application's items.
extension X11Clipboard {
    /// Data larger than this goes through INCR: a quarter of the largest request the server takes.
    var incrementalThreshold: Int { Int(XMaxRequestSize(display)) * 4 / 4 }

    /// Converts the request's target into the requestor's property and says so with a SelectionNotify; property
    /// None when we do not own the selection (any more, or not at the request's time) or have no such target.
    func answer(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection = XSelectionEvent(type: SelectionNotify, serial: 0, send_event: 1, display: display,
                                           requestor: request.requestor, selection: request.selection,
                                           target: request.target, property: 0, time: request.time)
        // ICCCM 2.2: an obsolete requestor may name no property; the target's name is used.
        let property = request.property == 0 ? request.target : request.property
        let selection = atoms.selection(for: request.selection)
        let name = selection.map { "\($0)" } ?? (request.selection == atoms.dragSelection ? "XdndSelection" : "unknown")
        talkingTo(request.requestor, about: "a request for the \(name) selection") {
            if let offer = offer(answering: request, of: selection) {
                let answered = request.target == atoms.multiple
                    ? answerMultiple(offer, requestor: request.requestor, property: property)
                    : put(request.target, from: offer, requestor: request.requestor, property: property)
                if answered { reply.xselection.property = property }
            }
            XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        }
    }

    /// What answers `request`: the items of a selection we own (as of the request's time), or a drag's offer.
    private func offer(answering request: XSelectionRequestEvent, of selection: PasteboardSelection?)
        -> X11SelectionOffer? {
        if let selection, let own = owned[selection],
           request.time == Time(CurrentTime) || !X11Clipboard.serverTime(request.time, isBefore: own.time) {
            return X11SelectionOffer(item: own.items.first ?? [:], time: own.time, atoms: atoms)
        }
        return request.selection == atoms.dragSelection ? dragOffer?() : nil
    }

    /// Runs requests to another client's window with X errors expected: a requestor may destroy its window at any
    /// moment. A round trip collects the errors; any makes one log line instead of one per request.
    @discardableResult
    private func talkingTo(_ requestor: Window, about what: String, _ body: () -> Void) -> Bool {
        XSync(display, 0)   // earlier requests' errors are theirs, reported as usual
        let errors = X11ErrorTrap.errorCount
        X11ErrorTrap.quiet = true
        body()
        XSync(display, 0)
        X11ErrorTrap.quiet = false
        if X11ErrorTrap.errorCount != errors {
            ownerLog.error("requestor gone", "X11: the requestor window 0x\(String(requestor, radix: 16)) of \(what) "
                           + "went away before the answer (or named what does not exist); dropped")
            dropSends(to: requestor, reason: nil)
            return false
        }
        return true
    }

    /// Writes `target` into the requestor's property: TARGETS and TIMESTAMP as format 32, data as format 8 (through
    /// INCR when large). False when the item has no such target.
    private func put(_ target: Atom, from offer: X11SelectionOffer, requestor: Window, property: Atom) -> Bool {
        switch target {
        case atoms.targets:
            X11Property.write(display, window: requestor, property: property, type: atoms.atom,
                              values: offer.targets(connection).map { UInt($0) })
        case atoms.timestamp:
            X11Property.write(display, window: requestor, property: property, type: atoms.integer,
                              values: [UInt(offer.time)])
        default:
            guard let (type, bytes) = offer.convert(target, connection) else { return false }
            if bytes.count > incrementalThreshold {
                guard sends.count < X11SelectionLimits.concurrentSends else {
                    ownerLog.error("too many sends", "X11: refused a request from window "
                                   + "0x\(String(requestor, radix: 16)) for \(bytes.count) bytes: "
                                   + "\(X11SelectionLimits.concurrentSends) INCR transfers are under way "
                                   + "(X11SelectionLimits.concurrentSends)")
                    return false
                }
                startSend(X11IncrementalSend(requestor: requestor, property: property, type: type, data: bytes,
                                             deadline: Date().addingTimeInterval(X11SelectionSettings.sendTimeout)))
            } else {
                X11Property.write(display, window: requestor, property: property, type: type, bytes: bytes)
            }
        }
        return true
    }

    /// MULTIPLE (ICCCM 2.6.2): the property holds (target, property) pairs; each is converted, and the pairs that
    /// failed get None as their property.
    private func answerMultiple(_ offer: X11SelectionOffer, requestor: Window, property: Atom) -> Bool {
        let reading = X11Property.read(display, window: requestor, property: property, delete: false, byteLimit: 0)
        guard case .value(let pairs) = reading, pairs.format == 32, !pairs.values.isEmpty,
              pairs.values.count.isMultiple(of: 2) else {
            let why = if case .tooLarge(let count) = reading {
                "\(count) atoms, over the limit of \(X11SelectionLimits.listedItems) (X11SelectionLimits.listedItems)"
            } else {
                "no list of (target, property) pairs"
            }
            ownerLog.error("MULTIPLE refused", "X11: refused a MULTIPLE request from window "
                           + "0x\(String(requestor, radix: 16)): \(why)")
            return false
        }
        var values = pairs.values
        for index in stride(from: 0, to: values.count, by: 2) {
            let target = Atom(values[index]), pairProperty = Atom(values[index + 1])
            if pairProperty == 0 || target == atoms.multiple
                || !put(target, from: offer, requestor: requestor, property: pairProperty) {
                values[index + 1] = 0
            }
        }
        X11Property.write(display, window: requestor, property: property, type: pairs.type, values: values)
        return true
    }

    // MARK: INCR

    /// Announces the transfer with an INCR property holding the size; chunks follow as the requestor deletes.
    private func startSend(_ send: X11IncrementalSend) {
        var send = send
        if let other = sends.first(where: { $0.requestor == send.requestor }) {
            send.previousEventMask = other.previousEventMask
        } else {
            var attributes = XWindowAttributes()
            if XGetWindowAttributes(display, send.requestor, &attributes) != 0 {
                send.previousEventMask = attributes.your_event_mask
            }
        }
        // Our own event mask on the requestor's window, added to: its property deletions and its destruction.
        XSelectInput(display, send.requestor, send.previousEventMask | PropertyChangeMask | StructureNotifyMask)
        X11Property.write(display, window: send.requestor, property: send.property, type: atoms.incr,
                          values: [UInt(send.data.count)])
        sends.append(send)
        scheduleExpiry()
    }

    /// The requestor deleted a property: the next chunk of the transfer using it, the empty end after the last.
    func continueSends(after event: XPropertyEvent) {
        guard event.state == PropertyDelete,
              let index = sends.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
        else { return }
        var send = sends[index]
        let end = min(send.offset + incrementalThreshold, send.data.count)
        let delivered = talkingTo(send.requestor, about: "an INCR transfer") {
            X11Property.write(display, window: send.requestor, property: send.property, type: send.type,
                              bytes: send.data.subdata(in: send.offset..<end))
        }
        guard delivered else { return }
        if end == send.offset {
            sends.remove(at: index)
            releaseIfDone(send)
        } else {
            send.offset = end
            send.deadline = Date().addingTimeInterval(X11SelectionSettings.sendTimeout)
            sends[index] = send
            scheduleExpiry()
        }
        XFlush(display)
    }

    /// Ends every transfer to `requestor`, with a log line each when there is a `reason`; its window's event mask
    /// is ours as before.
    func dropSends(to requestor: Window, reason: String?) {
        let dropped = sends.filter { $0.requestor == requestor }
        for send in dropped {
            guard let reason else { break }
            ownerLog.error("dropped: \(reason)", "X11: dropped an INCR transfer (\(send.offset) of \(send.data.count) "
                           + "bytes sent to window 0x\(String(requestor, radix: 16))): \(reason)")
        }
        sends.removeAll { $0.requestor == requestor }
        if let send = dropped.first { releaseIfDone(send) }
    }

    /// Puts our event mask on the requestor's window back once no transfer to it is left (quietly: it may be gone).
    func releaseIfDone(_ send: X11IncrementalSend) {
        guard !sends.contains(where: { $0.requestor == send.requestor }) else { return }
        X11ErrorTrap.quiet = true
        XSelectInput(display, send.requestor, send.previousEventMask)
        XSync(display, 0)
        X11ErrorTrap.quiet = false
    }

    /// Transfers whose requestor took no chunk in time end, so a dead or stuck requestor holds nothing.
    func expireSends() {
        let now = Date()
        for requestor in Set(sends.filter { $0.deadline <= now }.map(\.requestor)) {
            dropSends(to: requestor, reason: "the requestor took no chunk for \(X11SelectionSettings.sendTimeout) s")
        }
    }

    private func scheduleExpiry() {
        DispatchQueue.main.asyncAfter(deadline: .now() + X11SelectionSettings.sendTimeout + 0.05) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.connection.isClosed else { return }
                self.expireSends()
            }
        }
    }
}
