import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport
import Foundation

/// XDND with real applications of the desktop's two toolkits on the same X server, both ways, driven by the real
/// pointer through XTest: a GTK 4 window (PyGObject, GDK's X11 backend) and a Qt 6 one (PyQt6, Qt's xcb backend).
/// Text and a file URI dragged from the peer's labels into a text view and a drop interaction of the application,
/// and text and a file URL dragged from the application onto the peer's drop target. What arrived is checked on both
/// sides (the application's views, the peer's printed lines). In the source suite, serialized with its other drags:
/// the application has one drag at a time.
extension XdndSourceXvfbTests {
    static let peerText = "from a peer ✓ 4"
    static let peerURI = "file:///tmp/dnd%20peer/notes.txt"
    static let qtMissing: Comment = "PyQt6 is not installed (Debian python3-pyqt6; run scripts/install-deps.sh)"

    @MainActor struct PeerBed {
        let app: InputTestApp
        let peer: DndPeer
        func close() { app.close() }
    }

    func makePeerBed(_ toolkit: DndPeer.Toolkit) throws -> PeerBed {
        let app = try InputTestApp()
        app.window.backgroundColor = .white
        let peer = try DndPeer(toolkit, display: app.server.display, text: Self.peerText, uri: Self.peerURI,
                               origin: (600, 100))
        app.pump()
        return PeerBed(app: app, peer: peer)
    }

    /// Presses at `start` (root pixels) and moves the real pointer to `end` in steps, letting both clients run
    /// between steps (the peer in its own process: real time passes), then releases.
    func dragWithPeer(_ bed: PeerBed, from start: (Int, Int), to end: (Int, Int)) async {
        bed.app.input.move(to: start.0, start.1)
        await turns(bed.app, 5)
        bed.app.input.press()
        await turns(bed.app, 5)
        for step in 1...30 {
            bed.app.input.move(to: start.0 + (end.0 - start.0) * step / 30, start.1 + (end.1 - start.1) * step / 30)
            await turns(bed.app, 2)
        }
        // A few small moves over the target, as a hand does, so the last position is answered.
        for wiggle in [2, -2, 0] {
            bed.app.input.move(to: end.0 + wiggle, end.1)
            await turns(bed.app, 4)
        }
        bed.app.input.release()
    }

    /// `count` turns of the application, 10 ms apart.
    func turns(_ app: InputTestApp, _ count: Int) async {
        for _ in 0..<count {
            app.pump()
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
            }
        }
    }

    @Test func textAndAFileURIDraggedFromGTKArriveInATextViewAndADropInteraction() async throws {
        try await dragInFromPeer(.gtk)
    }

    @Test(.enabled(if: DndPeer.Toolkit.qt.isInstalled, qtMissing))
    func textAndAFileURIDraggedFromQtArriveInATextViewAndADropInteraction() async throws {
        try await dragInFromPeer(.qt)
    }

    @Test func textAndAFileURLDraggedOutOfTheAppArriveInGTKsDropTarget() async throws {
        try await dragOutToPeer(.gtk)
    }

    @Test(.enabled(if: DndPeer.Toolkit.qt.isInstalled, qtMissing))
    func textAndAFileURLDraggedOutOfTheAppArriveInQtsDropTarget() async throws {
        try await dragOutToPeer(.qt)
    }

    func dragInFromPeer(_ toolkit: DndPeer.Toolkit) async throws {
        let bed = try makePeerBed(toolkit)
        defer { bed.close() }
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 110))
        textView.text = "typed "
        let log = XdndDropLog()
        let dropView = UIView(frame: CGRect(x: 20, y: 160, width: 300, height: 120))
        dropView.backgroundColor = .systemGray5
        dropView.addInteraction(UIDropInteraction(delegate: log))
        bed.app.window.addSubview(textView)
        bed.app.window.addSubview(dropView)
        bed.app.pump()

        // The drop lands with an animation: a card of the dropped text under the pointer, gone once it landed
        // (and only then does the peer hear the end).
        var cards: [String] = []
        await dragWithPeer(bed, from: bed.peer.textSource, to: (200, 40))
        #expect(await pump(bed.app) {
            cards += landingCards(in: bed.app.window)
            return textView.text.contains(Self.peerText)
        }, "text view: \(textView.text ?? "")")
        #expect(await pump(bed.app) {
            cards += landingCards(in: bed.app.window)
            return !bed.app.window.subviews.contains { $0 is DragPreviewView }
        }, "it landed")
        #expect(cards.first == Self.peerText, "the dropped text's preview: \(cards)")
        #expect(await pump(bed.app) { bed.peer.value(after: "drag-end") != nil }, "\(bed.peer.lines)")
        #expect(bed.peer.value(after: "drag-end") == "copy", "\(toolkit) heard the drop taken: \(bed.peer.lines)")

        cards = []
        await dragWithPeer(bed, from: bed.peer.uriSource, to: (170, 220))
        #expect(await pump(bed.app) {
            cards += landingCards(in: bed.app.window)
            return !log.urls.isEmpty && !bed.app.window.subviews.contains { $0 is DragPreviewView }
        }, "drop view: \(log.calls)")
        #expect(cards.first == "notes.txt", "the file's name on the dropped item's preview: \(cards)")
        #expect(log.urls == [URL(string: Self.peerURI)!])
        #expect(log.urls.first?.path == "/tmp/dnd peer/notes.txt")
        #expect(log.hadLocalSession == false, "it came from another application")
    }

    /// The text on the cards of drops landing in `window` now (another application's drop's default preview).
    func landingCards(in window: UIWindow) -> [String] {
        window.subviews.compactMap { $0 as? DragPreviewView }
            .compactMap { $0.content.subviews.first?.subviews.compactMap { ($0 as? UILabel)?.text }.first }
    }

    func dragOutToPeer(_ toolkit: DndPeer.Toolkit) async throws {
        let bed = try makePeerBed(toolkit)
        defer { bed.close() }
        let textCard = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        textCard.backgroundColor = .systemBlue
        let textSource = OutgoingSource { [UIDragItem(itemProvider: NSItemProvider(object: "to a peer ✓" as NSString))] }
        textCard.addInteraction(UIDragInteraction(delegate: textSource))
        let url = URL(fileURLWithPath: "/tmp/from uikit/card.txt")
        let fileCard = UIView(frame: CGRect(x: 20, y: 150, width: 80, height: 60))
        fileCard.backgroundColor = .systemGreen
        let fileSource = OutgoingSource { [UIDragItem(itemProvider: NSItemProvider(object: url))] }
        fileSource.allowsMove = false
        fileCard.addInteraction(UIDragInteraction(delegate: fileSource))
        bed.app.window.addSubview(textCard)
        bed.app.window.addSubview(fileCard)
        bed.app.pump()

        await dragWithPeer(bed, from: (60, 50), to: bed.peer.dropArea)
        #expect(await pump(bed.app) { bed.peer.value(after: "drop text") != nil }, "\(bed.peer.lines)")
        #expect(bed.peer.value(after: "drop text") == "\"to a peer \\u2713\"", "\(bed.peer.lines)")
        #expect(await pump(bed.app) { !textSource.ended.isEmpty })
        // The session allows a move, the peer's target takes moves: XdndActionMove, reported as a move.
        #expect(textSource.ended == [.move] && textSource.transferred == 1, "\(toolkit): \(textSource.ended)")

        await dragWithPeer(bed, from: (60, 180), to: bed.peer.dropArea)
        #expect(await pump(bed.app) { bed.peer.value(after: "drop uris") != nil }, "\(bed.peer.lines)")
        #expect(bed.peer.value(after: "drop uris") == "[\"file:///tmp/from%20uikit/card.txt\"]", "\(bed.peer.lines)")
        #expect(await pump(bed.app) { !fileSource.ended.isEmpty })
        #expect(fileSource.ended == [.copy], "a session without moves offers a copy, and \(toolkit) takes that")
    }
}
