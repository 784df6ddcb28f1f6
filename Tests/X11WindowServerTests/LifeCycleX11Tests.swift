import Testing
import Foundation
import UIKitTestSupport

/// The application life cycle driven by what happens to its windows on a real X server (DESIGN.md section 4:
/// focus in/out <-> active/inactive, iconify <-> background, closing the last window <-> terminate), and the app's
/// end when the server dies. Delegate callbacks come before the matching notification, observed on `.main`.
@Suite(.serialized) struct LifeCycleX11Tests {
    let prefixes = ["app ", "note didBecomeActive", "note willResignActive", "note didEnterBackground",
                    "note willEnterForeground", "note willTerminate"]

    func start() throws -> (XServer, ScreensProbeApp, WindowManagerClient, UInt) {
        let server = try XServer()
        let app = try ScreensProbeApp(display: server.display)
        app.run("window a 0 0 300 200")
        let wm = try WindowManagerClient(display: server.display)
        let window = try #require(wm.waitForWindow(titled: "a"))
        return (server, app, wm, window)
    }

    /// Book #29: focus out and in are willResignActive and didBecomeActive.
    @Test func focusOutResignsActiveAndFocusInBecomesActive() throws {
        let (server, app, wm, window) = try start()
        defer { server.stop() }
        let before = app.lines.count
        wm.focusElsewhere()
        try #require(app.waitForLine(after: before, prefix: "note willResignActive") != nil)
        wm.focus(window)
        try #require(app.waitForLine(after: before, prefix: "note didBecomeActive") != nil)
        #expect(app.lines(after: before, matching: prefixes) == [
            "app willResignActive", "note willResignActive", "app didBecomeActive", "note didBecomeActive",
        ])
    }

    /// Book #29: iconify enters the background, restore comes back to the foreground.
    @Test func iconifyEntersTheBackgroundAndRestoreComesBack() throws {
        let (server, app, wm, window) = try start()
        defer { server.stop() }
        let before = app.lines.count
        wm.iconify(window)
        try #require(app.waitForLine(after: before, prefix: "note didEnterBackground") != nil)
        wm.restore(window)
        wm.focus(window)
        try #require(app.waitForLine(after: before, prefix: "note didBecomeActive") != nil)
        #expect(app.lines(after: before, matching: prefixes) == [
            "app willResignActive", "note willResignActive", "app didEnterBackground", "note didEnterBackground",
            "app willEnterForeground", "note willEnterForeground", "app didBecomeActive", "note didBecomeActive",
        ])
    }

    /// Book #29: closing the last window is willTerminate.
    @Test func closingTheLastWindowTerminatesTheApp() throws {
        let (server, app, wm, window) = try start()
        defer { server.stop() }
        let before = app.lines.count
        wm.requestClose(window)
        let status = app.process.wait()
        #expect(status == 0)
        let tail = app.lines(after: before, matching: prefixes)
        #expect(tail.suffix(2) == ["app willTerminate", "note willTerminate"], "\(tail)")
    }

    @Test func theXServerDyingEndsTheAppWithinASecondWithOneLineAndAFailureStatus() throws {
        let (server, app, _, _) = try start()
        server.kill()
        let killed = Date()
        while app.process.isRunning && Date().timeIntervalSince(killed) < 1 { Thread.sleep(forTimeInterval: 0.01) }
        let ended = !app.process.isRunning
        let seconds = Date().timeIntervalSince(killed)
        #expect(ended, "the app is still running \(seconds) s after the server died")
        let status = app.process.wait()
        #expect(status != 0 && app.process.exitedNormally, "exit status \(status)")
        #expect(app.lines.contains("app willTerminate"))
        Thread.sleep(forTimeInterval: 0.1)  // the reader threads drain the pipes
        let message = app.standardError.split(separator: "\n")
        #expect(message.count == 1, "\(app.standardError)")
        #expect(message.first?.contains(server.display) == true, "\(app.standardError)")
    }
}
