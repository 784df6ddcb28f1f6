import Foundation
import Testing
import UIKitTestSupport

/// The gallery's Emitters page in the running app: its three emitters keep drawing new particles frame after frame
/// (fire, snow and fireworks move on their own), and a screenshot is left for a person to look at.
@Suite(.serialized) struct GalleryEmittersAppTests {
    @Test func theEmittersPageKeepsItsParticlesMoving() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "emitters"], display: server.display)
        #expect(app.waitForLine(prefix: "page ") == "page Emitters", "\(app.lines) \(app.standardError)")
        let (sx, sy) = AppTestSetup.desktop(200 + 32 + 12, 84 + 16 + 12)
        #expect(try PixelWait.until(server.display, sx, sy, (20, 23, 36), name: "gallery-emitters"))
        Thread.sleep(forTimeInterval: 1.5)
        let first = try Screenshot.capture(display: server.display)
        Thread.sleep(forTimeInterval: 0.5)
        let second = try Screenshot.capture(display: server.display)
        try second.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-emitters.png").path)
        // Each stage (the three cards' upper parts) changes between the two shots, and shows more than its sky.
        for column in 0..<3 {
            var changed = 0, lit = 0
            let left = 200 + 32 + column * 250
            for y in stride(from: 84 + 16 + 10, to: 84 + 16 + 150, by: 3) {
                for x in stride(from: left + 10, to: left + 220, by: 3) {
                    let (dx, dy) = AppTestSetup.desktop(x, y)
                    let a = first.rgb(dx, dy), b = second.rgb(dx, dy)
                    if a != b { changed += 1 }
                    if b.r > 150 { lit += 1 }
                }
            }
            #expect(changed > 20, "stage \(column) did not move: \(changed) pixels changed")
            #expect(lit > 5, "stage \(column) shows no particles")
        }
    }
}
