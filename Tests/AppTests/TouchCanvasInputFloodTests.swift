import Foundation
import Testing
import UIKitTestSupport

/// Input faster than the app: a drag of 20,000 pointer moves sent at once. The canvas gets them merged into a few
/// deliveries (every sample kept as coalesced touches), so it finishes the trail moments after the button goes up
/// instead of working through each move (148 s behind before, for this drag).
@Suite(.serialized) struct TouchCanvasInputFloodTests {
    @Test func aTwentyThousandEventDragIsHandledMomentsAfterItEnds() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("touch-canvas", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil)
        let input = try XTestInput(display: server.display)
        let from = AppTestSetup.desktop(100, 56 + 100)
        input.move(to: from.0, from.1)
        input.press()
        for step in 0..<20_000 { input.move(to: from.0 + step % 600, from.1 + (step / 600) % 300) }
        input.release()
        input.sync()
        let released = Date()
        #expect(app.waitForLine(prefix: "trail ended", timeout: 20) != nil, "\(app.lines)")
        let behind = Date().timeIntervalSince(released)
        print("TouchCanvasInputFloodTests: trail ended \(Int(behind * 1000)) ms after the 20,000-move drag's release")
        // Not a speed target (SoakBenchmark measures that): the app must not be minutes behind, as it was.
        #expect(behind < 20, "the app finished \(behind) s after the drag ended")
    }
}
