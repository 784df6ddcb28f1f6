import Foundation
import Testing
import UIKitTestSupport

/// The resources sample as its own process. Headless (no DISPLAY), started with a user's languages: its unchanged
/// `NSLocalizedString` calls read its SwiftPM resource bundle's `.lproj` tables in that language (R-STR-9), and
/// `-AppleLanguages` on the command line overrides the environment as on macOS and iOS.
@Suite(.serialized) struct ResourcesSampleAppTests {
    /// The greeting line the sample logs once its main interface is loaded, and its standard error.
    private func greeting(environment extra: [String: String], arguments: [String] = []) throws -> (String?, String) {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
        environment["UIKIT_APP_LOG"] = "1"
        environment.merge(extra) { $1 }
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw XServerError.didNotStart("pipe") }
        let process = try ChildProcess(executable: LaunchedApp.path(of: "resources-sample"), arguments: arguments,
                                       environment: environment, standardOutput: outPipe[1], standardError: errPipe[1])
        defer { process.stop(grace: 1) }
        close(outPipe[1]); close(errPipe[1])
        let collected = Collected()
        LineReader.start(outPipe[0]) { collected.append(out: $0) }
        LineReader.start(errPipe[0]) { collected.append(error: $0) }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let line = collected.output.split(separator: "\n").first(where: { $0.hasPrefix("greeting ") }) {
                return (String(line.dropFirst("greeting ".count)), collected.errors)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return (nil, collected.errors)
    }

    @Test(arguments: [
        (["LANG": "fr_FR.UTF-8"], "Bonjour depuis un xib !"),
        (["LANGUAGE": "de:fr", "LANG": "fr_FR.UTF-8"], "Hallo aus einem Xib!"),
        (["LANG": "ja_JP.UTF-8"], "Hello from a xib!"), // no Japanese: the development region
        (["LANG": "C"], "Hello from a xib!"),
    ])
    func plainNSLocalizedStringFollowsTheLocaleVariables(environment: [String: String], expected: String) throws {
        let (greeting, errors) = try greeting(environment: environment)
        #expect(greeting == expected, "\(errors)")
    }

    /// The About button presents About.storyboard's scene over the window; its Close button dismisses it. The
    /// 480 x 320 window is centred on the 1280 x 800 screen, at (400, 240).
    @Test func theAboutButtonPresentsTheStoryboardSceneAndCloseDismissesIt() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("resources-sample", display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        let indigo = (88, 86, 214), white = (255, 255, 255)
        #expect(try PixelWait.until(server.display, 400 + 300, 240 + 300, white, name: "resources-greeting"))
        input.click(at: 400 + 84, 240 + 272) // About
        #expect(app.waitForLine(prefix: "about shown") != nil)
        #expect(try PixelWait.until(server.display, 400 + 300, 240 + 300, indigo, name: "resources-about"))
        input.click(at: 400 + 114, 240 + 146) // Close
        #expect(app.waitForLine(prefix: "about closed") != nil)
        #expect(try PixelWait.until(server.display, 400 + 300, 240 + 300, white, name: "resources-closed"))
    }

    @Test func appleLanguagesOnTheCommandLineOverridesTheEnvironment() throws {
        let (greeting, errors) = try greeting(environment: ["LANG": "fr_FR.UTF-8"], arguments: ["-AppleLanguages", "(de, fr)"])
        #expect(greeting == "Hallo aus einem Xib!", "\(errors)")
    }
}

/// Output of the child, appended from reader threads.
private final class Collected: @unchecked Sendable {
    // @unchecked: both strings are only touched under `lock`.
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    var output: String { lock.withLock { out } }
    var errors: String { lock.withLock { err } }
    func append(out text: String) { lock.withLock { out += text } }
    func append(error text: String) { lock.withLock { err += text } }
}
