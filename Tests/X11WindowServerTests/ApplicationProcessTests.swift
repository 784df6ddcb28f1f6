import Testing
import Foundation
import UIKitTestSupport

/// The sample app as a separate process, the way a person starts it.
@Suite(.serialized) struct ApplicationProcessTests {
    /// Built products sit beside the test bundle.
    static let helloLayers = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("hello-layers").path

    /// Starts `path` on `display`; its standard error goes to the returned descriptor's pipe.
    static func launch(_ path: String, display: String) throws -> (ChildProcess, FileHandle) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XDG_STATE_HOME"] = TestAppState.freshFolder()
        let child = try ChildProcess(executable: path, arguments: [], environment: environment, standardError: fds[1])
        close(fds[1])
        return (child, FileHandle(fileDescriptor: fds[0], closeOnDealloc: true))
    }

    @Test func unreachableDisplayGivesAOneLineErrorAndNonZeroExit() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.helloLayers), "build the hello-layers product")
        let (process, errors) = try Self.launch(Self.helloLayers, display: ":987")
        let status = process.wait()
        let message = String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        #expect(status != 0)
        #expect(process.exitedNormally, "it exits; it does not crash")
        let lines = message.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(message)")
        #expect(message.contains(":987"), "the message names the display: \(message)")
    }

    @Test func sampleAppShowsItsWindowOnTheDisplay() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.helloLayers), "build the hello-layers product")
        let server = try XServer()
        defer { server.stop() }
        let (process, _) = try Self.launch(Self.helloLayers, display: server.display)
        defer { process.stop() }
        // The window is placed at the screen's origin; wait for its first frame.
        var shot: Screenshot?
        let deadline = Date().addingTimeInterval(10)
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            shot = try Screenshot.capture(display: server.display, rect: (0, 0, 480, 360))
        } while !(shot?.matches(60, 60, (230, 51, 51)) ?? false) && Date() < deadline
        let final = try #require(shot)
        if !final.matches(60, 60, (230, 51, 51)) { try final.writePNG(to: "/tmp/sample-app-failure.png") }
        #expect(final.matches(60, 60, (230, 51, 51)))
        #expect(final.matches(200, 150, (140, 64, 140)))
        #expect(process.isRunning, "the app keeps running with its window up")
    }
}
