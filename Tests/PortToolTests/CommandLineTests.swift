import Foundation
import Testing
import UIKitTestSupport

/// `uikit-port build` and `uikit-port run` as a person types them, on the projects and `--out` folder the fixture
/// tests use (so the build finds everything compiled already): the last line of `build` is the executable, `run`
/// opens the app (the first project's) on `DISPLAY` or on a private Xvfb and takes the app and the server down when
/// it is stopped, and neither writes a byte of the projects' own files.
@Suite(.serialized) struct CommandLineTests {
    private static let tool = LaunchedApp.path(of: "uikit-port")
    private static let arguments = FixtureBuild.runnable.map(FixtureBuild.project) + ["--out", FixtureBuild.packageFolder]

    /// Every file of the fixture projects with its size, modification time and contents.
    private static func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let root = FixtureBuild.fixtures.path
        for name in FixtureBuild.runnable {
            let folder = root + "/" + name
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let entry = enumerator?.nextObject() as? String {
                let path = folder + "/" + entry
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                let stamp = "\(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
                files[path] = Data(stamp.utf8) + (FileManager.default.contents(atPath: path) ?? Data())
            }
        }
        return files
    }

    @Test func buildPrintsTheExecutableLastAndLeavesTheProjectsAlone() throws {
        let executables = try FixtureBuild.executables.get()
        let before = Self.snapshot()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tool)
        process.arguments = ["build"] + Self.arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let last = text.split(separator: "\n").last.map(String.init)
        #expect(last == executables["Counter"], "\(text)")
        #expect(FileManager.default.isExecutableFile(atPath: last ?? ""))
        let after = Self.snapshot()
        #expect(before.count > 50 && after == before, "files of the projects changed: \(Set(after.keys).symmetricDifference(before.keys))")
    }

    @Test func runOpensTheAppOnTheDisplayAndStoppingTheToolStopsTheApp() throws {
        _ = try FixtureBuild.executables.get()
        let server = try XServer()
        defer { server.stop() }
        let tool = try LaunchedApp(Self.tool, arguments: ["run"] + Self.arguments, display: server.display)
        try #require(tool.waitForLine(prefix: "viewDidLoad", timeout: 300) != nil, "\(tool.lines) \(tool.standardError)")
        #expect(tool.lines.contains("viewDidLoad label=true swatches=2"), "\(tool.lines)")
        #expect(try FixturePixels.wait(server.display, 350, 500, (0x33, 0x99, 0x66), name: "run-counter"))
        let input = try XTestInput(display: server.display)
        let before = try Screenshot.capture(display: server.display)
        let mark = tool.lines.count
        input.click(at: 120, 230)
        #expect(tool.waitForLine(after: mark, prefix: "increment 1 sender=true") != nil, "\(tool.lines) \(tool.standardError)")
        // The label outlet shows the new count: the README's picture.
        let (labelChanged, after) = try FixturePixels.waitForChange(server.display, from: before, x: 100..<140, y: 40..<80)
        #expect(labelChanged)
        try after.writePNG(to: NSTemporaryDirectory() + "port-run-counter.png")

        let client = try WindowManagerClient(display: server.display)
        func appWindows() -> [UInt] { client.topLevelWindows().filter { client.processID(of: $0) != nil } }
        #expect(!appWindows().isEmpty)
        tool.process.terminate()
        #expect(tool.waitForExit(timeout: 10) == 128 + SIGTERM)
        let gone = Date().addingTimeInterval(10)
        while !appWindows().isEmpty && Date() < gone { Thread.sleep(forTimeInterval: 0.05) }
        #expect(appWindows().isEmpty, "the app outlived the tool")
    }

    @Test func runWithoutADisplayUsesAPrivateXvfbAndStopsIt() throws {
        _ = try FixtureBuild.executables.get()
        let tool = try LaunchedApp(Self.tool, arguments: ["run"] + Self.arguments, display: "")
        try #require(tool.waitForLine(prefix: "viewDidLoad", timeout: 300) != nil, "\(tool.lines) \(tool.standardError)")
        #expect(tool.waitForLine(prefix: "scene connected window=true") != nil, "\(tool.lines)")
        let announcement = try #require(tool.standardError.split(separator: "\n")
            .first { $0.hasPrefix("uikit-port: DISPLAY is not set; running on a private Xvfb at :") }, "\(tool.standardError)")
        let number = try #require(announcement.split(separator: ":").last.flatMap { Int($0) })
        let socket = "/tmp/.X11-unix/X\(number)"
        #expect(FileManager.default.fileExists(atPath: socket))
        tool.process.terminate()
        #expect(tool.waitForExit(timeout: 10) == 128 + SIGTERM)
        let gone = Date().addingTimeInterval(10)
        while FileManager.default.fileExists(atPath: socket) && Date() < gone { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!FileManager.default.fileExists(atPath: socket), "the private Xvfb outlived the tool")
    }
}
