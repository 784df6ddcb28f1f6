import UIKitTestSupport
import Foundation
import CX11

/// Another application on the desktop for the clipboard tests: a plain Xlib client on its own thread (the
/// application under test blocks in its reads, so the peer must answer by itself), owning selections and reading
/// ours with ICCCM's protocol, INCR included; as an XDND source (messages sent by the test) or an XDND drop target
/// (`becomeDropTarget`). Every Xlib call on its connection happens on its thread.
final class SelectionPeer: @unchecked Sendable {
    /// How the peer answers requests for a selection it owns.
    enum Behaviour: Equatable {
        case answer, ignore, wrongFormat, stallIncrementally, vanishIncrementally
        /// INCR that never ends: at every deletion the whole offered value again as the next chunk.
        case floodIncrementally
        /// One byte of the value every `trickleInterval`, never the end: an INCR transfer that always progresses.
        case trickleIncrementally
        /// The whole value in one property however large (written in appended pieces: no one request carries
        /// 64 MB), as an owner that ignores INCR would.
        case answerAtOnce
        /// Random answers from this seed: None, silence, another property, garbage of any type and format, INCR
        /// with random chunks that may never end.
        case fuzz(seed: UInt64)
    }

    static let trickleInterval: TimeInterval = 0.5

    /// One read of another client's selection, filled in on the peer's thread.
    final class Read: @unchecked Sendable {
        private let lock = NSLock()
        private var outcome: (type: String, format: Int32, data: Data)??
        var isDone: Bool { lock.withLock { outcome != nil } }
        /// nil while under way or when refused; check `isDone` first.
        var result: (type: String, format: Int32, data: Data)? { lock.withLock { outcome ?? nil } }
        fileprivate func finish(_ value: (type: String, format: Int32, data: Data)?) { lock.withLock { outcome = value } }
    }

    static let chunk = 65_536
    private let display: OpaquePointer
    /// The peer's only window: owner of its selections, requestor of others'.
    let window: Window
    private let lock = NSLock()
    private var commands: [() -> Void] = []
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    // Peer-thread state.
    private var offers: [Atom: [Atom: (type: Atom, data: Data)]] = [:]
    private var behaviour: Behaviour = .answer
    private var sends: [(requestor: Window, property: Atom, type: Atom, data: Data, offset: Int)] = []
    private var reading: (read: Read, property: Atom, incremental: Data?, type: Atom, stall: Bool)?
    /// When set, the peer acts as a clipboard manager: it owns CLIPBOARD_MANAGER and saves CLIPBOARD on request.
    private var saveRequest: XSelectionRequestEvent?
    private var managing = false
    /// While set, the peer sends this many conversion requests for the selection at every turn of its loop.
    private var flood: (selection: Atom, count: Int)?
    /// A trickling transfer's next byte is due then.
    private var trickleDue: (index: Int, time: Date)?
    private var random = SplitMix64(seed: 0)
    /// Random bytes made once per fuzzing owner; answers are slices of it (making fresh ones costs more than the
    /// application's handling of them).
    private var noise: [UInt8] = []
    private var clientMessages: [(type: String, values: [UInt])] = []
    /// The peer as an XDND drop target (`becomeDropTarget`): its mapped window, how it answers, what arrived.
    private var dropWindow: Window = 0
    private var dropBehaviour = DropBehaviour()
    private var dropLog = DropLog()
    private var dropRead: (read: Read, source: Window, action: Atom)?

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw PeerError.cannotOpen(name) }
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        XSync(display, 0)
        let thread = Thread { [self] in run() }
        thread.start()
    }

    enum PeerError: Error { case cannotOpen(String) }

    /// Runs `body` on the peer's thread and waits for it.
    @discardableResult
    private func perform<T>(_ body: @escaping () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        lock.withLock { commands.append { result = body(); done.signal() } }
        done.wait()
        return result!
    }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
    private func name(_ atom: Atom) -> String {
        guard atom != 0, let text = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(text) }
        return String(cString: text)
    }

    /// Takes `selection` with `targets` (target name: (type name, bytes)), answering as `behaviour` says.
    func own(_ selection: String, _ targets: [String: (type: String, data: Data)], behaviour: Behaviour = .answer) {
        perform { [self] in
            let selectionAtom = atom(selection)
            offers[selectionAtom] = Dictionary(uniqueKeysWithValues: targets.map { (atom($0.key), (atom($0.value.type), $0.value.data)) })
            self.behaviour = behaviour
            if case .fuzz(let seed) = behaviour {
                random = SplitMix64(seed: seed)
                noise = (0..<(512 << 10)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            }
            XSetSelectionOwner(display, selectionAtom, window, Time(CurrentTime))
            XSync(display, 0)
        }
    }

    /// Takes `selection` with text offered as UTF8_STRING.
    func own(_ selection: String, text: String) {
        own(selection, ["UTF8_STRING": ("UTF8_STRING", Data(text.utf8))])
    }

    /// Starts converting `selection` to `target` into the peer's window; `stall` takes the INCR header and nothing
    /// more, as a requestor that died would.
    func read(_ selection: String, as target: String, stall: Bool = false) -> Read {
        let read = Read()
        perform { [self] in
            let property = atom("PEER_READ")
            reading = (read, property, nil, 0, stall)
            XConvertSelection(display, atom(selection), atom(target), property, window, Time(CurrentTime))
            XFlush(display)
        }
        return read
    }

    /// Writes (target, property) pairs for a MULTIPLE request, then reads like `read`; the result is the pair list.
    func readMultiple(_ selection: String, targets: [String]) -> (Read, () -> [String: Data?]) {
        let read = Read()
        nonisolated(unsafe) var properties: [(String, Atom)] = []
        perform { [self] in
            properties = targets.enumerated().map { ($0.element, atom("PEER_MULTIPLE_\($0.offset)")) }
            var pairs = properties.flatMap { [UInt(atom($0.0)), UInt($0.1)] }
            let property = atom("PEER_READ")
            _ = pairs.withUnsafeMutableBytes { raw in
                XChangeProperty(display, window, property, atom("ATOM_PAIR"), 32, PropModeReplace,
                                raw.bindMemory(to: UInt8.self).baseAddress, Int32(raw.count / 8))
            }
            reading = (read, property, nil, 0, false)
            XConvertSelection(display, atom(selection), atom("MULTIPLE"), property, window, Time(CurrentTime))
            XFlush(display)
        }
        let values: () -> [String: Data?] = { [self] in
            perform {
                Dictionary(uniqueKeysWithValues: properties.map { target, property in
                    (target, self.property(property, delete: true).map(\.data))
                })
            }
        }
        return (read, values)
    }

    /// Owns CLIPBOARD_MANAGER: on SAVE_TARGETS it converts CLIPBOARD to UTF8_STRING, takes CLIPBOARD with the
    /// text, then confirms, as a desktop's clipboard manager does.
    func becomeClipboardManager() {
        perform { [self] in
            managing = true
            XSetSelectionOwner(display, atom("CLIPBOARD_MANAGER"), window, Time(CurrentTime))
            XSync(display, 0)
        }
    }

    /// The peer's current text in `selection`, if it owns it (the clipboard manager's saved copy).
    func ownedText(_ selection: String) -> String? {
        perform { [self] in
            guard XGetSelectionOwner(display, atom(selection)) == window,
                  let value = offers[atom(selection)]?[atom("UTF8_STRING")] else { return nil }
            return String(decoding: value.data, as: UTF8.self)
        }
    }

    /// Floods the owner of `selection` with conversion requests (nil stops), as a hostile client might.
    func flood(_ selection: String?, requestsPerTurn: Int = 20) {
        perform { [self] in flood = selection.map { (atom($0), requestsPerTurn) } }
    }

    /// Writes `data` into `property` of another client's `window`, unasked, in appended pieces (a hostile client's
    /// way to put 64 MB there).
    func push(_ data: Data, into property: String, of window: Window) {
        perform { [self] in
            writeInPieces(data, type: atom("UTF8_STRING"), to: window, property: atom(property))
            XSync(display, 0)
        }
    }

    // MARK: XDND (the peer as a drag source: its window is the source window, XdndSelection its data)

    /// The value of atom `name` on the peer's connection (atoms are the server's, the same for every client).
    func atomValue(_ name: String) -> UInt { perform { [self] in UInt(atom(name)) } }

    /// Sends a format-32 client message from the peer to `window`.
    func sendClientMessage(_ type: String, _ values: [UInt], to window: Window) {
        perform { [self] in
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = atom(type)
            event.xclient.format = 32
            let v = values + Array(repeating: 0, count: max(0, 5 - values.count))
            event.xclient.data.l = (Int(bitPattern: v[0]), Int(bitPattern: v[1]), Int(bitPattern: v[2]),
                                    Int(bitPattern: v[3]), Int(bitPattern: v[4]))
            XSendEvent(display, window, 0, 0, &event)
            XSync(display, 0)
        }
    }

    /// Puts `values` (atoms or numbers) into a format-32 property of the peer's window (XdndTypeList).
    func setListProperty(_ property: String, type: String, _ values: [UInt]) {
        perform { [self] in
            var list = values
            _ = list.withUnsafeMutableBytes { raw in
                XChangeProperty(display, window, atom(property), atom(type), 32, PropModeReplace,
                                raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
            }
            XSync(display, 0)
        }
    }

    /// The client messages the peer's window received so far (XDND answers): type name and five values.
    func receivedClientMessages() -> [(type: String, values: [UInt])] { perform { [self] in clientMessages } }

    /// The format-32 property `property` of another client's window, as values (XdndAware).
    func listProperty(_ property: String, of window: Window) -> [UInt] {
        perform { [self] in
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(display, window, atom(property), 0, 64, 0, Atom(AnyPropertyType), &type, &format,
                                     &count, &after, &data) == Success, let data else { return [] }
            defer { XFree(data) }
            return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
        }
    }

    // MARK: XDND (the peer as a drop target: a mapped window with XdndAware that reads XdndSelection on a drop)

    /// How the peer's drop target answers a drag of the application.
    struct DropBehaviour: Sendable {
        /// The MIME type read on a drop (the first offered when nil).
        var wanted: String?
        /// Whether XdndStatus accepts (with XdndActionCopy, or the action the source asked for when `takesMove`).
        var accepts = true
        var takesMove = false
        /// A root rectangle (x, y, width, height) the status says not to send positions inside; nil asks for all.
        var quietZone: (Int, Int, Int, Int)?
        /// False: the target reads the data but never says XdndFinished.
        var finishes = true
    }

    /// What the peer's drop target saw of a drag.
    struct DropLog: Sendable {
        /// The XDND messages in order ("enter", "position", "leave", "drop").
        var messages: [String] = []
        /// The version and types of the last XdndEnter (types from XdndTypeList when it said there are more).
        var version: UInt = 0
        var types: [String] = []
        /// The root positions of the XdndPosition messages, and the action each asked for.
        var positions: [(x: Int, y: Int)] = []
        var actions: [String] = []
        /// What the drop read: the target's name and the bytes (nil when the source refused).
        var arrived: (type: String, data: Data)?
        var readRefused = false
    }

    /// Maps a window at `frame` (root pixels) that says XdndAware version `version`, and answers drags over it as
    /// `behaviour` says; returns the window.
    /// `viaProxy`: the window has no XdndAware of its own but an XdndProxy naming another (unmapped) window of the
    /// peer, which has both; messages then go to the proxy, naming the window.
    @discardableResult
    func becomeDropTarget(frame: (x: Int, y: Int, width: Int, height: Int), version: UInt = 5,
                          behaviour: DropBehaviour = DropBehaviour(), viaProxy: Bool = false) -> Window {
        perform { [self] in
            dropBehaviour = behaviour
            let root = XDefaultRootWindow(display)
            dropWindow = XCreateSimpleWindow(display, root, Int32(frame.x), Int32(frame.y), UInt32(frame.width),
                                             UInt32(frame.height), 0, 0, 0x00C0C0)
            var attributes = XSetWindowAttributes()
            attributes.override_redirect = 1
            XChangeWindowAttributes(display, dropWindow, UInt(CWOverrideRedirect), &attributes)
            func setList(_ window: Window, _ property: String, _ type: Atom, _ value: UInt) {
                var list = [value]
                _ = list.withUnsafeMutableBytes { raw in
                    XChangeProperty(display, window, atom(property), type, 32, PropModeReplace,
                                    raw.bindMemory(to: UInt8.self).baseAddress, 1)
                }
            }
            if viaProxy {
                let proxy = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
                setList(proxy, "XdndAware", XA_ATOM, version)
                setList(proxy, "XdndProxy", XA_WINDOW, UInt(proxy))
                setList(dropWindow, "XdndProxy", XA_WINDOW, UInt(proxy))
            } else {
                setList(dropWindow, "XdndAware", XA_ATOM, version)
            }
            XMapRaised(display, dropWindow)
            XSync(display, 0)
            return dropWindow
        }
    }

    /// Changes how the drop target answers from the next message on.
    func setDropBehaviour(_ behaviour: DropBehaviour) { perform { [self] in dropBehaviour = behaviour } }

    /// What the drop target saw so far.
    func dropTargetLog() -> DropLog { perform { [self] in dropLog } }

    private func handleXdnd(_ message: XClientMessageEvent) {
        guard message.window == dropWindow, dropWindow != 0 else { return }
        let l = message.data.l
        let values = [l.0, l.1, l.2, l.3, l.4].map { UInt(bitPattern: $0) }
        let source = Window(values[0])
        switch name(message.message_type) {
        case "XdndEnter":
            dropLog.messages.append("enter")
            dropLog.version = values[1] >> 24
            var types = values[2...4].filter { $0 != 0 }.map { Atom($0) }
            if values[1] & 1 != 0 {
                var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
                var data: UnsafeMutablePointer<UInt8>?
                if XGetWindowProperty(display, source, atom("XdndTypeList"), 0, 1024, 0, XA_ATOM, &type, &format,
                                      &count, &after, &data) == Success, let data {
                    types = data.withMemoryRebound(to: UInt.self, capacity: Int(count)) {
                        Array(UnsafeBufferPointer(start: $0, count: Int(count))).map { Atom($0) }
                    }
                    XFree(data)
                }
            }
            dropLog.types = types.map(name)
        case "XdndPosition":
            dropLog.messages.append("position")
            dropLog.positions.append((Int(values[2] >> 16), Int(values[2] & 0xFFFF)))
            dropLog.actions.append(name(Atom(values[4])))
            let behaviour = dropBehaviour
            let action = !behaviour.accepts ? 0 : behaviour.takesMove ? values[4] : UInt(atom("XdndActionCopy"))
            var flags: UInt = behaviour.accepts ? 1 : 0
            var rectangle: (UInt, UInt) = (0, 0)
            if let zone = behaviour.quietZone {
                rectangle = (UInt(zone.0) << 16 | UInt(zone.1), UInt(zone.2) << 16 | UInt(zone.3))
            } else {
                flags |= 2
            }
            sendXdnd("XdndStatus", [UInt(dropWindow), flags, rectangle.0, rectangle.1, action], to: source)
        case "XdndLeave":
            dropLog.messages.append("leave")
        case "XdndDrop":
            dropLog.messages.append("drop")
            let wanted = dropBehaviour.wanted ?? dropLog.types.first ?? "UTF8_STRING"
            let read = Read()
            let property = atom("PEER_DROP")
            reading = (read, property, nil, 0, false)
            let action = dropBehaviour.takesMove ? Atom(dropLog.actions.last.map(atom) ?? 0) : atom("XdndActionCopy")
            dropRead = (read, source, action)
            XConvertSelection(display, atom("XdndSelection"), atom(wanted), property, window, Time(values[2]))
            XFlush(display)
        default:
            break
        }
    }

    /// Once the drop's read is done: what arrived is logged and (unless told not to) XdndFinished goes back.
    private func finishDropIfRead() {
        guard let drop = dropRead, drop.read.isDone else { return }
        dropRead = nil
        if let result = drop.read.result {
            dropLog.arrived = (result.type, result.data)
        } else {
            dropLog.readRefused = true
        }
        guard dropBehaviour.finishes else { return }
        let taken = drop.read.result != nil
        sendXdnd("XdndFinished", [UInt(dropWindow), taken ? 1 : 0, taken ? UInt(drop.action) : 0], to: drop.source)
    }

    private func sendXdnd(_ type: String, _ values: [UInt], to target: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = target
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        let v = values + Array(repeating: 0, count: max(0, 5 - values.count))
        event.xclient.data.l = (Int(bitPattern: v[0]), Int(bitPattern: v[1]), Int(bitPattern: v[2]),
                                Int(bitPattern: v[3]), Int(bitPattern: v[4]))
        XSendEvent(display, target, 0, 0, &event)
        XFlush(display)
    }

    /// Ends the thread and closes the connection (its selections become ownerless).
    func close() {
        let wasRunning = lock.withLock { defer { running = false }; return running }
        if wasRunning { finished.wait() }
    }

    // MARK: The peer's thread

    private func run() {
        while lock.withLock({ running }) {
            let pending = lock.withLock { () -> [() -> Void] in defer { commands = [] }; return commands }
            pending.forEach { $0() }
            if let flood {
                for _ in 0..<flood.count {
                    XConvertSelection(display, flood.selection, atom("UTF8_STRING"), atom("PEER_FLOOD"), window,
                                      Time(CurrentTime))
                }
                XFlush(display)
            }
            if let due = trickleDue, Date() >= due.time, due.index < sends.count {
                trickleDue = nil
                let send = sends[due.index]
                write(send.data.prefix(1), type: send.type, to: send.requestor, property: send.property)
                XFlush(display)
            }
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(event)
            }
            finishDropIfRead()
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 2)
        }
        XCloseDisplay(display)
        finished.signal()
    }

    private func handle(_ event: XEvent) {
        switch event.type {
        case SelectionRequest: answer(event.xselectionrequest)
        case SelectionClear: offers[event.xselectionclear.selection] = nil
        case SelectionNotify where event.xselection.selection == atom("CLIPBOARD_MANAGER"):
            break
        case SelectionNotify: received(event.xselection)
        case PropertyNotify where event.xproperty.window == window: incrementalChunk(event.xproperty)
        case PropertyNotify: continueSend(event.xproperty)
        case ClientMessage:
            let l = event.xclient.data.l
            clientMessages.append((name(event.xclient.message_type), [l.0, l.1, l.2, l.3, l.4].map { UInt(bitPattern: $0) }))
            handleXdnd(event.xclient)
        default: break
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        if request.selection == atom("CLIPBOARD_MANAGER") && request.target == atom("SAVE_TARGETS") && managing {
            // Fetch the clipboard first; confirm once it is here (see `received`).
            saveRequest = request
            reading = (Read(), atom("PEER_SAVE"), nil, 0, false)
            XConvertSelection(display, atom("CLIPBOARD"), atom("UTF8_STRING"), atom("PEER_SAVE"), window, Time(CurrentTime))
            XFlush(display)
            return
        }
        guard behaviour != .ignore else { return }
        if case .fuzz = behaviour { return answerRandomly(request) }
        var reply = XEvent()
        reply.xselection = XSelectionEvent(type: SelectionNotify, serial: 0, send_event: 1, display: display,
                                           requestor: request.requestor, selection: request.selection,
                                           target: request.target, property: 0, time: request.time)
        if let offer = offers[request.selection] {
            if request.target == atom("TARGETS") {
                var list = [UInt(atom("TARGETS"))] + offer.keys.map { UInt($0) }
                _ = list.withUnsafeMutableBytes { raw in
                    XChangeProperty(display, request.requestor, request.property, atom("ATOM"), 32, PropModeReplace,
                                    raw.bindMemory(to: UInt8.self).baseAddress, Int32(raw.count / 8))
                }
                reply.xselection.property = request.property
            } else if let value = offer[request.target] {
                if behaviour == .wrongFormat {
                    var longs: [UInt] = [1, 2, 3]
                    _ = longs.withUnsafeMutableBytes { raw in
                        XChangeProperty(display, request.requestor, request.property, value.type, 32, PropModeReplace,
                                        raw.bindMemory(to: UInt8.self).baseAddress, 3)
                    }
                } else if behaviour == .answerAtOnce {
                    writeInPieces(value.data, type: value.type, to: request.requestor, property: request.property)
                } else if value.data.count > Self.chunk || behaviour != .answer {
                    XSelectInput(display, request.requestor, PropertyChangeMask)
                    var size = [UInt(value.data.count)]
                    _ = size.withUnsafeMutableBytes { raw in
                        XChangeProperty(display, request.requestor, request.property, atom("INCR"), 32, PropModeReplace,
                                        raw.bindMemory(to: UInt8.self).baseAddress, 1)
                    }
                    if [.answer, .floodIncrementally, .trickleIncrementally].contains(behaviour) {
                        sends.append((request.requestor, request.property, value.type, value.data, 0))
                    }
                } else {
                    write(value.data, type: value.type, to: request.requestor, property: request.property)
                }
                reply.xselection.property = request.property
            }
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    private func write(_ data: Data, type: Atom, to window: Window, property: Atom) {
        _ = data.withUnsafeBytes { raw in
            XChangeProperty(display, window, property, type, 8, PropModeReplace, raw.bindMemory(to: UInt8.self).baseAddress,
                            Int32(data.count))
        }
    }

    /// Large values go as one Replace and then Appends of at most 4 MB, under the server's request size.
    private func writeInPieces(_ data: Data, type: Atom, to window: Window, property: Atom) {
        let piece = 4 << 20
        var offset = data.startIndex
        repeat {
            let end = min(offset + piece, data.endIndex)
            _ = data[offset..<end].withUnsafeBytes { raw in
                XChangeProperty(display, window, property, type, 8,
                                offset == data.startIndex ? PropModeReplace : PropModeAppend,
                                raw.bindMemory(to: UInt8.self).baseAddress, Int32(end - offset))
            }
            offset = end
        } while offset < data.endIndex
    }

    private func continueSend(_ event: XPropertyEvent) {
        if behaviour == .vanishIncrementally && event.state == PropertyDelete {
            // The requestor took the INCR header: the peer dies before the first chunk.
            lock.withLock { running = false }
            return
        }
        guard event.state == PropertyDelete,
              let index = sends.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom }) else { return }
        let send = sends[index]
        switch behaviour {
        case .fuzz:
            continueRandomly(index)
            return
        case .floodIncrementally:
            write(send.data, type: send.type, to: send.requestor, property: send.property)
            XFlush(display)
            return
        case .trickleIncrementally:
            trickleDue = (index, Date().addingTimeInterval(Self.trickleInterval))
            return
        default: break
        }
        let end = min(send.offset + Self.chunk, send.data.count)
        write(send.data.subdata(in: send.offset..<end), type: send.type, to: send.requestor, property: send.property)
        if end == send.offset { sends.remove(at: index) } else { sends[index].offset = end }
        XFlush(display)
    }

    // MARK: Fuzzing

    /// `count` (at most 512 KiB) random bytes.
    private func randomBytes(_ count: Int) -> [UInt8] {
        let start = Int(random.next() % UInt64(noise.count - count + 1))
        return Array(noise[start..<start + count])
    }

    private func randomType() -> Atom {
        let types = ["UTF8_STRING", "STRING", "INCR", "ATOM", "INTEGER", "text/plain"].map(atom)
        return random.next() % 4 == 0 ? Atom(random.next() % 400) : types[Int(random.next() % UInt64(types.count))]
    }

    /// Writes `bytes` as items of `format` (format 32 takes them as C longs, as Xlib does).
    private func writeRaw(_ bytes: [UInt8], type: Atom, format: Int32, to window: Window, property: Atom) {
        let size = format == 32 ? MemoryLayout<Int>.size : Int(format / 8)
        var padded = bytes + [UInt8](repeating: 0, count: (size - bytes.count % size) % size)
        _ = padded.withUnsafeMutableBufferPointer { buffer in
            XChangeProperty(display, window, property, type, format, PropModeReplace, buffer.baseAddress,
                            Int32(buffer.count / size))
        }
    }

    private func answerRandomly(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection = XSelectionEvent(type: SelectionNotify, serial: 0, send_event: 1, display: display,
                                           requestor: request.requestor, selection: request.selection,
                                           target: request.target, property: request.property, time: request.time)
        let formats: [Int32] = [8, 16, 32]
        switch random.next() % 8 {
        case 0: reply.xselection.property = 0
        case 1: return   // silence
        case 2: reply.xselection.property = atom("PEER_FUZZ_ELSEWHERE")
        case 3, 4:
            writeRaw(randomBytes(Int(random.next() % 4_096)), type: randomType(),
                     format: formats[Int(random.next() % 3)], to: request.requestor, property: request.property)
        case 5, 6:
            XSelectInput(display, request.requestor, PropertyChangeMask)
            let sizes: [UInt64] = [0, 1, random.next() % 100_000, UInt64(UInt32.max), random.next()]
            let size = withUnsafeBytes(of: sizes[Int(random.next() % 5)]) { Array($0) }
            writeRaw(size, type: atom("INCR"), format: random.next() % 5 == 0 ? 8 : 32, to: request.requestor,
                     property: request.property)
            sends.append((request.requestor, request.property, atom("UTF8_STRING"), Data(), 0))
        default:
            writeRaw(randomBytes(200_000 + Int(random.next() % 200_000)), type: atom("UTF8_STRING"), format: 8,
                     to: request.requestor, property: request.property)
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    /// The next chunk of a random INCR answer: random bytes, types and formats, the end, or nothing ever again.
    private func continueRandomly(_ index: Int) {
        let send = sends[index]
        switch random.next() % 10 {
        case 0, 1:
            writeRaw([], type: send.type, format: 8, to: send.requestor, property: send.property)
            sends.remove(at: index)
        case 2:
            sends.remove(at: index)
        default:
            writeRaw(randomBytes(Int(random.next() % 70_000)), type: random.next() % 3 == 0 ? randomType() : send.type,
                     format: random.next() % 6 == 0 ? 32 : 8, to: send.requestor, property: send.property)
        }
        XFlush(display)
    }

    private func property(_ property: Atom, delete: Bool) -> (type: Atom, format: Int32, data: Data)? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, property, 0, 0x1000000, delete ? 1 : 0, 0, &type, &format, &count,
                                 &after, &data) == Success, type != 0 else { return nil }
        defer { if let data { XFree(data) } }
        let size = format == 32 ? Int(count) * MemoryLayout<UInt>.size : Int(count) * Int(format / 8)
        return (type, format, data.map { Data(bytes: $0, count: size) } ?? Data())
    }

    private func received(_ event: XSelectionEvent) {
        guard let current = reading else { return }
        guard event.property != 0, let value = property(current.property, delete: true) else {
            reading = nil
            current.read.finish(nil)
            return
        }
        if value.type == atom("INCR") {
            if current.stall { return }   // never deletes again: the owner waits in vain
            reading?.incremental = Data()
            return
        }
        reading = nil
        finishRead(current.read, type: value.type, format: value.format, data: value.data)
    }

    private func incrementalChunk(_ event: XPropertyEvent) {
        guard event.state == PropertyNewValue, let current = reading, current.incremental != nil,
              event.atom == current.property, let chunk = property(current.property, delete: true) else { return }
        if chunk.data.isEmpty {
            reading = nil
            finishRead(current.read, type: chunk.type, format: chunk.format, data: current.incremental ?? Data())
        } else {
            reading?.incremental?.append(chunk.data)
            reading?.type = chunk.type
        }
    }

    private func finishRead(_ read: Read, type: Atom, format: Int32, data: Data) {
        read.finish((name(type), format, data))
        guard let request = saveRequest else { return }
        // The clipboard manager's copy: own CLIPBOARD with it, then confirm SAVE_TARGETS.
        saveRequest = nil
        offers[atom("CLIPBOARD")] = [atom("UTF8_STRING"): (atom("UTF8_STRING"), data)]
        behaviour = .answer
        XSetSelectionOwner(display, atom("CLIPBOARD"), window, Time(CurrentTime))
        var reply = XEvent()
        reply.xselection = XSelectionEvent(type: SelectionNotify, serial: 0, send_event: 1, display: display,
                                           requestor: request.requestor, selection: request.selection,
                                           target: request.target, property: request.property, time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }
}
