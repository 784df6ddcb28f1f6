import Foundation
import Testing
import UIKitTestSupport

/// The touch canvas under real XI2 multitouch: Xorg with the dummy video driver and the project's fake touch screen
/// (TestSupport/faketouch), two fingers at once.
@Suite(.serialized) struct TouchCanvasMultitouchTests {
    struct Setup {
        let device: FakeTouchDevice
        let server: XServer
        let app: LaunchedApp
        /// The window's top-left corner on the desktop: points of the window map to desktop pixels from here.
        let origin: (x: Int, y: Int)

        /// A point of the paper (below the 56-point title bar), in desktop pixels.
        func paper(_ x: Int, _ y: Int) -> (Double, Double) { (Double(origin.x + x), Double(origin.y + 56 + y)) }
    }

    func start() throws -> Setup {
        let device = try FakeTouchDevice()
        let server = try XServer(kind: .xorgDummy, touchDevice: device)
        let app = try LaunchedApp("touch-canvas", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let wm = try WindowManagerClient(display: server.display)
        let window = try #require(wm.waitForWindow(titled: "Touch Canvas"))
        let geometry = try #require(wm.geometry(of: window))
        return Setup(device: device, server: server, app: app, origin: (geometry.x, geometry.y))
    }

    /// Two fingers from `from` to `to` (paper points) in `steps` moves, together.
    func drag(_ s: Setup, from: [(Int, Int)], to: [(Int, Int)], steps: Int = 12) {
        for (finger, point) in from.enumerated() {
            let (x, y) = s.paper(point.0, point.1)
            s.device.begin(finger + 1, x, y)
        }
        for step in 1...steps {
            for finger in from.indices {
                let x = from[finger].0 + (to[finger].0 - from[finger].0) * step / steps
                let y = from[finger].1 + (to[finger].1 - from[finger].1) * step / steps
                let (dx, dy) = s.paper(x, y)
                s.device.update(finger + 1, dx, dy)
            }
            usleep(15_000)
        }
        for (finger, point) in to.enumerated() {
            let (x, y) = s.paper(point.0, point.1)
            s.device.end(finger + 1, x, y)
        }
    }

    @Test func twoFingersPaintTwoTrailsInTheirOwnColours() throws {
        let s = try start()
        defer { s.server.stop() }
        drag(s, from: [(100, 100), (100, 300)], to: [(400, 100), (400, 300)])
        #expect(s.app.waitForLine(prefix: "touches 2") != nil, "both fingers down at once: \(s.app.lines)")
        #expect(s.app.lines.filter { $0.hasPrefix("trail ended") }.count >= 2 || s.app.waitForLine(prefix: "touches 0") != nil)
        let first = s.paper(250, 100), second = s.paper(250, 300)
        #expect(try PixelWait.until(s.server.display, Int(first.0), Int(first.1), (230, 56, 54), name: "multitouch-first"))
        #expect(try PixelWait.until(s.server.display, Int(second.0), Int(second.1), (31, 135, 229), name: "multitouch-second"))
    }

    @Test func aPinchScalesTheCard() throws {
        let s = try start()
        defer { s.server.stop() }
        // The card is 160 points wide around (640, 180); (760, 180) is paper until the card doubles.
        let outside = s.paper(760, 180)
        #expect(try PixelWait.until(s.server.display, Int(outside.0), Int(outside.1), (250, 247, 240), name: "pinch-before"))
        drag(s, from: [(600, 180), (680, 180)], to: [(560, 180), (720, 180)])
        let line = try #require(s.app.waitForLine(prefix: "object card pinch ended", timeout: 3),
                                "\(s.app.lines.suffix(5))")
        let scale = line.split(separator: " ").drop { $0 != "scale" }.dropFirst().first.flatMap { Double($0) }
        #expect(scale.map { $0 > 1.6 && $0 < 2.4 } == true, "\(line)")
        #expect(try PixelWait.until(s.server.display, Int(outside.0), Int(outside.1), (0, 150, 135),
                                    name: "pinch-after"))
    }
}
