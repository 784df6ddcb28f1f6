import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport
import Foundation

/// Escape cancels a drag of ours that is over another client: the application holds the keyboard with the pointer
/// while its drag is outside, so the key comes to it even though the window under the pointer is the other
/// client's. The target hears XdndLeave, the session ends as `.cancel`, the pointer is itself again, and the
/// release that follows (still held by the application) drops nothing. In the source suite, serialized with its
/// other drags: the application has one drag at a time, and a drag starting in a test alongside would end this one.
extension XdndSourceXvfbTests {
    static let escape: UInt = 0xFF1B

    @Test func escapeOverAnotherClientLeavesItAndTheReleaseDropsNothing() async throws {
        let beds = self
        let bed = try beds.makeBed(beds.text("escaped"))
        defer { bed.peer.close(); bed.app.close() }
        await beds.drag(bed, to: (700, 200))
        #expect(bed.peer.dropTargetLog().messages.first == "enter")
        #expect(try !PointerGrabProbe.canGrabKeyboard(display: bed.app.server.display), "the application holds the keys")
        #expect(try CursorImage.current(display: bed.app.server.display).width == 80, "the card's picture is the pointer")
        bed.app.input.key(Self.escape, press: true)
        bed.app.input.key(Self.escape, press: false)
        #expect(await beds.pump(bed.app) { bed.source.ended == [.cancel] }, "the session ends as cancelled")
        await beds.settle(bed.app)
        #expect(bed.peer.dropTargetLog().messages.last == "leave", "\(bed.peer.dropTargetLog().messages)")
        #expect(try CursorImage.current(display: bed.app.server.display).width != 80, "the picture is gone")
        // Still over the target, the button goes up: nothing is dropped there.
        await beds.drag(bed, from: (700, 200), to: (720, 210), press: false)
        bed.app.input.release()
        await beds.settle(bed.app)
        let seen = bed.peer.dropTargetLog()
        #expect(!seen.messages.contains("drop") && seen.arrived == nil, "\(seen.messages)")
        #expect(bed.source.ended == [.cancel] && bed.source.transferred == 0)
        // The pointer was held until the release (so the release came home), and is let go then; the next drag
        // goes out again.
        let display = bed.app.server.display
        #expect(await beds.pump(bed.app) { (try? PointerGrabProbe.canGrab(display: display)) == true },
                "no pointer grab is left behind")
        #expect(try PointerGrabProbe.canGrabKeyboard(display: display), "nor a keyboard grab")
        await beds.drag(bed, to: (700, 200))
        bed.app.input.release()
        #expect(await beds.pump(bed.app) { bed.source.ended.count == 2 })
        #expect(bed.source.ended.last == .copy && bed.peer.dropTargetLog().arrived?.data == Data("escaped".utf8))
    }
}
