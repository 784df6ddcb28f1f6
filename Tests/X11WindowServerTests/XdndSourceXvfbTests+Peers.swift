import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport
import Foundation

/// XDND with a real GTK 4 application (PyGObject, GDK's X11 backend) on the same X server, both ways, driven by the
/// real pointer through XTest: text and a file URI dragged from GTK's labels into a text view and a drop
/// interaction of the application, and text and a file URL dragged from the application onto GTK's drop target.
/// What arrived is checked on both sides (the application's views, GTK's printed lines). In the source suite,
/// serialized with its other drags: the application has one drag at a time.
extension XdndSourceXvfbTests {
    static let gtkText = "from GTK ✓ 4"
    static let gtkURI = "file:///tmp/gtk%20peer/notes.txt"

    @MainActor struct GtkBed {
        let app: InputTestApp
        let gtk: GtkDndPeer
        func close() { app.close() }
    }

    func makeGtkBed() throws -> GtkBed {
        let app = try InputTestApp()
        app.window.backgroundColor = .white
        let gtk = try GtkDndPeer(display: app.server.display, text: Self.gtkText, uri: Self.gtkURI, origin: (600, 100))
        app.pump()
        return GtkBed(app: app, gtk: gtk)
    }

    /// Presses at `start` (root pixels) and moves the real pointer to `end` in steps, letting both clients run
    /// between steps (GTK in its own process: real time passes), then releases.
    func dragWithGtk(_ bed: GtkBed, from start: (Int, Int), to end: (Int, Int)) async {
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
        let bed = try makeGtkBed()
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

        await dragWithGtk(bed, from: bed.gtk.textSource, to: (200, 40))
        #expect(await pump(bed.app) { textView.text.contains(Self.gtkText) }, "text view: \(textView.text ?? "")")
        #expect(await pump(bed.app) { bed.gtk.value(after: "drag-end") != nil }, "\(bed.gtk.lines)")
        #expect(bed.gtk.value(after: "drag-end") == "copy", "GTK heard the drop taken: \(bed.gtk.lines)")

        await dragWithGtk(bed, from: bed.gtk.uriSource, to: (170, 220))
        #expect(await pump(bed.app) { !log.urls.isEmpty }, "drop view: \(log.calls)")
        #expect(log.urls == [URL(string: Self.gtkURI)!])
        #expect(log.urls.first?.path == "/tmp/gtk peer/notes.txt")
        #expect(log.hadLocalSession == false, "it came from another application")
    }

    @Test func textAndAFileURLDraggedOutOfTheAppArriveInGTKsDropTarget() async throws {
        let bed = try makeGtkBed()
        defer { bed.close() }
        let textCard = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        textCard.backgroundColor = .systemBlue
        let textSource = OutgoingSource { [UIDragItem(itemProvider: NSItemProvider(object: "to GTK ✓" as NSString))] }
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

        await dragWithGtk(bed, from: (60, 50), to: bed.gtk.dropArea)
        #expect(await pump(bed.app) { bed.gtk.value(after: "drop text") != nil }, "\(bed.gtk.lines)")
        #expect(bed.gtk.value(after: "drop text") == "\"to GTK \\u2713\"", "\(bed.gtk.lines)")
        #expect(await pump(bed.app) { !textSource.ended.isEmpty })
        // The session allows a move, GTK's target takes moves: XdndActionMove, reported as a move.
        #expect(textSource.ended == [.move] && textSource.transferred == 1, "\(textSource.ended)")

        await dragWithGtk(bed, from: (60, 180), to: bed.gtk.dropArea)
        #expect(await pump(bed.app) { bed.gtk.value(after: "drop uris") != nil }, "\(bed.gtk.lines)")
        #expect(bed.gtk.value(after: "drop uris") == "[\"file:///tmp/from%20uikit/card.txt\"]", "\(bed.gtk.lines)")
        #expect(await pump(bed.app) { !fileSource.ended.isEmpty })
        #expect(fileSource.ended == [.copy], "a session without moves offers a copy, and GTK takes that")
    }
}
