import Foundation
import UIKitTestSupport

/// The screenshot tour: a private X server with two monitors, the sample app on it, a PNG of each step in a folder.
/// `scripts/run.sh` runs it when there is no DISPLAY.
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
guard let app = option("--app") else {
    FileHandle.standardError.write(Data("usage: screenshot-tour --app PATH [--output DIR]\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: option("--output") ?? "screenshots", isDirectory: true).standardizedFileURL

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("screenshot-tour: \(message)\n".utf8))
    exit(1)
}

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    // One X screen wide enough for a 1280x800 main monitor and a 1024x768 external one beside it.
    let server = try XServer(screens: [(2304, 800)])
    defer { server.stop() }
    try Monitors.split(display: server.display, [
        .init(name: "MAIN", x: 0, y: 0, width: 1280, height: 800, output: "screen"),
        .init(name: "EXTERNAL", x: 1280, y: 0, width: 1024, height: 768, output: nil),
    ])
    let process = try ChildProcess(
        executable: app, arguments: [],
        environment: ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 },
        standardError: 2)
    defer { process.stop() }

    // Wait for the first frame: the window's top-left area stops being the empty black screen.
    let deadline = Date().addingTimeInterval(15)
    var shot = try Screenshot.capture(display: server.display)
    while shot.rgb(20, 20) == (0, 0, 0) && Date() < deadline && process.isRunning {
        Thread.sleep(forTimeInterval: 0.05)
        shot = try Screenshot.capture(display: server.display)
    }
    guard process.isRunning else { fail("\(app) exited with status \(process.wait())") }
    let name = URL(fileURLWithPath: app).lastPathComponent
    try shot.writePNG(to: output.appendingPathComponent("01-\(name)-desktop.png").path)
    try Screenshot.capture(display: server.display, rect: (0, 0, 1280, 800))
        .writePNG(to: output.appendingPathComponent("01-\(name)-main-monitor.png").path)
    try Screenshot.capture(display: server.display, rect: (1280, 0, 1024, 768))
        .writePNG(to: output.appendingPathComponent("01-\(name)-external-monitor.png").path)
    print("Screenshots written to \(output.path)")
} catch {
    fail("\(error)")
}
