import Foundation
import UIKit
import UIKitTestSupport

// Accessibility through AT-SPI, measured on a private Xvfb and accessibility bus:
//  - export: a client (pyatspi) reading a 1,000-element window's whole tree (role, name, states and extents of each
//    element) from this port's app, beside the same walk of a GTK 4 window of 1,000 labels (the baseline, measured in
//    the same run; GTK 4 speaks AT-SPI itself). Target: under 100 ms for the port.
//  - idle CPU: the 1,000-element app idle for a few seconds with the bridge connected and no client, beside the same app
//    with the bridge disabled (UIKIT_ACCESSIBILITY=0). Target: no more than disabled (0%).
//
//     swift build -c release --product AccessibilityBenchmark && swift run -c release AccessibilityBenchmark

if CommandLine.arguments.contains("--app") {
    MainActor.assumeIsolated { UIApplicationMain(delegate: ThousandLabelsDelegate()) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AccessibilityBenchmark: \(message)\n".utf8))
    exit(1)
}

let idleSeconds = 5.0
let walker = """
import sys, time, pyatspi
name, runs = sys.argv[1], int(sys.argv[2])
desktop = pyatspi.Registry.getDesktop(0)
app = None
for _ in range(300):
    app = next((a for a in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)) if a is not None and a.name == name), None)
    if app is not None: break
    time.sleep(0.1)
if app is None: sys.exit("no app " + name)
def walk(node):
    count = 1
    node.getRole(); node.name; node.getState()
    try: node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    except NotImplementedError: pass
    for child in node:
        if child is not None: count += walk(child)
    return count
for _ in range(runs):
    start = time.perf_counter()
    nodes = walk(app)
    print("walk %d %.1f" % (nodes, (time.perf_counter() - start) * 1000), flush=True)
"""
let gtkBaseline = """
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk, GLib
GLib.set_prgname("gtk-thousand")
def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Thousand")
    grid = Gtk.Grid()
    for index in range(1000):
        grid.attach(Gtk.Label(label=str(index)), index % 40, index // 40, 1, 1)
    window.set_child(grid)
    window.present()
    print("ready", flush=True)
app = Gtk.Application(application_id="org.uikit.AccessibilityBaseline")
app.connect("activate", activate)
app.run(None)
"""

func script(_ text: String, _ name: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-a11y-bench-\(getpid())-\(name).py").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

/// Clock ticks (user + system) the process has used so far.
func cpuTicks(_ pid: pid_t) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

func threads(_ pid: pid_t) -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count) ?? 0 }

/// Median walk time in milliseconds and the node count, from the walker's lines.
func walkFigures(_ output: String) -> (nodes: Int, milliseconds: Double) {
    let walks = output.split(separator: "\n").filter { $0.hasPrefix("walk ") }.map { $0.split(separator: " ") }
    guard !walks.isEmpty else { fail("the walker printed nothing: \(output)") }
    let times = walks.compactMap { Double($0[2]) }.sorted()
    return (Int(walks[0][1]) ?? 0, times[times.count / 2])
}

let server = try XServer()
defer { server.stop() }
let bus = try AccessibilityBus(display: server.display)
defer { bus.stop() }
let environment = bus.environment(display: server.display)
let walkerPath = script(walker, "walker")
let runs = 5

// The port's app.
let app = try LaunchedApp(CommandLine.arguments[0], arguments: ["--app"], display: server.display, environment: environment)
guard app.waitForLine(prefix: "ready", timeout: 30) != nil else { fail("the app did not start: \(app.standardError)") }
Thread.sleep(forTimeInterval: 1)
let processName = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
let port = walkFigures(try AccessibilityBus.run("/usr/bin/python3", [walkerPath, processName, "\(runs)"], environment: environment))

// Idle with the bridge connected and no client, then beside the bridge disabled.
func idle(_ process: ChildProcess) -> Double {
    Thread.sleep(forTimeInterval: 1)
    guard let before = cpuTicks(process.pid) else { fail("cannot read /proc/\(process.pid)/stat") }
    Thread.sleep(forTimeInterval: idleSeconds)
    guard let after = cpuTicks(process.pid) else { fail("the app exited while idle") }
    return Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK))) / idleSeconds * 100
}
let enabledIdle = idle(app.process)
let enabledThreads = threads(app.process.pid)
app.process.stop(grace: 1)
var disabledEnvironment = environment
disabledEnvironment["UIKIT_ACCESSIBILITY"] = "0"
let disabled = try LaunchedApp(CommandLine.arguments[0], arguments: ["--app"], display: server.display, environment: disabledEnvironment)
guard disabled.waitForLine(prefix: "ready", timeout: 30) != nil else { fail("the app did not start without the bridge") }
let disabledIdle = idle(disabled.process)
let disabledThreads = threads(disabled.process.pid)
disabled.process.stop(grace: 1)

// The GTK 4 baseline.
var baselineEnvironment = environment
baselineEnvironment.removeValue(forKey: "NO_AT_BRIDGE")
let gtk = try LaunchedApp("/usr/bin/python3", arguments: [script(gtkBaseline, "gtk")], display: server.display,
                          environment: baselineEnvironment)
var baseline: (nodes: Int, milliseconds: Double)?
if gtk.waitForLine(prefix: "ready", timeout: 30) != nil {
    Thread.sleep(forTimeInterval: 1)
    baseline = walkFigures(try AccessibilityBus.run("/usr/bin/python3", [walkerPath, "gtk-thousand", "\(runs)"],
                                                    environment: environment))
}
gtk.process.stop(grace: 1)

print("Accessibility export: pyatspi walking a 1,000-element window (role, name, states, extents), median of \(runs)")
print(String(format: "  UIKit port   %5d nodes  %8.1f ms  (%.3f ms per node)   target < 100 ms: %@", port.nodes, port.milliseconds,
             port.milliseconds / Double(port.nodes), port.milliseconds < 100 ? "met" : "MISSED"))
if let baseline {
    print(String(format: "  GTK 4        %5d nodes  %8.1f ms  (%.3f ms per node)   port / GTK per node: %.2f", baseline.nodes,
                 baseline.milliseconds, baseline.milliseconds / Double(baseline.nodes),
                 (port.milliseconds / Double(port.nodes)) / (baseline.milliseconds / Double(baseline.nodes))))
} else {
    print("  GTK 4 baseline did not start (python3-gi, gir1.2-gtk-4.0)")
}
print(String(format: "Idle CPU over %.0f s: bridge connected, no client %.2f%% (%d threads); bridge disabled %.2f%% (%d threads)",
             idleSeconds, enabledIdle, enabledThreads, disabledIdle, disabledThreads))
