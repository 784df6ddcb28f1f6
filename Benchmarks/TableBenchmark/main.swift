// A 100,000-row self-sizing table (list content configurations of one to three lines, heights measured as rows
// show) flung at a steady 40 points a frame through the X11 compositor on a fresh Xvfb: 300 frames from the top,
// then from 300 frames before the end until row 99,999 shows. Prints the client CPU per frame (process CPU, every thread), the frames whose
// wall time passed a 60 Hz refresh, the cells made and the resident memory after each phase; then GTK 4's
// GtkListView doing the same in the same run (gtk_listview.py, PyGObject) and the ratios.
// Run a release build: swift run -c release TableBenchmark   (--no-peer skips GTK)
import Foundation
import UIKit
import UIKitTestSupport
import XvfbFling

let rows = 100_000, step: CGFloat = 40, frames = 300

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

/// A fling's figures with the table's cells and last row at its end.
struct Phase {
    var figures: FlingFigures, cells: Int, lastRow: Int, made: Int
}

@MainActor func runOurs(display: String) throws -> (top: Phase, end: Phase) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let table = UITableView(frame: root.bounds, style: .plain)
    let source = Rows()
    table.register(CountedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    root.addSubview(table)
    let window = try XvfbFlingWindow(display: display, title: "table-bench", root: root)
    defer { window.close() }

    func phase(_ figures: FlingFigures) -> Phase {
        Phase(figures: figures, cells: table.visibleCells.count, lastRow: table.indexPathsForVisibleRows?.last?.row ?? -1,
              made: CountedCell.made)
    }
    // Warm-up: a first fling over the top, then back.
    _ = window.fling(table, step: step, frames: frames)
    table.contentOffset.y = 0
    CATransaction.flush()
    let top = phase(window.fling(table, step: step, frames: frames))
    table.scrollToRow(at: IndexPath(row: rows - 1, section: 0), at: .bottom, animated: false)
    table.contentOffset.y -= step * CGFloat(frames)
    CATransaction.flush()
    // Rows measured on the way are taller than their estimate, so the end moves away while the table gets there.
    let end = phase(window.fling(table, step: step, frames: 4 * frames) {
        table.indexPathsForVisibleRows?.last?.row == rows - 1
    })
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
    print(String(format: "  ours %@: %.3f ms CPU/frame over %d frames, %d dropped (over 16.7 ms), RSS %d KiB, %d cells on "
                 + "screen (%d made in all), last row %d", name, phase.figures.msPerFrame, phase.figures.frames,
                 phase.figures.framesDropped, phase.figures.residentKiB, phase.cells, phase.made, phase.lastRow))
}
row("from row 0     ", ours.top)
row("to row 99,999  ", ours.end)
print(String(format: "  memory from row 0 to row 99,999: %+.1f%%", Double(ours.end.figures.residentKiB - ours.top.figures.residentKiB) * 100
                                                                     / Double(ours.top.figures.residentKiB)))
if !CommandLine.arguments.contains("--no-peer") {
    if let peer = runPeer(display: server.display), let top = peer["top_ms_per_frame"] as? Double,
       let end = peer["end_ms_per_frame"] as? Double {
        print(String(format: "  gtk4-listview from row 0: %.3f ms CPU/frame (%d late frames), to the end: %.3f ms (%d late), RSS %d -> %d KiB",
                     top, peer["top_over_budget"] as? Int ?? -1, end, peer["end_over_budget"] as? Int ?? -1,
                     peer["rss_top_kib"] as? Int ?? 0, peer["rss_end_kib"] as? Int ?? 0))
        print(String(format: "  GTK / ours per frame: x%.2f from row 0, x%.2f to the end", top / ours.top.figures.msPerFrame,
                     end / ours.end.figures.msPerFrame))
    } else {
        print("  gtk4-listview: not run (python3-gi and gir1.2-gtk-4.0 needed)")
    }
}
