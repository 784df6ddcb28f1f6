import Foundation

/// A real application of another toolkit as the other client of drag-and-drop tests, on the test's X server: a GTK 4
/// window (`TestSupport/xdnd/gtk_dnd_peer.py` through PyGObject, `GDK_BACKEND=x11`) or a Qt 6 one
/// (`TestSupport/xdnd/qt_dnd_peer.py` through PyQt6, `QT_QPA_PLATFORM=xcb`). Both scripts draw the same window and
/// print the same lines. The undecorated window is moved to `origin` (root pixels; there is no window manager); it is
/// 400 x 300 pixels in three bands, top to bottom: one dragging `text`, one dragging `uri` (text/uri-list), and a drop
/// area taking text or URIs. What it sees comes back as lines (`drop text "..."`, `drop uris [...]`, `drag-end copy`).
public final class DndPeer: @unchecked Sendable {
    public enum Toolkit: String, CaseIterable, Sendable, CustomStringConvertible {
        case gtk, qt

        public var description: String { self == .gtk ? "GTK 4" : "Qt 6" }
        public var title: String { self == .gtk ? "GTK DnD peer" : "Qt DnD peer" }
        var script: String { self == .gtk ? "gtk_dnd_peer.py" : "qt_dnd_peer.py" }
        /// The Debian packages the script imports.
        public var packages: String { self == .gtk ? "python3-gi gir1.2-gtk-4.0" : "python3-pyqt6" }
        /// The module the script needs in Debian's interpreter.
        var module: String { self == .gtk ? "gi/__init__.py" : "PyQt6/QtWidgets.abi3.so" }
        var environment: [String: String] {
            switch self {
            case .gtk: ["GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none"]
            case .qt: ["QT_QPA_PLATFORM": "xcb"]
            }
        }

        /// Whether Debian's interpreter has the toolkit's Python binding.
        public var isInstalled: Bool {
            FileManager.default.isExecutableFile(atPath: DndPeer.python)
                && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/" + module)
        }
    }

    /// Debian's interpreter, which has the bindings (a python3 earlier on PATH may not).
    static let python = "/usr/bin/python3"

    public let toolkit: Toolkit
    public let process: LaunchedApp
    public let origin: (x: Int, y: Int)

    public init(_ toolkit: Toolkit, display: String, text: String, uri: String, origin: (x: Int, y: Int)) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TestSupport/xdnd/" + toolkit.script).path
        guard toolkit.isInstalled else { throw XServerError.notInstalled(toolkit.packages) }
        self.toolkit = toolkit
        process = try LaunchedApp(Self.python, arguments: [script, text, uri], display: display,
                                  environment: toolkit.environment)
        self.origin = origin
        guard process.waitForLine(prefix: "ready", timeout: 20) != nil else {
            throw XServerError.didNotStart("the \(toolkit) peer: \(process.standardError)")
        }
        let manager = try WindowManagerClient(display: display)
        guard let window = manager.waitForWindow(titled: toolkit.title) else {
            throw XServerError.didNotStart("the \(toolkit) peer's window")
        }
        manager.move(window, x: origin.x, y: origin.y)
        manager.sync()
    }

    /// The middle of the band dragging text, of the one dragging the URI, and of the drop area (root pixels).
    public var textSource: (Int, Int) { (origin.x + 200, origin.y + 50) }
    public var uriSource: (Int, Int) { (origin.x + 200, origin.y + 150) }
    public var dropArea: (Int, Int) { (origin.x + 200, origin.y + 250) }

    public var lines: [String] { process.lines }

    /// The value of the first line starting with `prefix` + " ", if one came.
    public func value(after prefix: String) -> String? {
        lines.first { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
    }
}
