import Foundation
import UIKit
import UIKitTestSupport

// Long runs and input floods, as issue "reliability" measures them; figures go in the README.
//  - soak: this executable with `--app` is an app that animates without pause (a push transition replaced every
//    0.3 s, a display link moving a view every refresh); its resident memory and its X resources are sampled every
//    10 s on a private Xvfb; growth is measured from the end of the first minute (start-up and caches settle).
//  - drag: the touch canvas gets a 20,000-move XTest drag; the time from the release to the canvas finishing the
//    trail, against one refresh (16.7 ms).
//
//     swift build -c release && swift run -c release SoakBenchmark [--minutes 10] [--skip-drag]

if CommandLine.arguments.contains("--app") {
    UIApplicationMain(delegate: SoakAppDelegate())
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let minutes = option("--minutes").flatMap(Double.init) ?? 10
let settle = min(60, minutes * 60 / 5)

/// A line on standard output at once, also into a pipe: a ten-minute run shows its progress as it goes.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("SoakBenchmark: \(message)\n".utf8))
    exit(1)
}

/// VmRSS of `pid` in KiB.
func residentKiB(_ pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
}

func soak() throws {
    let server = try XServer()
    defer { server.stop() }
    let app = try LaunchedApp(CommandLine.arguments[0], arguments: ["--app"], display: server.display)
    guard app.waitForLine(prefix: "ready") != nil else { fail("the soak app did not start: \(app.standardError)") }
    let pid = app.process.pid
    let start = Date()
    var baseline: (rss: Int, resources: XResourceCounts)?
    var peak = 0
    var samples: [(seconds: Int, rss: Int, resources: Int)] = []
    say("Soak: \(minutes) min of continuous animation (transition replaced every 0.3 s, display link running)")
    while Date().timeIntervalSince(start) < minutes * 60 {
        Thread.sleep(forTimeInterval: 10)
        guard app.process.isRunning, let rss = residentKiB(pid) else { fail("the app ended: \(app.standardError)") }
        let resources = try XResourceCounts.forProcess(pid, display: server.display)
        let elapsed = Int(Date().timeIntervalSince(start))
        samples.append((elapsed, rss, resources.total))
        if baseline == nil, Double(elapsed) >= settle { baseline = (rss, resources) }
        if baseline != nil { peak = max(peak, rss) }
        say("  \(elapsed) s: RSS \(rss) KiB, X resources \(resources.total) (\(resources))")
    }
    guard let baseline, let last = samples.last else { fail("the run was too short to settle") }
    let final = try XResourceCounts.forProcess(pid, display: server.display)
    say("Soak result: RSS \(baseline.rss) KiB after \(Int(settle)) s -> \(last.rss) KiB at \(last.seconds) s: "
        + "growth \(last.rss - baseline.rss) KiB (peak \(peak - baseline.rss) KiB above); "
        + "X resources \(baseline.resources.total) -> \(final.total) "
        + "(\(final == baseline.resources ? "unchanged" : "CHANGED: \(final)"))")
}

/// Milliseconds from the release of a drag of `moves` XTest moves to the canvas logging the trail's end (polled
/// every 0.2 ms).
func dragLag(moves: Int) throws -> Double {
    let server = try XServer()
    defer { server.stop() }
    let app = try LaunchedApp("touch-canvas", display: server.display)
    guard app.waitForLine(prefix: "ready") != nil else { fail("touch-canvas did not start") }
    let input = try XTestInput(display: server.display)
    // The canvas centres its 1000 x 640 window on the 1280 x 800 screen; its paper starts 56 points down.
    let (x, y) = (140 + 100, 80 + 56 + 100)
    input.move(to: x, y)
    input.press()
    for step in 0..<moves { input.move(to: x + step % 600, y + (step / 600) % 300) }
    input.release()
    input.sync()
    let released = Date()
    while !app.lines.contains(where: { $0.hasPrefix("trail ended") }) {
        guard Date().timeIntervalSince(released) < 60 else { fail("the trail never ended") }
        usleep(200)
    }
    return Date().timeIntervalSince(released) * 1000
}

func drag() throws {
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let runs = 5
    let short = try (0..<runs).map { _ in try dragLag(moves: 10) }
    let flood = try (0..<runs).map { _ in try dragLag(moves: 20_000) }
    let format = { (values: [Double]) in values.map { String(format: "%.1f", $0) }.joined(separator: ", ") }
    say("Drag: release to the canvas ending the trail, median of \(runs) (one refresh is 16.7 ms):")
    say("  10 moves:     \(String(format: "%.1f", median(short))) ms (\(format(short)))")
    say("  20,000 moves: \(String(format: "%.1f", median(flood))) ms (\(format(flood))), "
        + "\(String(format: "%.1f", median(flood) - median(short))) ms more than the short drag")
}

do {
    if !arguments.contains("--skip-drag") { try drag() }
    if minutes > 0 { try soak() }
} catch {
    fail("\(error)")
}
