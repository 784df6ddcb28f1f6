import Foundation
import UIKit
import UIKitTestSupport

// Accessibility through AT-SPI, measured on a private Xvfb and accessibility bus:
//  - export: a client (pyatspi) taking a 1,000-element window's whole tree from this port's app in one
//    `Cache.GetItems` call, then walking it through libatspi with its cache on, then without (one round trip per
//    property), beside the same three on a GTK 4 window of 1,000 labels (the baseline, measured in the same run; GTK 4
//    speaks AT-SPI itself). Target: under 100 ms for the export.
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
/// The client: finds the app on the desktop, then measures (1) the bulk export, `Cache.GetItems` called straight over
/// the accessibility bus and received whole; (2) a libatspi walk with its cache on (inside its main loop, as Orca runs;
/// libatspi caches only then), which answers role, name, states and children from the items it fetched when it met
/// the app; (3) the same walk without the cache (no main loop): one D-Bus round trip per property, plus extents.
let walker = """
import sys, time, pyatspi
from gi.repository import Gio, GLib
name, runs = sys.argv[1], int(sys.argv[2])
desktop = pyatspi.Registry.getDesktop(0)
app = None
for _ in range(300):
    app = next((a for a in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)) if a is not None and a.name == name), None)
    if app is not None: break
    time.sleep(0.1)
if app is None: sys.exit("no app " + name)
session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                            GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
bus = Gio.DBusConnection.new_for_address_sync(address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                              | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
for _ in range(runs):
    start = time.perf_counter()
    try:
        reply = bus.call_sync(app.app.bus_name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None, None,
                              Gio.DBusCallFlags.NONE, 10000, None)
        items = reply.get_child_value(0).n_children()
    except GLib.Error:
        items = -1
    print("items %d %.1f" % (items, (time.perf_counter() - start) * 1000), flush=True)
def walk(node, extents):
    count = 1
    node.getRole(); node.name; node.getState()
    if extents:
        try: node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        except NotImplementedError: pass
    for child in node:
        if child is not None: count += walk(child, extents)
    return count
def cached():
    for _ in range(runs):
        start = time.perf_counter()
        nodes = walk(app, False)
        print("cached %d %.1f" % (nodes, (time.perf_counter() - start) * 1000), flush=True)
    pyatspi.Registry.stop()
    return False
# The items libatspi asked for when it met the app arrive on the main loop; the walk starts once they are in.
GLib.timeout_add(500, cached)
pyatspi.Registry.start()
for _ in range(max(1, runs // 2)):
    start = time.perf_counter()
    nodes = walk(app, True)
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

/// The median milliseconds and the node count of the client's lines that start with `kind`.
struct Figures {
    var nodes: Int
    var milliseconds: Double
    /// The first run's, before anything the client fetched on the way was in its cache.
    var first: Double
    init(_ output: String, _ kind: String) {
        let lines = output.split(separator: "\n").filter { $0.hasPrefix(kind + " ") }.map { $0.split(separator: " ") }
        guard !lines.isEmpty else { fail("the client printed no \(kind) figures: \(output)") }
        let times = lines.compactMap { Double($0[2]) }.sorted()
        first = Double(lines[0][2]) ?? 0
        nodes = Int(lines[0][1]) ?? 0
        milliseconds = times[times.count / 2]
    }
}

/// The client's three figures for one app.
struct Export {
    var items: Figures, cached: Figures, walk: Figures
    init(_ output: String) {
        items = Figures(output, "items")
        cached = Figures(output, "cached")
        walk = Figures(output, "walk")
    }
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
let port = Export(try AccessibilityBus.run("/usr/bin/python3", [walkerPath, processName, "\(runs)"], environment: environment))

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
var baseline: Export?
if gtk.waitForLine(prefix: "ready", timeout: 30) != nil {
    Thread.sleep(forTimeInterval: 1)
    baseline = Export(try AccessibilityBus.run("/usr/bin/python3", [walkerPath, "gtk-thousand", "\(runs)"],
                                               environment: environment))
}
gtk.process.stop(grace: 1)

func line(_ label: String, _ figures: Figures, _ baseline: Figures?) -> String {
    var text = String(format: "  %-45@ %5d nodes %7.1f ms (first %7.1f)", label as NSString, figures.nodes,
                      figures.milliseconds, figures.first)
    if let baseline {
        text += String(format: "   GTK 4: %5d nodes %7.1f ms (first %7.1f)", baseline.nodes, baseline.milliseconds, baseline.first)
        // Per node only when both exported the same tree (GTK 4 puts in its cache only what it has realized).
        if baseline.nodes > 0, abs(figures.nodes - baseline.nodes) * 10 < figures.nodes {
            text += String(format: "  port / GTK %.2f", figures.milliseconds / baseline.milliseconds)
        }
    }
    return text
}
print("Accessibility export of a 1,000-element window to a client (pyatspi), median of \(runs); GTK 4 in the same run")
print(line("Cache.GetItems, the whole tree in one call", port.items, baseline?.items)
      + (port.items.milliseconds < 100 ? "   target < 100 ms: met" : "   target < 100 ms: MISSED"))
print(line("libatspi walk, cache on (role, name, states)", port.cached, baseline?.cached))
print(line("walk without cache (+ extents, round trips)", port.walk, baseline?.walk))
if baseline == nil { print("  GTK 4 baseline did not start (python3-gi, gir1.2-gtk-4.0)") }
print(String(format: "Idle CPU over %.0f s: bridge connected, no client %.2f%% (%d threads); bridge disabled %.2f%% (%d threads)",
             idleSeconds, enabledIdle, enabledThreads, disabledIdle, disabledThreads))
