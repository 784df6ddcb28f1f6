import Testing
import Foundation
import UIKitTestSupport

/// The X server can die at any moment of an app's launch: between opening the display and the first window,
/// while the first frame is drawn, after it. Whatever the moment, the app ends with a clear message and an
/// ordinary exit status, never a crash (a dead connection answers NULL where a live one never does).
@Suite(.serialized) struct LaunchServerDeathTests {
    @Test func theServerDyingAtEachStageOfLaunchEndsTheAppCleanly() throws {
        let path = ApplicationProcessTests.helloLayers
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the hello-layers product")
        var outcomes: [String] = []
        // Delays from 0 to 120 ms cover opening the display, reading screens, the first window and frame; the
        // app reports on its way (UIKIT_X11_DEBUG_LAUNCH_DELAY_MS is not needed: launch takes 30-50 ms here).
        for delay in stride(from: 0, through: 120, by: 4) {
            let server = try XServer()
            let (process, errors) = try ApplicationProcessTests.launch(path, display: server.display)
            usleep(useconds_t(delay * 1_000))
            server.kill()
            let status = process.wait()
            let message = String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
            server.stop()
            #expect(process.exitedNormally, "killed after \(delay) ms: status \(status), \(message)")
            #expect(status != 0, "killed after \(delay) ms")
            #expect(message.contains("X server") || message.contains("X display"),
                    "killed after \(delay) ms, the message says what happened: \(message)")
            outcomes.append("\(delay) ms: \(status)")
        }
        print("LaunchServerDeathTests: \(outcomes.count) launches, server killed 0-120 ms in: \(outcomes)")
    }
}
