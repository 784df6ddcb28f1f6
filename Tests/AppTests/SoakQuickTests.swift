import Foundation
import Testing
import UIKitTestSupport

/// The quick form of SoakBenchmark: its app animating without pause (a push transition replaced every 0.3 s, a
/// display link) for a few seconds on Xvfb, after it settles (6 s). Memory and X resources stay flat; the long
/// form (ten minutes, release) is `swift run -c release SoakBenchmark`.
@Suite(.serialized) struct SoakQuickTests {
    /// VmRSS of `pid` in KiB.
    static func residentKiB(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    @Test func animatingWithoutPauseKeepsMemoryAndXResourcesFlat() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(LaunchedApp.path(of: "SoakBenchmark"), arguments: ["--app"], display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let pid = app.process.pid
        // Settled: on a loaded machine a cache the compositor fills once (the pictures below and above a moving
        // view) may still appear in the first seconds, so the count to keep is the one after the first window.
        Thread.sleep(forTimeInterval: 3)
        let firstResources = try XResourceCounts.forProcess(pid, display: server.display)
        Thread.sleep(forTimeInterval: 3)
        let rss = try #require(Self.residentKiB(pid))
        let resources = try XResourceCounts.forProcess(pid, display: server.display)
        // 20 transitions replaced and about 360 display-link frames.
        Thread.sleep(forTimeInterval: 6)
        let laterRSS = try #require(Self.residentKiB(pid), "the app ended: \(app.standardError)")
        let laterResources = try XResourceCounts.forProcess(pid, display: server.display)
        #expect(laterResources == resources, "\(firstResources) -> \(resources) -> \(laterResources)")
        #expect(laterRSS - rss < 1_024, "RSS \(rss) -> \(laterRSS) KiB")
        print("SoakQuickTests: RSS \(rss) -> \(laterRSS) KiB over 6 s; X resources \(firstResources.total) -> "
              + "\(resources.total) -> \(laterResources.total)")
    }
}
