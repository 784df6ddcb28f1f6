import Foundation
import Testing
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import UIKitTestSupport

/// HiDPI on a real X server: a window dragged from a monitor of scale 1 to one of scale 2 (RandR monitors whose
/// physical sizes say 96 and 192 dpi) is drawn at each scale, pixels read back; a desktop at `Xft.dpi` 144 draws
/// windows at 1.5 pixels a point, sharp.
@MainActor @Suite(.serialized) struct HiDPIXvfbTests {
    @Test func aWindowMovedToAMonitorOfScale2IsDrawnAtScale2AndBack() throws {
        let server = try XServer(screens: [(2048, 768)])
        try Monitors.split(display: server.display, [
            Monitors.Layout(name: "LEFT", x: 0, y: 0, width: 1024, height: 768, output: "screen", dpi: 96),
            Monitors.Layout(name: "RIGHT", x: 1024, y: 0, width: 1024, height: 768, output: nil, dpi: 192),
        ])
        let app = try DesktopApp(server: server, size: CGSize(width: 200, height: 100))
        defer { app.close() }
        let left = try #require(UIScreen.screens.first { $0.identifier == "LEFT" })
        let right = try #require(UIScreen.screens.first { $0.identifier == "RIGHT" })
        #expect(left.scale == 1 && right.scale == 2 && right.nativeScale == 2)
        #expect(app.window.screen === left)
        let hairline = UIView(frame: CGRect(x: 50, y: 0, width: 1, height: 100))
        hairline.backgroundColor = .black
        app.window.addSubview(hairline)
        let label = UILabel(frame: CGRect(x: 100, y: 20, width: 80, height: 40))
        label.text = "Hi"
        label.font = .systemFont(ofSize: 24)
        app.window.addSubview(label)
        var scales: [CGFloat] = []
        hairline.registerForTraitChanges([UITraitDisplayScale.self]) { (view: UIView, _: UITraitCollection) in
            scales.append(view.traitCollection.displayScale)
        }

        let onLeft = try app.screenshot("hidpi-left")
        #expect((onLeft.width, onLeft.height) == (200, 100))
        #expect(darkColumns(onLeft, row: 50) == [50], "a 1-point line is 1 pixel wide at scale 1")

        app.host.setSizeLimits(minimum: CGSize(width: 100, height: 50), maximum: CGSize(width: 300, height: 200))
        app.wm.move(app.host.windowID, x: 1024 + 100, y: 50)
        #expect(app.pump { app.window.screen === right }, "the window's centre is on RIGHT")
        let limits = app.wm.sizeLimits(of: app.host.windowID)
        #expect(limits.minimum.map { [$0.0, $0.1] } == [200, 100] && limits.maximum.map { [$0.0, $0.1] } == [600, 400],
                "the size limits, in RIGHT's pixels: \(limits)")
        let onRight = try app.screenshot("hidpi-right")
        #expect((onRight.width, onRight.height) == (400, 200), "the same 200 x 100 points at 2 pixels a point")
        #expect(darkColumns(onRight, row: 100) == [100, 101], "the line is 2 pixels wide at scale 2")
        // The text is drawn again for 2 pixels a point (sharp), not the 1x picture stretched.
        let text = try #require(label.layer.contents as? CGImage)
        #expect((text.width, text.height) == (160, 80), "\(text.width) x \(text.height)")
        #expect(scales == [2])
        #expect(app.window.frame.origin == CGPoint(x: 50, y: 25), "RIGHT's points: (1124 - 1024) / 2, 50 / 2")
        let geometry = try #require(app.wm.geometry(of: app.host.windowID))
        #expect((geometry.x, geometry.y, geometry.width, geometry.height) == (1124, 50, 400, 200))

        app.wm.move(app.host.windowID, x: 300, y: 40)
        #expect(app.pump { app.window.screen === left })
        let back = try app.screenshot("hidpi-back")
        #expect((back.width, back.height) == (200, 100))
        #expect(darkColumns(back, row: 50) == [50])
        #expect(scales == [2, 1])
    }

    @Test func aWindowAcrossTheEdgeStaysWhereItsSizeThereWouldPutItsCentre() throws {
        let server = try XServer(screens: [(2048, 768)])
        try Monitors.split(display: server.display, [
            Monitors.Layout(name: "SHARP", x: 0, y: 0, width: 1024, height: 768, output: "screen", dpi: 192),
            Monitors.Layout(name: "PLAIN", x: 1024, y: 0, width: 1024, height: 768, output: nil, dpi: 96),
        ])
        let app = try DesktopApp(server: server, size: CGSize(width: 400, height: 100))
        defer { app.close() }
        #expect(app.window.screen.identifier == "SHARP" && app.window.screen.scale == 2)
        // 800 pixels wide from x 700: its centre (1100) is on PLAIN, but there it would be 400 pixels wide and its
        // centre (900) back on SHARP. It stays put rather than bouncing between the two.
        app.wm.move(app.host.windowID, x: 700, y: 0)
        app.pump(until: { false }, timeout: 0.5)
        #expect(app.window.screen.identifier == "SHARP")
        let geometry = try #require(app.wm.geometry(of: app.host.windowID))
        #expect((geometry.width, geometry.height) == (800, 200))
        app.wm.move(app.host.windowID, x: 1000, y: 0)
        #expect(app.pump { app.window.screen.identifier == "PLAIN" })
        app.pump(until: { false }, timeout: 0.5)
        #expect(app.window.screen.identifier == "PLAIN", "and it stays there once it is 400 pixels wide")
    }

    @Test func aDesktopAtXftDPI144DrawsWindowsSharpAtOneAndAHalf() throws {
        let server = try XServer(screens: [(1280, 800)])
        try mergeResources(display: server.display, "Xft.dpi: 144\n")
        let app = try DesktopApp(server: server, size: CGSize(width: 200, height: 100))
        defer { app.close() }
        let window = app.window
        #expect(window.screen.nativeScale == 1.5 && window.screen.scale == 2)
        #expect(window.traitCollection.displayScale == 1.5)
        let pixel = 1 / window.traitCollection.displayScale
        let line = UIView(frame: CGRect(x: 50, y: 0, width: pixel, height: 100))
        line.backgroundColor = .black
        window.addSubview(line)
        // Drawn contents: a view that draws a one-pixel line 10 points into itself.
        let drawn = OnePixelLineView(frame: CGRect(x: 100, y: 0, width: 40, height: 100))
        drawn.backgroundColor = .white
        window.addSubview(drawn)
        let shot = try app.screenshot("hidpi-fractional")
        #expect((shot.width, shot.height) == (300, 150))
        #expect(darkColumns(shot, row: 75) == [75, 165], "one sharp pixel each, no grey beside them: \(greys(shot, row: 75))")
        #expect(greys(shot, row: 75).isEmpty)
    }

    @Test func theDesktopScaleComesFromUIKitScaleGDKScaleThenXftDPI() {
        #expect(X11Screens.scaleOverride(environment: [:], xftDPI: nil) == nil, "then each monitor's physical size")
        #expect(X11Screens.scaleOverride(environment: [:], xftDPI: 144) == 1.5)
        #expect(X11Screens.scaleOverride(environment: [:], xftDPI: 120) == 1.25)
        #expect(X11Screens.scaleOverride(environment: [:], xftDPI: 200) == 2, "to the nearest quarter")
        #expect(X11Screens.scaleOverride(environment: ["GDK_SCALE": "2"], xftDPI: 144) == 2, "GTK's override wins")
        #expect(X11Screens.scaleOverride(environment: ["GDK_SCALE": "1.5"], xftDPI: 144) == 1.5,
                "GTK takes whole GDK_SCALEs only")
        #expect(X11Screens.scaleOverride(environment: ["UIKIT_SCALE": "1.5", "GDK_SCALE": "2"], xftDPI: nil) == 1.5)
        #expect(X11Screens.scaleOverride(environment: ["UIKIT_SCALE": "nan"], xftDPI: 96) == 1)
        #expect(X11Screens.scale(pixelWidth: 1024, millimeters: 135) == 2 && X11Screens.scale(pixelWidth: 1024, millimeters: 0) == 1)
        // GDK_DPI_SCALE scales text alone; Xft.dpi's share of the text scale is what the window scale leaves.
        #expect(X11InputSource.textScale(dpi: 144, windowScalingFactor: nil, environment: [:]) == 1)
        #expect(X11InputSource.textScale(dpi: 96, windowScalingFactor: nil, environment: ["GDK_DPI_SCALE": "1.5"]) == 1.5)
        #expect(X11InputSource.textScale(dpi: 192, windowScalingFactor: 1, environment: [:]) == 2)
    }

    /// Columns of `row` that are black.
    private func darkColumns(_ shot: Screenshot, row: Int) -> [Int] {
        (0..<shot.width).filter { shot.rgb($0, row).r < 40 }
    }

    /// Columns of `row` that are neither black nor white: a line drawn at another scale and resampled.
    private func greys(_ shot: Screenshot, row: Int) -> [Int] {
        (0..<shot.width).filter { let r = shot.rgb($0, row).r; return r >= 40 && r <= 215 }
    }

    private func mergeResources(display: String, _ text: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xrdb")
        process.arguments = ["-display", display, "-merge"]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }
}

/// Draws a black line one device pixel wide, 10 points from its left edge.
private final class OnePixelLineView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIRectFill(bounds)
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 10, y: 0, width: 1 / traitCollection.displayScale, height: bounds.height))
    }
}

/// A window of the (headless-launched) test application on a private X server whose monitors join UIKit's screens
/// for the test, the window on the first: window moves between them arrive as they would in an application. Puts the application's screens,
/// window server back on `close()`; its animations run with real time on the process's one test clock.
@MainActor private final class DesktopApp: InProcessXApp {
    let server: XServer
    let x11: X11WindowServer
    let window: UIWindow
    let wm: WindowManagerClient
    private let headless: HeadlessWindowServer
    private let savedScreens: [ScreenDescription]
    private var lastPump = CASystemMediaClock().now

    init(server: XServer, size: CGSize) throws {
        self.server = server
        if UIApplication.windowServer == nil {
            try UIApplication.shared.launch(windowServer: HeadlessWindowServer(), delegate: InputTestAppDelegate())
        }
        headless = try #require(UIApplication.windowServer as? HeadlessWindowServer)
        x11 = try X11WindowServer(displayName: server.display)
        x11.usesInputMethod = false
        try x11.start { event in
            switch event {
            case .screensChanged, .connectionLost: break
            default: UIApplication.shared.post(event)
            }
        }
        // The desktop's monitors join the application's screens (none leaves: other suites' windows stay put).
        savedScreens = headless.screens
        let desktop = x11.screens.map { monitor in
            var screen = monitor
            screen.isPrimary = false
            return screen
        }
        headless.setScreens(savedScreens + desktop)
        UIApplication.shared.processPendingEvents()
        let first = x11.screens.first(where: \.isPrimary) ?? x11.screens[0]
        UIApplication.windowServer = x11
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        if let screen = UIScreen.screens.first(where: { $0.identifier == first.id }) {
            window.place(on: screen, covering: false)
        }
        window.backgroundColor = .white
        window.isHidden = false
        UIApplication.windowServer = headless
        wm = try WindowManagerClient(display: server.display)
        _ = SharedTestClock.shared
    }

    var host: X11WindowHost { window.host as! X11WindowHost }

    func pump() {
        SharedTestClock.followRealTime(since: &lastPump)
        wm.sync()
        x11.handlePendingEvents()
        UIApplication.shared.processPendingEvents()
        CATransaction.flush()
    }

    func close() {
        window.isHidden = true
        window.destroyHost()
        x11.shutDown()
        server.stop()
        headless.setScreens(savedScreens)
        UIApplication.shared.processPendingEvents()
    }
}
