import Foundation
import Testing
import UIKitTestSupport

/// Every app's life cycle on a real X server: closing its main window ends it cleanly, and losing its X server ends
/// it with one message that names the display.
@Suite(.serialized) struct AppLifeCycleTests {
    static let apps = [("gallery", "Gallery"), ("touch-canvas", "Touch Canvas"), ("presenter", "Presenter")]

    @Test(arguments: apps)
    func closingTheMainWindowEndsTheAppCleanly(product: String, title: String) throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(product, display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let wm = try WindowManagerClient(display: server.display)
        let window = try #require(wm.waitForWindow(titled: title))
        wm.requestClose(window)
        #expect(app.waitForExit() == 0, "\(app.standardError)")
        #expect(app.lines.last == "terminate", "applicationWillTerminate ran last: \(app.lines)")
        #expect(app.standardError.isEmpty, "\(app.standardError)")
    }

    @Test(arguments: apps)
    func killingTheXServerEndsTheAppWithOneClearMessage(product: String, title: String) throws {
        let server = try XServer()
        let app = try LaunchedApp(product, display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        server.kill()
        let status = app.waitForExit()
        #expect(status != nil && status != 0, "exit status \(String(describing: status))")
        let message = app.standardError.split(separator: "\n")
        #expect(message.count == 1 && message.first?.contains(server.display) == true, "\(app.standardError)")
    }
}
