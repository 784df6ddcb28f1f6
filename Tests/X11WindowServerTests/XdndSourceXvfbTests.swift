import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport
import Foundation
import CX11

/// A drag source offering what `items` makes, remembering how its drag ended.
@MainActor final class OutgoingSource: UIDragInteractionDelegate {
    var items: () -> [UIDragItem]
    var allowsMove = true
    var ended: [UIDropOperation] = []
    var transferred = 0

    init(_ items: @escaping () -> [UIDragItem]) { self.items = items }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        items()
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        allowsMove
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        ended.append(operation)
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        transferred += 1
    }
}

/// XDND version 5 with the application as the drag SOURCE: a drag that leaves the window, driven with the real
/// pointer through XTest, goes to another X client's drop target (the selection peer), which reads XdndSelection on
/// the drop and says XdndFinished; targets that never finish, refuse, or die do not hurt the application.
@MainActor @Suite(.serialized) struct XdndSourceXvfbTests {
    /// The peer's drop target, right of the application's 400 x 300 window (at the root's origin).
    static let targetFrame = (x: 600, y: 100, width: 300, height: 300)

    struct Bed {
        let app: InputTestApp
        let peer: SelectionPeer
        let source: OutgoingSource
        let card: UIView
    }

    func makeBed(_ items: @escaping () -> [UIDragItem],
                 behaviour: SelectionPeer.DropBehaviour = SelectionPeer.DropBehaviour()) throws -> Bed {
        let app = try InputTestApp()
        let peer = try SelectionPeer(display: app.server.display)
        peer.becomeDropTarget(frame: Self.targetFrame, behaviour: behaviour)
        app.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let source = OutgoingSource(items)
        card.addInteraction(UIDragInteraction(delegate: source))
        app.window.addSubview(card)
        app.pump()
        return Bed(app: app, peer: peer, source: source, card: card)
    }

    /// Presses on the card and moves the real pointer in steps to `end` (root pixels), pumping the application at
    /// each step and letting the peer answer.
    func drag(_ bed: Bed, from start: (Int, Int) = (60, 50), to end: (Int, Int), press: Bool = true) async {
        if press {
            bed.app.input.move(to: start.0, start.1)
            bed.app.input.press()
            bed.app.pump()
        }
        for step in 1...20 {
            bed.app.input.move(to: start.0 + (end.0 - start.0) * step / 20, start.1 + (end.1 - start.1) * step / 20)
            bed.app.pump()
        }
        await settle(bed.app)
    }

    /// The peer answers on its own thread: a few turns of the application with short waits let its answers in.
    func settle(_ app: InputTestApp) async {
        for _ in 0..<10 {
            app.pump()
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
            }
        }
    }

    /// Pumps the application until `condition` holds, letting the main queue run between turns (at most 5 s).
    func pump(_ app: InputTestApp, until condition: () -> Bool) async -> Bool {
        await XdndXvfbTests().pump(app, until: condition)
    }

    func text(_ string: String) -> () -> [UIDragItem] {
        { [UIDragItem(itemProvider: NSItemProvider(object: string as NSString))] }
    }

    @Test func textDraggedOutArrivesByteForByteAndThePictureFollowsThePointer() async throws {
        let bed = try makeBed(text("dragged ✓ out"), behaviour: .init(wanted: "text/plain;charset=utf-8"))
        defer { bed.peer.close(); bed.app.close() }
        await drag(bed, to: (700, 200))
        let seen = bed.peer.dropTargetLog()
        #expect(seen.messages.first == "enter" && seen.version == 5)
        #expect(seen.types == ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING"],
                "text under the names GTK lists too (Qt takes only text/plain or UTF8_STRING as text)")
        #expect(seen.positions.last.map { $0 == (700, 200) } == true, "positions are root pixels")
        #expect(seen.actions.last == "XdndActionMove", "the session allows a move")
        let cursor = try CursorImage.current(display: bed.app.server.display)
        // Required: the pixel below is read at the card's size (a wrong size must fail the test, not index past the end).
        try #require(cursor.width == 80 && cursor.height == 60, "the card's picture is the pointer outside the window")
        #expect(cursor.pixels[30 * 80 + 40] & 0xFF > 0xC0 && cursor.pixels[30 * 80 + 40] >> 16 & 0xFF < 0x40)
        bed.app.input.release()
        #expect(await pump(bed.app) { bed.source.ended == [.copy] }, "the target took a copy")
        let arrived = try #require(bed.peer.dropTargetLog().arrived)
        #expect(arrived.type == "text/plain;charset=utf-8" && arrived.data == Data("dragged ✓ out".utf8))
        #expect(bed.peer.dropTargetLog().messages.suffix(1) == ["drop"])
        #expect(bed.source.transferred == 1)
        #expect(try CursorImage.current(display: bed.app.server.display).width != 80, "the pointer is itself again")
    }

    @Test func aFileURLDraggedOutArrivesAsAURIListAndAMoveIsReportedAsOne() async throws {
        let url = URL(fileURLWithPath: "/tmp/some file.txt")
        let bed = try makeBed({ [UIDragItem(itemProvider: NSItemProvider(object: url))] },
                              behaviour: .init(wanted: "text/uri-list", takesMove: true))
        defer { bed.peer.close(); bed.app.close() }
        await drag(bed, to: (650, 150))
        #expect(bed.peer.dropTargetLog().types == ["text/uri-list", "text/plain;charset=utf-8", "text/plain", "UTF8_STRING"])
        bed.app.input.release()
        #expect(await pump(bed.app) { !bed.source.ended.isEmpty })
        #expect(bed.source.ended == [.move])
        let arrived = try #require(bed.peer.dropTargetLog().arrived)
        #expect(arrived.data == Data("file:///tmp/some%20file.txt\r\n".utf8))
    }

    @Test func anImageDraggedOutArrivesAsPNGThroughTheSelection() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 6), format: format).image { context in
            UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 9, height: 6))
        }
        let bed = try makeBed({ [UIDragItem(itemProvider: NSItemProvider(object: picture))] },
                              behaviour: .init(wanted: "image/png"))
        defer { bed.peer.close(); bed.app.close() }
        await drag(bed, to: (700, 200))
        #expect(bed.peer.dropTargetLog().types == ["image/png"])
        bed.app.input.release()
        #expect(await pump(bed.app) { bed.source.ended == [.copy] })
        let arrived = try #require(bed.peer.dropTargetLog().arrived)
        #expect(arrived.type == "image/png" && arrived.data == picture.pngData())
        #expect(UIImage(data: arrived.data)?.size == CGSize(width: 9, height: 6))
    }

    @Test func aTargetThatNeverFinishesEndsTheDragAsNotTakenLoggedOnceAndTheAppKeepsWorking() async throws {
        let saved = X11XdndOutgoingDrag.finishTimeout
        X11XdndOutgoingDrag.finishTimeout = 0.3
        defer { X11XdndOutgoingDrag.finishTimeout = saved }
        let capture = LogCapture()
        defer { capture.restore() }
        let bed = try makeBed(text("never finished"), behaviour: .init(finishes: false))
        defer { bed.peer.close(); bed.app.close() }
        await drag(bed, to: (700, 200))
        bed.app.input.release()
        #expect(await pump(bed.app) { !bed.source.ended.isEmpty })
        #expect(bed.source.ended == [.cancel] && bed.source.transferred == 0)
        #expect(bed.peer.dropTargetLog().arrived?.data == Data("never finished".utf8), "it did read the data")
        #expect(capture.lines.filter { $0.contains("did not finish the drop") }.count == 1)
        // The next drag, to a target that finishes, works.
        bed.peer.setDropBehaviour(.init())
        await drag(bed, to: (720, 220))
        bed.app.input.release()
        #expect(await pump(bed.app) { bed.source.ended.count == 2 })
        #expect(bed.source.ended.last == .copy)
        #expect(capture.lines.filter { $0.contains("did not finish the drop") }.count == 1)
    }

    @Test func noPositionGoesInsideTheRectangleTheTargetAnswersForAndAProxyTakesTheMessages() async throws {
        let bed = try makeBed(text("quiet"), behaviour: .init(quietZone: (600, 100, 300, 300)))
        defer { bed.peer.close(); bed.app.close() }
        await drag(bed, to: (700, 200))
        await drag(bed, from: (700, 200), to: (800, 300), press: false)
        #expect(bed.peer.dropTargetLog().positions.count == 1, "one position: the status said the rest answer the same")
        bed.app.input.release()
        #expect(await pump(bed.app) { !bed.source.ended.isEmpty })
        #expect(bed.source.ended == [.copy] && bed.peer.dropTargetLog().arrived?.data == Data("quiet".utf8))
        let proxied = try SelectionPeer(display: bed.app.server.display)
        defer { proxied.close() }
        proxied.becomeDropTarget(frame: (950, 100, 200, 200), viaProxy: true)
        await drag(bed, to: (1000, 200))
        bed.app.input.release()
        #expect(await pump(bed.app) { bed.source.ended.count == 2 })
        #expect(proxied.dropTargetLog().messages.prefix(2) == ["enter", "position"], "\(proxied.dropTargetLog().messages)")
        #expect(bed.source.ended.last == .copy && proxied.dropTargetLog().arrived?.data == Data("quiet".utf8))
    }

    @Test func aRefusingTargetHearsTheDragLeaveAndNoDrop() async throws {
        let bed = try makeBed(text("refused"), behaviour: .init(accepts: false))
        defer { bed.peer.close(); bed.app.close() }
        await drag(bed, to: (700, 200))
        bed.app.input.release()
        #expect(await pump(bed.app) { !bed.source.ended.isEmpty })
        #expect(bed.source.ended == [.cancel])
        let seen = bed.peer.dropTargetLog()
        #expect(seen.messages.last == "leave" && !seen.messages.contains("drop") && seen.arrived == nil)
    }

    @Test func leavingTheTargetAndComingBackIntoTheWindowSendsLeaveAndDropsInside() async throws {
        let bed = try makeBed(text("home again"))
        defer { bed.peer.close(); bed.app.close() }
        let log = XdndDropLog()
        let inside = UIView(frame: CGRect(x: 200, y: 150, width: 150, height: 100))
        inside.addInteraction(UIDropInteraction(delegate: log))
        bed.app.window.addSubview(inside)
        await drag(bed, to: (700, 200))
        await drag(bed, to: (500, 200), press: false)
        #expect(bed.peer.dropTargetLog().messages.last == "leave", "off the target: it hears the drag leave")
        await drag(bed, to: (260, 200), press: false)
        bed.app.input.release()
        #expect(await pump(bed.app) { log.strings == ["home again"] && !bed.source.ended.isEmpty })
        #expect(bed.source.ended == [.copy] && !bed.peer.dropTargetLog().messages.contains("drop"))
    }

    @Test func aTargetThatDiesMidDragIsNoTargetAndOneThatDiesAfterTheDropEndsItLoggedOnce() async throws {
        let capture = LogCapture()
        defer { capture.restore() }
        let bed = try makeBed(text("orphan"))
        defer { bed.app.close() }
        await drag(bed, to: (700, 200))
        #expect(bed.peer.dropTargetLog().messages.contains("position"))
        bed.peer.close()
        await drag(bed, to: (710, 210), press: false)
        bed.app.input.release()
        #expect(await pump(bed.app) { !bed.source.ended.isEmpty })
        #expect(bed.source.ended == [.cancel], "nothing under the pointer took it")
        // A target that reads, then dies before XdndFinished.
        let second = try SelectionPeer(display: bed.app.server.display)
        second.becomeDropTarget(frame: Self.targetFrame, behaviour: .init(finishes: false))
        await drag(bed, to: (700, 200))
        bed.app.input.release()
        #expect(await pump(bed.app) { second.dropTargetLog().arrived != nil })
        second.close()
        #expect(await pump(bed.app) { bed.source.ended.count == 2 })
        #expect(bed.source.ended.last == .cancel)
        #expect(capture.lines.filter { $0.contains("went away before it finished") }.count == 1)
        // The application still drags inside itself.
        let log = XdndDropLog()
        let inside = UIView(frame: CGRect(x: 200, y: 150, width: 150, height: 100))
        inside.addInteraction(UIDropInteraction(delegate: log))
        bed.app.window.addSubview(inside)
        await drag(bed, to: (260, 200))
        bed.app.input.release()
        #expect(await pump(bed.app) { log.strings == ["orphan"] })
    }
}
