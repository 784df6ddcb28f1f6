import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport
import Foundation
import CX11
import QuartzCore

/// A drop target that loads what is dropped on it: URLs, else images, else text.
@MainActor final class XdndDropLog: UIDropInteractionDelegate {
    var calls: [String] = []
    var strings: [String] = []
    var urls: [URL] = []
    var images: [UIImage] = []
    var operation = UIDropOperation.copy
    var hadLocalSession: Bool?

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        calls.append("enter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if calls.last != "update" { calls.append("update") }
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        calls.append("exit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        calls.append("perform")
        hadLocalSession = session.localDragSession != nil
        if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { self.urls = $0 }
        } else if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { self.images = $0 }
        } else {
            session.loadObjects(ofClass: String.self) { self.strings = $0 }
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        calls.append("end")
    }
}

/// UIKit's log lines while it lives; the previous sink is put back by `restore()`.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [String] = []
    private let saved = UIKitLog.sink
    var lines: [String] { lock.withLock { captured } }

    init() { UIKitLog.sink = { [self] line in lock.withLock { captured.append(line) } } }

    func restore() { UIKitLog.sink = saved }
}

/// XDND version 5 with the application as the drop target: another X client (the selection peer, as drag source)
/// drags text and file URLs in through XdndEnter/Position/Drop and XdndSelection, and gets XdndStatus and
/// XdndFinished back; sources that die, lie or flood do not hurt the application.
@MainActor @Suite(.serialized) struct XdndXvfbTests {
    func makeBed() throws -> (InputTestApp, SelectionPeer, UIView, UITextField, XdndDropLog) {
        let app = try InputTestApp()
        let peer = try SelectionPeer(display: app.server.display)
        let target = UIView(frame: CGRect(x: 200, y: 20, width: 150, height: 150))
        let log = XdndDropLog()
        target.addInteraction(UIDropInteraction(delegate: log))
        app.window.addSubview(target)
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 160, height: 30))
        app.window.addSubview(field)
        app.pump()
        return (app, peer, target, field, log)
    }

    /// The root position of a window point (the window sits at the root's origin: no window manager).
    func packed(_ x: Int, _ y: Int) -> UInt { UInt(x) << 16 | UInt(y) }

    /// Sends Enter (with up to three types in the message, more through XdndTypeList) and a first Position.
    func enter(_ peer: SelectionPeer, _ window: Window, types: [String], at point: (Int, Int), move: Bool = false) {
        let atoms = types.map(peer.atomValue)
        let more: UInt = atoms.count > 3 ? 1 : 0
        if more == 1 { peer.setListProperty("XdndTypeList", type: "ATOM", atoms) }
        let inline = Array(atoms.prefix(3)) + Array(repeating: 0, count: max(0, 3 - atoms.count))
        peer.sendClientMessage("XdndEnter", [UInt(peer.window), 5 << 24 | more] + inline, to: window)
        position(peer, window, at: point, move: move)
    }

    func position(_ peer: SelectionPeer, _ window: Window, at point: (Int, Int), move: Bool = false) {
        peer.sendClientMessage("XdndPosition", [UInt(peer.window), 0, packed(point.0, point.1), 0,
                                                peer.atomValue(move ? "XdndActionMove" : "XdndActionCopy")], to: window)
    }

    func messages(_ peer: SelectionPeer, _ type: String) -> [[UInt]] {
        peer.receivedClientMessages().filter { $0.type == type }.map(\.values)
    }

    /// Pumps the application, letting the main queue run the drop's loads between turns and committing each turn
    /// (as the run loop does) so that the drag's animations run and end: for 5 seconds and at least 400 turns, since
    /// other suites' tests may hold the main actor for long stretches between two turns.
    func pump(_ app: InputTestApp, until condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(5)
        var turns = 0
        repeat {
            app.pump()
            CATransaction.flush()
            if condition() { return true }
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.005) { continuation.resume() }
            }
            turns += 1
        } while Date() < deadline || turns < 400
        return false
    }

    @Test func everyWindowIsXdndAwareVersion5() throws {
        let (app, peer, _, _, _) = try makeBed()
        defer { peer.close(); app.close() }
        #expect(peer.listProperty("XdndAware", of: app.host.window) == [5])
    }

    @Test func textDraggedFromAnotherClientIsAcceptedAndLandsInATextField() async throws {
        let (app, peer, _, field, _) = try makeBed()
        defer { peer.close(); app.close() }
        let window = app.host.window
        peer.own("XdndSelection", ["UTF8_STRING": ("UTF8_STRING", Data("dropped ✓".utf8))])
        enter(peer, window, types: ["UTF8_STRING", "text/plain;charset=utf-8"], at: (60, 215))
        #expect(await pump(app) { !messages(peer, "XdndStatus").isEmpty })
        let status = try #require(messages(peer, "XdndStatus").last)
        #expect(status[0] == UInt(window) && status[1] & 1 == 1, "accepted")
        #expect(status[4] == peer.atomValue("XdndActionCopy"))
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        #expect(await pump(app) { !messages(peer, "XdndFinished").isEmpty })
        let finished = try #require(messages(peer, "XdndFinished").last)
        #expect(finished[0] == UInt(window) && finished[1] & 1 == 1 && finished[2] == peer.atomValue("XdndActionCopy"))
        #expect(await pump(app) { field.text == "dropped ✓" })
    }

    @Test func fileURLsDraggedInAreOneItemEachAndAnEmptyPlaceRefuses() async throws {
        let (app, peer, _, _, log) = try makeBed()
        defer { peer.close(); app.close() }
        let window = app.host.window
        let list = "file:///tmp/a%20b.txt\r\n# a comment\r\nfile:///home/user/c.png\r\n"
        peer.own("XdndSelection", ["text/uri-list": ("text/uri-list", Data(list.utf8))])
        enter(peer, window, types: ["text/uri-list"], at: (390, 290))
        #expect(await pump(app) { !messages(peer, "XdndStatus").isEmpty })
        #expect(messages(peer, "XdndStatus").last?[1] == 0, "no target there: refused")
        position(peer, window, at: (250, 60))
        #expect(await pump(app) { messages(peer, "XdndStatus").count >= 2 })
        #expect(messages(peer, "XdndStatus").last?[1] == 1)
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        #expect(await pump(app) { log.urls.count == 2 })
        #expect(log.urls == [URL(fileURLWithPath: "/tmp/a b.txt"), URL(fileURLWithPath: "/home/user/c.png")])
        // The drop's preview lands first (0.3 s); the session ends and the source hears the end after it.
        #expect(await pump(app) { !messages(peer, "XdndFinished").isEmpty })
        #expect(log.calls == ["enter", "update", "perform", "end"])
        #expect(log.hadLocalSession == false, "a drag from another application has no local drag session")
        #expect(messages(peer, "XdndFinished").last?[1] == 1)
    }

    @Test func aPNGDraggedInThroughTheSelectionLoadsAsAnImage() async throws {
        let (app, peer, _, _, log) = try makeBed()
        defer { peer.close(); app.close() }
        let window = app.host.window
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 5), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 7, height: 5))
        }
        let png = try #require(picture.pngData())
        peer.own("XdndSelection", ["image/png": ("image/png", png)])
        enter(peer, window, types: ["image/png"], at: (250, 60))
        #expect(await pump(app) { !messages(peer, "XdndStatus").isEmpty })
        #expect(messages(peer, "XdndStatus").last?[1] == 1, "the drop interaction takes the picture")
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        #expect(await pump(app) { log.images.count == 1 })
        let image = try #require(log.images.first)
        #expect(image.size == CGSize(width: 7, height: 5) && image.pngData() == png, "the bytes arrived whole")
        #expect(log.urls.isEmpty && log.strings.isEmpty)
        #expect(await pump(app) { !messages(peer, "XdndFinished").isEmpty }, "once the drop's preview landed")
        #expect(messages(peer, "XdndFinished").last?[1] == 1)
    }

    @Test func aFileDraggedInIsAlsoTheFileItself() async throws {
        let (app, peer, target, _, _) = try makeBed()
        defer { peer.close(); app.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("XdndFile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dropped notes.txt")
        try Data("the file's own words".utf8).write(to: file)
        let files = FileDropLog()
        target.interactions.forEach(target.removeInteraction)
        target.addInteraction(UIDropInteraction(delegate: files))
        peer.own("XdndSelection", ["text/uri-list": ("text/uri-list", PasteboardType.uriList([file]))])
        enter(peer, app.host.window, types: ["text/uri-list"], at: (250, 60))
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: app.host.window)
        #expect(await pump(app) { files.contents != nil })
        #expect(files.contents == "the file's own words" && files.name == "dropped notes.txt")
    }

    @Test func aLeaveEndsTheDragAndAForbiddenTargetRefuses() async throws {
        let (app, peer, _, _, log) = try makeBed()
        defer { peer.close(); app.close() }
        let window = app.host.window
        log.operation = .forbidden
        peer.own("XdndSelection", ["UTF8_STRING": ("UTF8_STRING", Data("x".utf8))])
        enter(peer, window, types: ["UTF8_STRING"], at: (250, 60))
        #expect(await pump(app) { !messages(peer, "XdndStatus").isEmpty })
        #expect(messages(peer, "XdndStatus").last?[1] == 0)
        peer.sendClientMessage("XdndLeave", [UInt(peer.window)], to: window)
        #expect(await pump(app) { log.calls.last == "end" })
        #expect(log.calls == ["enter", "update", "exit", "end"])
    }

    @Test func aSourceThatDiesMidDragEndsItAndTheNextDragWorks() async throws {
        let (app, dying, _, field, log) = try makeBed()
        defer { app.close() }
        let capture = LogCapture()
        defer { capture.restore() }
        let window = app.host.window
        dying.own("XdndSelection", ["UTF8_STRING": ("UTF8_STRING", Data("lost".utf8))])
        enter(dying, window, types: ["UTF8_STRING"], at: (250, 60))
        #expect(await pump(app) { log.calls.contains("update") })
        dying.close()
        #expect(await pump(app) { log.calls.last == "end" }, "the destroyed source window ends the drag")
        #expect(capture.lines.filter { $0.contains("went away mid-drag") }.count == 1)
        let peer = try SelectionPeer(display: app.server.display)
        defer { peer.close() }
        peer.own("XdndSelection", ["UTF8_STRING": ("UTF8_STRING", Data("alive".utf8))])
        enter(peer, window, types: ["UTF8_STRING"], at: (60, 215))
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        #expect(await pump(app) { field.text == "alive" })
    }

    @Test func tenThousandFileURLsAndAHugeTypeListAreTakenWithoutHarm() async throws {
        let (app, peer, _, _, log) = try makeBed()
        defer { peer.close(); app.close() }
        let capture = LogCapture()
        defer { capture.restore() }
        let window = app.host.window
        let list = (0..<10_000).map { "file:///tmp/many/file\($0).txt\r\n" }.joined()
        peer.own("XdndSelection", ["text/uri-list": ("text/uri-list", Data(list.utf8))])
        // 2,000 types, the real one among the first three: the list is over the limit and is not read.
        let junk = (0..<1_997).map { "application/x-junk-\($0)" }
        enter(peer, window, types: ["text/uri-list", "UTF8_STRING", "image/png"] + junk, at: (250, 60))
        #expect(await pump(app) { !messages(peer, "XdndStatus").isEmpty })
        #expect(capture.lines.filter { $0.contains("XdndTypeList") }.count == 1)
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        #expect(await pump(app) { !messages(peer, "XdndFinished").isEmpty })
        #expect(await pump(app) { log.urls.count == 10_000 })
        #expect(log.urls.last == URL(fileURLWithPath: "/tmp/many/file9999.txt"))
        #expect(messages(peer, "XdndFinished").last?[1] == 1)
    }

    @Test func strayAndMalformedMessagesAreIgnoredWithOneLogLine() async throws {
        let (app, peer, _, _, log) = try makeBed()
        defer { peer.close(); app.close() }
        let capture = LogCapture()
        defer { capture.restore() }
        let window = app.host.window
        for _ in 0..<50 {
            peer.sendClientMessage("XdndPosition", [UInt(peer.window), 0, packed(250, 60), 0, 0], to: window)
            peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        }
        app.pump()
        #expect(log.calls.isEmpty && messages(peer, "XdndStatus").isEmpty && messages(peer, "XdndFinished").isEmpty)
        #expect(capture.lines.filter { $0.contains("no drag") }.count == 1)
        // A uri-list that holds no URL at all.
        peer.own("XdndSelection", ["text/uri-list": ("text/uri-list", Data([0xFF, 0xFE, 0x00, 0x0A, 0x23]))])
        enter(peer, window, types: ["text/uri-list"], at: (250, 60))
        peer.sendClientMessage("XdndDrop", [UInt(peer.window), 0, 0], to: window)
        #expect(await pump(app) { !messages(peer, "XdndFinished").isEmpty })
        #expect(messages(peer, "XdndFinished").last?[1] == 0, "nothing usable: the drop is refused")
        #expect(capture.lines.filter { $0.contains("no URL") }.count == 1)
        #expect(log.urls.isEmpty)
    }
}

/// A drop target that reads a dropped file through its file representation, as an iOS app reads a file from Files.
@MainActor final class FileDropLog: UIDropInteractionDelegate {
    var contents: String?
    var name: String?

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        for item in session.items where item.itemProvider.hasRepresentationConforming(toTypeIdentifier: "public.text") {
            item.itemProvider.loadFileRepresentation(forTypeIdentifier: "public.text") { url, _ in
                let read = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                let name = url?.lastPathComponent
                DispatchQueue.main.async { MainActor.assumeIsolated { (self.contents, self.name) = (read, name) } }
            }
        }
    }
}

/// A drag source offering "dragged", remembering how its drag ended.
@MainActor final class CardSource: UIDragInteractionDelegate {
    var ended: UIDropOperation?
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "dragged" as NSString))]
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        ended = operation
    }
}

/// A drag inside the application with the real X pointer: the preview follows it above everything, and the drop
/// lands without the X server in between.
@MainActor @Suite(.serialized) struct DragPreviewXvfbTests {
    @Test func thePreviewFollowsTheRealPointerAboveOtherViewsAndTheDropLands() async throws {
        let app = try InputTestApp()
        defer { app.close() }
        app.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let source = CardSource()
        card.addInteraction(UIDragInteraction(delegate: source))
        let cover = UIView(frame: CGRect(x: 200, y: 100, width: 150, height: 150))
        cover.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let log = XdndDropLog()
        cover.addInteraction(UIDropInteraction(delegate: log))
        app.window.addSubview(card)
        app.window.addSubview(cover)
        app.pump()
        app.input.move(to: 60, 50)
        app.input.press()
        for step in 1...30 {
            app.input.move(to: 60 + step * 7, 50 + step * 4)
            app.pump()
        }
        #expect(log.calls.first == "enter")
        let shot = try app.screenshot("drag-preview")
        // The grabbed point (40, 30 in the card) is under the pointer at (270, 170): the card's picture is there,
        // blue at 80% over the green target, which it covers.
        let (r, g, b) = shot.rgb(270, 170)
        #expect(b > 180 && g < 90 && r < 30, "preview over the target: \(r), \(g), \(b)")
        #expect(shot.matches(60, 50, (0, 0, 255)), "the card itself stays where it is")
        app.input.release()
        #expect(await XdndXvfbTests().pump(app) { log.strings == ["dragged"] && source.ended != nil },
                "dropped, and over once the preview landed")
        #expect(source.ended == .copy && log.hadLocalSession == true)
        let after = try app.screenshot("drag-preview-dropped")
        #expect(after.matches(270, 170, (0, 255, 0)), "the preview is gone after the drop")
    }
}
