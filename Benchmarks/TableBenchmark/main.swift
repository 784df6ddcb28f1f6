// A 100,000-row self-sizing table (list content configurations of one to three lines, heights measured as rows
// show) flung at a steady 40 points a frame through the X11 compositor on a fresh Xvfb: 300 frames from the top,
// then from 300 frames before the end until row 99,999 shows. Prints the client CPU per frame (process CPU, every thread), the frames whose
// wall time passed a 60 Hz refresh, the cells made and the resident memory after each phase; then GTK 4's
// GtkListView doing the same in the same run (gtk_listview.py, PyGObject) and the ratios.
// Run a release build: swift run -c release TableBenchmark   (--no-peer skips GTK)
import Foundation
import UIKit
import UIKitTestSupport
import X11WindowServer

let rows = 100_000, step: CGFloat = 40, frames = 300

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
}

/// Counts the cells the table makes (reuse keeps it near one screenful).
final class CountedCell: UITableViewCell {
    static var made = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        CountedCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor final class Rows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        let details = (0..<(indexPath.row % 3)).map { "detail line \($0) of row \(indexPath.row)" }
        content.secondaryText = details.isEmpty ? nil : details.joined(separator: "\n")
        cell.contentConfiguration = content
        return cell
    }
}

struct Phase {
    var msPerFrame: Double, overBudget: Int, rssKiB: Int, cells: Int, lastRow: Int, frames: Int, made: Int
}

@MainActor func runOurs(display: String) throws -> (top: Phase, end: Phase) {
    let x11 = try X11WindowServer(displayName: display)
    var mapped = false
    try x11.start { event in
        if case .windowMinimized(_, false) = event { mapped = true }
    }
    let host = try x11.makeWindowHost(WindowHostConfiguration(
        screenID: x11.screens.first?.id ?? "", frame: CGRect(x: 0, y: 0, width: 400, height: 600), scale: 1,
        title: "table-bench", level: 0, isFullScreen: false)) as! X11WindowHost
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let table = UITableView(frame: root.bounds, style: .plain)
    let source = Rows()
    table.register(CountedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    root.addSubview(table)
    let layerHost = CALayerHost(rootLayer: root.layer) { host.present($0) }
    defer { layerHost.invalidate(); x11.shutDown() }
    host.setVisible(true)
    let deadline = now() + 2
    while !mapped && now() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }

    /// `frames` frames, or (to the end) until the last row shows: rows measured on the way are taller than their
    /// estimate, so the end moves away while the table gets there.
    func fling(toEnd: Bool = false) -> Phase {
        host.finishPresentedFrames()
        let cpu = processCPU()
        var over = 0, drawn = 0
        while toEnd ? table.indexPathsForVisibleRows?.last?.row != rows - 1 && drawn < 4 * frames : drawn < frames {
            drawn += 1
            let start = now()
            table.contentOffset.y = min(table.contentOffset.y + step, table.contentSize.height - table.bounds.height)
            CATransaction.flush()
            host.finishPresentedFrames()
            if now() - start > 1.0 / 60 { over += 1 }
        }
        let perFrame = (processCPU() - cpu) * 1000 / Double(max(drawn, 1))
        return Phase(msPerFrame: perFrame, overBudget: over, rssKiB: residentKiB(), cells: table.visibleCells.count,
                     lastRow: table.indexPathsForVisibleRows?.last?.row ?? -1, frames: drawn, made: CountedCell.made)
    }
    // Warm-up: a first fling over the top, then back.
    CATransaction.flush()
    _ = fling()
    table.contentOffset.y = 0
    CATransaction.flush()
    let top = fling()
    table.scrollToRow(at: IndexPath(row: rows - 1, section: 0), at: .bottom, animated: false)
    table.contentOffset.y -= step * CGFloat(frames)
    CATransaction.flush()
    let end = fling(toEnd: true)
    return (top, end)
}

func runPeer(display: String) -> [String: Any]? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("gtk_listview.py")
    let process = Process()
    // Debian's interpreter, the one python3-gi is installed for (a python3 earlier in PATH may be another).
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last,
          let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
    return json
}

let server = try XServer(screens: [(800, 700)])
defer { server.stop() }
let ours = try MainActor.assumeIsolated { try runOurs(display: server.display) }
print("TableBenchmark: 100,000 self-sizing rows flung at 40 points a frame: 300 frames from row 0, then from near the end to row 99,999 (Xvfb; ours unpaced, GTK on its frame clock)")
func row(_ name: String, _ phase: Phase) {
    print(String(format: "  ours %@: %.3f ms CPU/frame over %d frames, %d over 16.7 ms, RSS %d KiB, %d cells on screen "
                 + "(%d made in all), last row %d", name, phase.msPerFrame, phase.frames, phase.overBudget, phase.rssKiB,
                 phase.cells, phase.made, phase.lastRow))
}
row("from row 0     ", ours.top)
row("to row 99,999  ", ours.end)
print(String(format: "  memory from row 0 to row 99,999: %+.1f%%", Double(ours.end.rssKiB - ours.top.rssKiB) * 100 / Double(ours.top.rssKiB)))
if !CommandLine.arguments.contains("--no-peer") {
    if let peer = runPeer(display: server.display), let top = peer["top_ms_per_frame"] as? Double,
       let end = peer["end_ms_per_frame"] as? Double {
        print(String(format: "  gtk4-listview from row 0: %.3f ms CPU/frame (%d late frames), to the end: %.3f ms (%d late), RSS %d -> %d KiB",
                     top, peer["top_over_budget"] as? Int ?? -1, end, peer["end_over_budget"] as? Int ?? -1,
                     peer["rss_top_kib"] as? Int ?? 0, peer["rss_end_kib"] as? Int ?? 0))
        print(String(format: "  GTK / ours per frame: x%.2f from row 0, x%.2f to the end", top / ours.top.msPerFrame,
                     end / ours.end.msPerFrame))
    } else {
        print("  gtk4-listview: not run (python3-gi and gir1.2-gtk-4.0 needed)")
    }
}
