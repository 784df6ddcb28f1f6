import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport
import CX11

/// The application's X11 window server on a private Xvfb as UIKit's window server (so `UIPasteboard.general` is the
/// X CLIPBOARD), a `SelectionPeer` as another application, and short selection timeouts.
@MainActor final class ClipboardTestBed {
    let server: XServer
    let x11: X11WindowServer
    let peer: SelectionPeer
    private let savedServer: (any WindowServer)?
    private let savedTimeouts = (X11SelectionSettings.replyTimeout, X11SelectionSettings.sendTimeout,
                                 X11SelectionLimits.pasteDuration, X11SelectionSettings.clipboardManagerTimeout)
    private let savedLog = UIKitLog.sink
    nonisolated(unsafe) private(set) var log: [String] = []

    init(server existing: XServer? = nil) throws {
        if UIApplication.windowServer == nil {
            try UIApplication.shared.launch(windowServer: HeadlessWindowServer(), delegate: InputTestAppDelegate())
        }
        server = try existing ?? XServer()
        x11 = try X11WindowServer(displayName: server.display)
        try x11.start { _ in }
        peer = try SelectionPeer(display: server.display)
        savedServer = UIApplication.windowServer
        UIApplication.windowServer = x11
        X11SelectionSettings.replyTimeout = 0.3
        X11SelectionSettings.sendTimeout = 0.3
        X11SelectionLimits.pasteDuration = 2
        X11SelectionSettings.clipboardManagerTimeout = 1
        UIKitLog.sink = { [unowned self] line in log.append(line) }
    }

    var clipboard: X11Clipboard { x11.clipboard }

    /// Handles what the server sent the application so far, as a turn of the run loop (which also gives reads of
    /// other clients' selections their whole paste time again).
    func pump() {
        x11.handlePendingEvents()
        clipboard.endPaste()
    }

    /// Pumps the application until `condition` holds (the peer works on its own thread); false after 5 s.
    @discardableResult
    func pump(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        repeat {
            pump()
            if condition() { return true }
            usleep(2_000)
        } while Date() < deadline
        return false
    }

    /// The peer's read of one of our selections, with the application answering meanwhile.
    func peerRead(_ selection: String = "CLIPBOARD", as target: String) -> (type: String, format: Int32, data: Data)? {
        let read = peer.read(selection, as: target)
        pump { read.isDone }
        return read.result
    }

    func close() {
        UIKitLog.sink = savedLog
        UIApplication.windowServer = savedServer
        (X11SelectionSettings.replyTimeout, X11SelectionSettings.sendTimeout, X11SelectionLimits.pasteDuration,
         X11SelectionSettings.clipboardManagerTimeout) = savedTimeouts
        peer.close()
        x11.shutDown()
        server.stop()
    }
}

/// The desktop clipboard on X11 (issue 9's clipboard part): ICCCM selections both ways between the application and
/// another X client, INCR for large data, bounded waits on peers that misbehave, and XFixes change tracking.
@MainActor @Suite(.serialized) struct ClipboardXvfbTests {
    @Test func whatTheApplicationCopiesIsReadByAnotherClientAsUTF8StringLatin1StringAndTargets() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = "héllo ✓"
        let window = bed.clipboard.window
        #expect(XGetSelectionOwner(bed.x11.connection.display, bed.clipboard.atoms.clipboard) == window)

        let utf8 = try #require(bed.peerRead(as: "UTF8_STRING"))
        #expect(utf8.type == "UTF8_STRING" && utf8.format == 8 && utf8.data == Data("héllo ✓".utf8))
        let latin1 = try #require(bed.peerRead(as: "STRING"))
        #expect(latin1.type == "STRING" && latin1.data == Data([0x68, 0xE9, 0x6C, 0x6C, 0x6F, 0x20, 0x3F]),
                "Latin-1, with ? for what does not fit")
        let text = try #require(bed.peerRead(as: "TEXT"))
        #expect(text.type == "UTF8_STRING", "TEXT with a character outside Latin-1 comes as UTF8_STRING")
        let plain = try #require(bed.peerRead(as: "text/plain;charset=utf-8"))
        #expect(plain.data == Data("héllo ✓".utf8))

        let targets = try #require(bed.peerRead(as: "TARGETS"))
        #expect(targets.type == "ATOM" && targets.format == 32)
        let names = targets.data.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
            .compactMap { bed.x11.connection.atomName(Atom($0)) }
        for expected in ["TARGETS", "TIMESTAMP", "MULTIPLE", "UTF8_STRING", "STRING", "TEXT", "text/plain;charset=utf-8",
                         "text/plain"] {
            #expect(names.contains(expected), "TARGETS lists \(expected): \(names)")
        }
        let timestamp = try #require(bed.peerRead(as: "TIMESTAMP"))
        #expect(timestamp.type == "INTEGER" && timestamp.data.withUnsafeBytes { $0.load(as: UInt.self) } != 0,
                "a real server time, not CurrentTime")
        #expect(bed.peerRead(as: "image/png") == nil, "an unknown target is refused with property None")

        let (read, values) = bed.peer.readMultiple("CLIPBOARD", targets: ["UTF8_STRING", "image/png", "STRING"])
        bed.pump { read.isDone }
        #expect(read.result?.type == "ATOM_PAIR")
        let answered = values()
        #expect(answered["UTF8_STRING"] == .some(Data("héllo ✓".utf8)) && answered["image/png"] == .some(nil))
        #expect(answered["STRING"]??.count == 7)
    }

    @Test func theApplicationReadsAnotherClientsCopyAndItsChangeCountMovesWithANotification() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = "ours"
        let before = UIPasteboard.general.changeCount
        var notifications = 0
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification,
                                                              object: UIPasteboard.general, queue: nil) { _ in
            MainActor.assumeIsolated { notifications += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        bed.peer.own("CLIPBOARD", text: "from the peer ✓")
        #expect(bed.pump { UIPasteboard.general.changeCount > before })
        #expect(UIPasteboard.general.changeCount == before + 1, "SelectionClear and XFixes count one change")
        #expect(notifications == 1)
        #expect(bed.clipboard.ownItems(in: .clipboard) == nil)
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.string == "from the peer ✓")

        // An owner that speaks only ICCCM's Latin-1 STRING.
        bed.peer.own("CLIPBOARD", ["STRING": ("STRING", Data([0x63, 0x61, 0x66, 0xE9]))])
        #expect(UIPasteboard.general.string == "café")
        #expect(bed.log.contains { $0.contains("refused") } == false, "UTF8_STRING refused, then STRING: no failure")

        // The owner's connection closes: the clipboard is empty, and that is a change too.
        bed.pump()
        let counted = UIPasteboard.general.changeCount
        bed.peer.close()
        #expect(bed.pump { UIPasteboard.general.changeCount == counted + 1 })
        #expect(UIPasteboard.general.string == nil && !UIPasteboard.general.hasStrings)
    }

    @Test func aMegabyteTravelsBothWaysThroughINCR() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        let megabyte = String((0..<1_048_576).map { index in Character(Unicode.Scalar(UInt8(97 + index % 26))) })
        #expect(megabyte.utf8.count > bed.clipboard.incrementalThreshold * 4)
        UIPasteboard.general.string = megabyte
        // The application already watches the requestor's window for something (as it watches the XSETTINGS owner).
        let display = bed.x11.connection.display
        let requestor = bed.peer.window
        XSelectInput(display, requestor, EnterWindowMask)
        let read = try #require(bed.peerRead(as: "UTF8_STRING"))
        #expect(read.data.count == 1_048_576 && read.data == Data(megabyte.utf8), "the peer got it all in INCR chunks")
        #expect(bed.clipboard.sends.isEmpty, "the finished transfer is forgotten")
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, requestor, &attributes)
        #expect(attributes.your_event_mask == EnterWindowMask, "our event mask on the requestor's window is as before")

        let theirs = String(megabyte.reversed())
        bed.peer.own("CLIPBOARD", text: theirs)
        bed.pump { bed.clipboard.ownItems(in: .clipboard) == nil }
        #expect(UIPasteboard.general.string == theirs)
    }

    @Test func ownersThatNeverAnswerAnswerWronglyStopOrVanishMidINCRGiveNilAndOneLogLine() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        bed.peer.own("CLIPBOARD", ["UTF8_STRING": ("UTF8_STRING", Data("silent".utf8))], behaviour: .ignore)
        bed.pump()
        #expect(UIPasteboard.general.string == nil)
        #expect(bed.log.count == 1 && bed.log[0].contains("no answer within 0.3 s"), "\(bed.log)")

        bed.peer.own("CLIPBOARD", ["UTF8_STRING": ("UTF8_STRING", Data("bad".utf8))], behaviour: .wrongFormat)
        #expect(UIPasteboard.general.string == nil)
        #expect(bed.log.count == 2 && bed.log[1].contains("format 32"), "\(bed.log)")

        bed.peer.own("CLIPBOARD", ["UTF8_STRING": ("UTF8_STRING", Data("stalled".utf8))], behaviour: .stallIncrementally)
        #expect(UIPasteboard.general.string == nil)
        #expect(bed.log.count == 3 && bed.log[2].contains("INCR transfer stopped"), "\(bed.log)")

        bed.peer.own("CLIPBOARD", ["UTF8_STRING": ("UTF8_STRING", Data("gone".utf8))], behaviour: .vanishIncrementally)
        #expect(UIPasteboard.general.string == nil)
        #expect(bed.log.count == 4 && bed.log[3].contains("the owner went away"), "\(bed.log)")

        // The application still works: its own copy reads back without any round trip.
        UIPasteboard.general.string = "fine"
        #expect(UIPasteboard.general.string == "fine")
    }

    @Test func aFloodOfRequestsToUsCannotStretchAReadPastItsTimeout() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = "ours"
        bed.peer.own("PRIMARY", ["UTF8_STRING": ("UTF8_STRING", Data("silent".utf8))], behaviour: .ignore)
        bed.peer.flood("CLIPBOARD")
        defer { bed.peer.flood(nil) }
        usleep(20_000)
        // The read answers the flood while it waits, and still gives up at its deadline.
        #expect(UIPasteboard.primarySelection.string == nil)
        #expect(bed.log.contains { $0.contains("no answer within 0.3 s") }, "\(bed.log)")
    }

    @Test func aRequestorThatStopsTakingINCRChunksIsDroppedAfterTheSendTimeout() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = String(repeating: "x", count: 300_000)
        let read = bed.peer.read("CLIPBOARD", as: "UTF8_STRING", stall: true)
        #expect(bed.pump { bed.clipboard.sends.first.map { $0.offset > 0 } ?? false }, "the first chunk went")
        usleep(400_000)
        bed.pump()
        // What the expiry scheduled on the main queue does (it cannot run inside this test's main-queue job).
        bed.clipboard.expireSends()
        #expect(bed.clipboard.sends.isEmpty, "nothing leaks")
        #expect(bed.log.contains { $0.contains("dropped an INCR transfer") && $0.contains("took no chunk") }, "\(bed.log)")
        #expect(!read.isDone)
    }

    @Test func aRequestorWhoseWindowGoesAwayMidINCRIsDroppedAtOnce() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = String(repeating: "y", count: 300_000)
        _ = bed.peer.read("CLIPBOARD", as: "UTF8_STRING", stall: true)
        #expect(bed.pump { bed.clipboard.sends.first.map { $0.offset > 0 } ?? false })
        bed.peer.close()   // its window is destroyed with its connection
        #expect(bed.pump { bed.clipboard.sends.isEmpty })
        #expect(bed.log.contains { $0.contains("dropped an INCR transfer") && $0.contains("destroyed") }, "\(bed.log)")
        #expect(UIPasteboard.general.string?.count == 300_000)
    }

    @Test func aRequestorGoneBeforeTheAnswerIsOneLogLineNotOneXErrorPerRequest() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = "too late"
        let errors = X11ErrorTrap.errorCount
        _ = bed.peer.read("CLIPBOARD", as: "UTF8_STRING")
        bed.peer.close()   // the request is on its way; the requestor's window goes before our answer
        bed.pump()
        bed.pump()
        #expect(X11ErrorTrap.errorCount > errors && X11ErrorTrap.lastError?.code == UInt8(BadWindow),
                "answering a destroyed window is a BadWindow caught by the error trap, nothing worse")
        #expect(bed.log.count == 1 && bed.log[0].contains("went away before the answer"), "one line: \(bed.log)")
        #expect(UIPasteboard.general.string == "too late")
    }

    @Test func imagesTravelAsPNGAndURLsAsAURIList() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        }
        UIPasteboard.general.image = image
        let png = try #require(bed.peerRead(as: "image/png"))
        #expect(png.type == "image/png" && png.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(bed.peerRead(as: "UTF8_STRING") == nil, "an image is no text")

        bed.peer.own("CLIPBOARD", ["image/png": ("image/png", png.data), "text/uri-list":
                                   ("text/uri-list", Data("# a comment\r\nhttps://example.org/x\r\n".utf8))])
        #expect(UIPasteboard.general.hasImages && UIPasteboard.general.hasURLs && !UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.image?.size == CGSize(width: 5, height: 4))
        #expect(UIPasteboard.general.url == URL(string: "https://example.org/x"))
    }

    @Test func primaryIsItsOwnSelection() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        UIPasteboard.general.string = "clipboard"
        UIPasteboard.primarySelection.string = "selected words"
        #expect(bed.peerRead("PRIMARY", as: "UTF8_STRING")?.data == Data("selected words".utf8))
        #expect(bed.peerRead("CLIPBOARD", as: "UTF8_STRING")?.data == Data("clipboard".utf8))
        bed.peer.own("PRIMARY", text: "their selection")
        #expect(UIPasteboard.primarySelection.string == "their selection")
        #expect(UIPasteboard.general.string == "clipboard")
    }

    @Test func atExitAClipboardManagerTakesOverTheClipboardThroughSaveTargets() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        bed.peer.becomeClipboardManager()
        UIPasteboard.general.string = "outlives the application"
        bed.clipboard.shutDown()
        #expect(bed.log.isEmpty, "the manager confirmed in time: \(bed.log)")
        #expect(bed.peer.ownedText("CLIPBOARD") == "outlives the application")
    }

    @Test func afterTheConnectionClosedTheClipboardLivesOnInMemoryWithoutXRequests() throws {
        let bed = try ClipboardTestBed()
        defer { bed.close() }
        bed.peer.own("CLIPBOARD", text: "theirs")
        bed.x11.shutDown()
        #expect(UIPasteboard.general.string == nil, "nobody to ask")
        UIPasteboard.general.string = "kept"
        #expect(UIPasteboard.general.string == "kept" && UIPasteboard.general.hasStrings)
        #expect(bed.log.isEmpty, "\(bed.log)")
    }

    /// A clicked (editing) text field holding `text`, in an input app on the X server the bed's peer uses, whose
    /// clipboard and primary selection are the application's pasteboards meanwhile.
    func withClickedField(_ text: String, _ body: (InputTestApp, ClipboardTestBed, UITextField) throws -> Void) throws {
        let app = try InputTestApp()
        defer { app.close() }
        let bed = try ClipboardTestBed(server: app.server)
        defer { bed.close() }
        UIApplication.windowServer = app.x11
        let field = UITextField(frame: CGRect(x: 40, y: 40, width: 320, height: 40))
        field.font = UIFont.systemFont(ofSize: 20)
        field.text = text
        defer { field.resignFirstResponder() }
        app.addAndClick(field, at: 200, 60)
        #expect(field.isEditing)
        try body(app, bed, field)
    }

    @Test func controlCInATextFieldReachesAnotherClient() throws {
        try withClickedField("copy me") { app, bed, _ in
            app.input.key(0xFFE3, press: true)   // Control_L
            app.input.key(0x61, press: true)     // a: select all
            app.input.key(0x61, press: false)
            app.input.key(0x63, press: true)     // c: copy
            app.pump()
            #expect(app.x11.clipboard.owned[.clipboard]?.time == app.x11.input.translator.lastEventTime,
                    "ICCCM 2.1: owned as of the key press's time, not CurrentTime")
            app.input.key(0x63, press: false)
            app.input.key(0xFFE3, press: false)
            app.pump()
            let read = bed.peer.read("CLIPBOARD", as: "UTF8_STRING")
            app.pump { read.isDone }
            #expect(read.result?.data == Data("copy me".utf8))
        }
    }

    @Test func aDoubleClickedWordIsAnotherClientsPrimaryAndAMiddleClickPastesTheirs() throws {
        try withClickedField("select me") { app, bed, field in
            let word = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
            let wordX = Int(40 + word.midX), middleY = 60
            app.input.click(at: wordX, middleY)
            app.input.click(at: wordX, middleY)
            app.pump()
            #expect(field.selectedTextRange.map { field.text(in: $0) } == "select")
            let read = bed.peer.read("PRIMARY", as: "UTF8_STRING")
            app.pump { read.isDone }
            #expect(read.result?.data == Data("select".utf8), "the X client reads our word")
            bed.peer.own("PRIMARY", text: "their ")
            app.pump()
            app.input.click(at: wordX, middleY, button: 2)
            app.pump()
            #expect(field.text == "setheir lect me", "their selection went in where the middle button came down")
        }
    }
}
