import Foundation
import UIKitTestSupport

// Start-up and idle cost of each sample app, measured as a person would notice them:
//  - launch to first frame: from spawning the process to its window's pixels on a private Xvfb (target < 300 ms);
//  - idle CPU: utime + stime from /proc/PID/stat over a few seconds after start-up, with nothing moving (target 0%).
// The baseline is hello-layers, the smallest UIKit app, measured in the same run.
//
//     swift build -c release && swift run -c release AppStartupBenchmark [runs]

let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 5
let apps = ["hello-layers", "gallery", "touch-canvas", "presenter"]
/// A desktop pixel inside every app's window (each centres or places its window over it) that is never black.
let probe = (x: 300, y: 200)
let idleSeconds = 3.0

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AppStartupBenchmark: \(message)\n".utf8))
    exit(1)
}

/// Clock ticks (user + system) the process has used so far.
func cpuTicks(_ pid: pid_t) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    // Fields after the command name: state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

struct Measurement {
    var firstFrame: [Double] = []
    var idleCPU: [Double] = []
}

func measure(_ app: String) throws -> (firstFrame: Double, idleCPU: Double) {
    let path = binDirectory.appendingPathComponent(app).path
    guard FileManager.default.isExecutableFile(atPath: path) else { fail("build the \(app) product first") }
    let server = try XServer()
    defer { server.stop() }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = server.display
    let started = Date()
    let process = try ChildProcess(executable: path, arguments: [], environment: environment)
    defer { process.stop(grace: 1) }
    var shown = false
    while !shown && Date().timeIntervalSince(started) < 10 && process.isRunning {
        let pixel = try Screenshot.capture(display: server.display, rect: (probe.x, probe.y, 1, 1)).rgb(0, 0)
        shown = pixel != (0, 0, 0)
    }
    let firstFrame = Date().timeIntervalSince(started) * 1000
    guard shown else { fail("\(app) showed nothing in 10 s") }
    Thread.sleep(forTimeInterval: 1)  // let start-up work and any launch animation finish
    guard let before = cpuTicks(process.pid) else { fail("cannot read /proc/\(process.pid)/stat") }
    Thread.sleep(forTimeInterval: idleSeconds)
    guard let after = cpuTicks(process.pid) else { fail("\(app) exited while idle") }
    let idle = Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK))) / idleSeconds * 100
    return (firstFrame, idle)
}

var results: [String: Measurement] = [:]
do {
    for _ in 0..<runs {
        for app in apps {
            let (frame, idle) = try measure(app)
            results[app, default: Measurement()].firstFrame.append(frame)
            results[app, default: Measurement()].idleCPU.append(idle)
        }
    }
} catch {
    fail("\(error)")
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let baseline = median(results["hello-layers"]!.firstFrame)
print("App start-up: launch to first frame on a private Xvfb (median of \(runs)), idle CPU over \(Int(idleSeconds)) s")
print("app            first frame   vs hello-layers   target   idle CPU")
for app in apps {
    let measurement = results[app]!
    let frame = median(measurement.firstFrame)
    let idle = measurement.idleCPU.max() ?? 0
    print(app.padding(toLength: 15, withPad: " ", startingAt: 0)
        + String(format: "%8.0f ms   %12.2fx   ", frame, frame / baseline)
        + (frame < 300 ? "   met" : "MISSED") + String(format: "   %6.1f%%", idle) + (idle == 0 ? "" : "  (not idle)"))
}
