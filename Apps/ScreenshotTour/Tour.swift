import Foundation
import UIKitTestSupport

/// The scripted steps of the tour, app by app, on one X server whose external monitor comes and goes.
final class Tour {
    static let mainMonitor = RFBClient.Screen(id: 0, x: 0, y: 0, width: 1280, height: 800)
    static let externalMonitor = RFBClient.Screen(id: 1, x: 1280, y: 0, width: 1024, height: 768)
    /// Every app centres its 1000 x 640 window on the main monitor.
    static let windowOrigin = (x: 140, y: 80)

    let server: XServer
    private let rfb: RFBClient
    private let input: XTestInput
    private let windowManager: WindowManagerClient
    private let output: URL
    /// Where the README's pictures go (`--readme DIR`): the app's window alone, at chosen steps; nil: none.
    private let readme: URL?
    private let binDirectory: URL
    private(set) var shots = 0
    /// Steps whose effect did not show (for example when X input does not reach the app).
    private(set) var warnings: [String] = []

    init(output: URL, readme: URL? = nil, binDirectory: URL) throws {
        self.output = output
        self.readme = readme
        self.binDirectory = binDirectory
        server = try XServer(screens: [(1280, 800)], kind: .xvnc)
        rfb = try RFBClient(socketPath: server.rfbSocketPath ?? "")
        input = try XTestInput(display: server.display)
        windowManager = try WindowManagerClient(display: server.display)
        try plugExternalMonitor(true)
    }

    // MARK: The apps

    func gallery() throws {
        var app = try launch("gallery")
        try shoot("gallery-views")
        // Every page after Views, in sidebar order, with the README picture each one gives.
        let pages: [(title: String, readme: String?)] = [
            ("Drawing", nil), ("Layers", "gallery-layers"), ("Layer animations", nil), ("View animations", nil),
            ("Screens", nil), ("Controls", "gallery-controls"), ("Scrolling", nil), ("Auto Layout", "gallery-auto-layout"),
            ("Lists", "gallery-lists"), ("Photo grid", "gallery-photo-grid"), ("Navigation", nil), ("Presentation", nil),
            ("Dynamics", "gallery-dynamics"), ("Desktop", "gallery-desktop"), ("Text", "gallery-text"), ("Tiled", nil),
            ("Emitters", "gallery-emitters"), ("Blur", "gallery-blur"),
        ]
        // The sidebar shows sixteen pages' buttons in the window; the pages below them open by launch argument.
        let visibleButtons = 16
        for (index, (page, picture)) in pages.enumerated() {
            if index + 1 >= visibleButtons {
                try close(app, titled: "Gallery")
                app = try launch("gallery", arguments: ["--page", page])
                _ = app.waitForLine(prefix: "page \(page)", timeout: 3)
            } else {
                clickWindow(100, 64 + 16 + (index + 1) * 34)
            }
            if index + 1 < visibleButtons, !expect(app, "page \(page)", step: "gallery: click \(page) in the sidebar") {
                // The click did not reach the app: open the page through the gallery's launch argument instead,
                // so that the tour still shows it.
                try close(app, titled: "Gallery")
                app = try launch("gallery", arguments: ["--page", page])
            }
            Thread.sleep(forTimeInterval: page.hasSuffix("animations") ? 0.5 : 0.4)  // mid-animation, or after the fade
            try shoot("gallery-\(page.lowercased().replacingOccurrences(of: " ", with: "-"))", readme: picture)
            switch page {
            case "Navigation": try navigationPresentations(app)
            case "Presentation": try presentationPopover(app)
            default: break
            }
        }
        try close(app, titled: "Gallery")
        try dragBetweenApplications()
    }

    /// The Desktop page's card dragged out of one gallery into another X client, a second gallery on the external
    /// monitor, through XDND: the card's text lands in the other one's drop well.
    private func dragBetweenApplications() throws {
        let source = try launch("gallery", arguments: ["--page", "Desktop"])
        let target = try launch("gallery", arguments: ["--page", "Desktop"])
        let targetWindow = windowManager.topLevelWindows().first { windowManager.processID(of: $0) == Int(target.process.pid) }
        guard let targetWindow else {
            warnings.append("drag between applications: the second gallery's window was not found")
            return
        }
        let targetOrigin = (x: Self.mainMonitor.width + 12, y: 40)
        windowManager.move(targetWindow, x: targetOrigin.x, y: targetOrigin.y)
        Thread.sleep(forTimeInterval: 0.4)
        // From the card (window point 347, 185) to the other gallery's drop well (597, 185), the pointer held.
        let start = (x: Self.windowOrigin.x + 347, y: Self.windowOrigin.y + 185)
        let end = (x: targetOrigin.x + 597, y: targetOrigin.y + 185)
        input.move(to: start.x, start.y)
        input.press()
        let steps = 60
        for step in 1...steps {
            input.move(to: start.x + (end.x - start.x) * step / steps, start.y + (end.y - start.y) * step / steps)
            usleep(12_000)
        }
        Thread.sleep(forTimeInterval: 0.2)
        try shoot("drag-between-applications")  // over the other gallery's well, which lights up
        input.release()
        expect(target, "dropped", step: "drag between applications: the card's text lands in the other gallery")
        expect(source, "card drag ended: copied", step: "drag between applications: the source hears it was copied")
        Thread.sleep(forTimeInterval: 0.3)
        try shoot("drag-between-applications-dropped", desktopPicture: "drag-between-applications")
        windowManager.requestClose(targetWindow)
        if target.waitForExit() != 0 { warnings.append("the second gallery did not end cleanly when its window was closed") }
        try close(source, titled: "Gallery")
    }

    /// The Navigation page's bar buttons: the compose sheet, dismissed with Escape, then the filter popover.
    private func navigationPresentations(_ app: LaunchedApp) throws {
        let card = (x: 200 + 32, y: 84 + 16)
        clickWindow(card.x + 677, card.y + 25)  // compose, second from the right
        guard expect(app, "navigation sheet shown", step: "gallery: compose a message in a sheet") else { return }
        Thread.sleep(forTimeInterval: 0.2)
        try shoot("gallery-navigation-sheet", readme: "gallery-navigation")
        pressEscape()
        expect(app, "navigation sheet dismissed", step: "gallery: Escape dismisses the sheet")
        Thread.sleep(forTimeInterval: 0.4)
    }

    /// The Presentation page's popover, pointing at its button.
    private func presentationPopover(_ app: LaunchedApp) throws {
        clickWindow(200 + 32 + 150 + 68, 84 + 24 + 20)  // Popover
        guard expect(app, "presentation popover shown", step: "gallery: show a popover") else { return }
        Thread.sleep(forTimeInterval: 0.2)
        try shoot("gallery-presentation-popover", readme: "gallery-presentation")
        pressEscape()
        Thread.sleep(forTimeInterval: 0.4)
    }

    func touchCanvas() throws {
        let app = try launch("touch-canvas")
        try shoot("canvas-start")
        // A wave painted with the pointer (the primary button is a finger), then a second stroke under it.
        for (row, amplitude) in [(0, 40), (1, 25)] {
            let baseY = 80 + 56 + 120 + row * 150
            drag(from: (60, baseY), to: (520, baseY)) { x in baseY + Int(Double(amplitude) * sin(Double(x - 60) / 40)) }
        }
        expect(app, "trail ended", step: "canvas: paint")
        // The disc dragged to the left, and the card tapped to a new colour.
        drag(from: (845, 56 + 325), to: (470, 56 + 420)) { _ in nil }
        clickWindow(640, 56 + 180)
        expect(app, "object card tap ended", step: "canvas: tap the card")
        Thread.sleep(forTimeInterval: 0.3)
        try shoot("canvas-painted")
        try close(app, titled: "Touch Canvas")
    }

    func presenter() throws {
        let app = try launch("presenter")
        expect(app, "slides on VNC-1", step: "presenter: slides on the external monitor")
        try shoot("presenter-external-connected")
        clickWindow(552, 522)  // Next
        expect(app, "slide 2", step: "presenter: next slide")
        Thread.sleep(forTimeInterval: 0.2)
        try shoot("presenter-slide-transition")
        Thread.sleep(forTimeInterval: 0.5)
        try shoot("presenter-slide-2")
        try plugExternalMonitor(false)
        expect(app, "slides on main", step: "presenter: unplug")
        Thread.sleep(forTimeInterval: 0.3)
        try shoot("presenter-external-disconnected", readme: "presenter-split-view")
        try plugExternalMonitor(true)
        expect(app, "slides on VNC-1", step: "presenter: plug in again")
        if let modes = app.lines.last(where: { $0.hasPrefix("external VNC-1") }),
           let slot = modes.split(separator: " ").last?.split(separator: ",").firstIndex(of: "800x600") {
            clickWindow(676 + (slot % 2) * 143 + 68, 400 + (slot / 2) * 34 + 14)  // its mode button
            expect(app, "mode VNC-1 800x600", step: "presenter: pick 800 x 600")
        } else {
            warnings.append("presenter: the external monitor offers no 800 x 600 mode")
        }
        Thread.sleep(forTimeInterval: 0.4)
        try shoot("presenter-external-800x600")
        try close(app, titled: "Presenter")
    }

    /// The resources sample: launched for a URL its Info.plist declares, its xib button clicked twice (the
    /// pluralized count from its .stringsdict).
    func resourcesSample() throws {
        let title = "Resources Sample"
        // Its 480 x 320 window, from MainWindow.xib, is centred on the main monitor.
        let button = (x: (1280 - 480) / 2 + 114, y: (800 - 320) / 2 + 146)
        let app = try launch("resources-sample", arguments: ["resources-sample://tour"])
        expect(app, "opened resources-sample://tour", step: "resources: open the launch URL")
        try shoot("resources-launched-for-url")
        for count in 1...2 {
            input.click(at: button.x, button.y)
            expect(app, "greetings \(count)", step: "resources: click Say hello")
        }
        Thread.sleep(forTimeInterval: 0.2)
        try shoot("resources-greeted")
        try close(app, titled: title)
    }

    // MARK: Steps

    private func launch(_ product: String, arguments: [String] = []) throws -> LaunchedApp {
        let app = try LaunchedApp(binDirectory.appendingPathComponent(product).path, arguments: arguments,
                                  display: server.display)
        guard app.waitForLine(prefix: "ready") != nil else {
            throw XServerError.didNotStart("\(product) did not start: \(app.standardError)")
        }
        Thread.sleep(forTimeInterval: 0.3)  // its first frames
        return app
    }

    private func close(_ app: LaunchedApp, titled title: String) throws {
        if let window = windowManager.window(titled: title) { windowManager.requestClose(window) }
        if app.waitForExit() != 0 { warnings.append("\(title) did not end cleanly when its window was closed") }
    }

    /// Waits for the app to report `line`; notes the step when it does not.
    @discardableResult
    private func expect(_ app: LaunchedApp, _ line: String, step: String) -> Bool {
        guard app.waitForLine(prefix: line, timeout: 3) == nil else { return true }
        warnings.append("\(step): the app did not report \"\(line)\" (does X input reach it?)")
        return false
    }

    private func pressEscape() {
        input.key(0xFF1B, press: true)
        input.key(0xFF1B, press: false)
        input.sync()
    }

    private func clickWindow(_ x: Int, _ y: Int) {
        input.click(at: Self.windowOrigin.x + x, Self.windowOrigin.y + y)
    }

    /// A pointer drag in window points; `y(x)` bends the path (nil: a straight line).
    private func drag(from start: (Int, Int), to end: (Int, Int), y: (Int) -> Int?) {
        let origin = Self.windowOrigin
        input.move(to: origin.x + start.0, origin.y + start.1)
        input.press()
        let steps = 40
        for step in 1...steps {
            let x = start.0 + (end.0 - start.0) * step / steps
            let straight = start.1 + (end.1 - start.1) * step / steps
            input.move(to: origin.x + x, origin.y + (y(x) ?? straight))
            usleep(8_000)
        }
        input.release()
    }

    private func plugExternalMonitor(_ plugged: Bool) throws {
        try rfb.setDesktop(plugged ? [Self.mainMonitor, Self.externalMonitor] : [Self.mainMonitor])
        Thread.sleep(forTimeInterval: 0.3)
    }

    /// The whole desktop, both monitors when the external one is plugged in; with a README picture's name, the
    /// app's window alone too, into the README folder.
    /// `desktopPicture`: the whole desktop as a README picture of that name.
    private func shoot(_ name: String, readme picture: String? = nil, desktopPicture: String? = nil) throws {
        shots += 1
        let file = output.appendingPathComponent((shots < 10 ? "0" : "") + "\(shots)-\(name).png").path
        let desktop = try Screenshot.capture(display: server.display)
        try desktop.writePNG(to: file)
        if let readme, let desktopPicture {
            try desktop.writePNG(to: readme.appendingPathComponent(desktopPicture + ".png").path)
        }
        if let readme, let picture {
            let window = (Self.windowOrigin.x, Self.windowOrigin.y, 1000, 640)
            try Screenshot.capture(display: server.display, rect: window)
                .writePNG(to: readme.appendingPathComponent(picture + ".png").path)
        }
    }
}
