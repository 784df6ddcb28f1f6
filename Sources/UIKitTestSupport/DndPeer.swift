import Foundation

/// A real GTK 4 application as the other client of drag-and-drop tests: `TestSupport/xdnd/gtk_dnd_peer.py` through
/// PyGObject (python3-gi, gir1.2-gtk-4.0), with `GDK_BACKEND=x11` on the test's X server. Its undecorated window is
/// moved to `origin` (root pixels; there is no window manager); it is 400 x 300 pixels in three bands, top to bottom:
/// a label dragging `text`, one dragging `uri` (text/uri-list), and a drop area taking text or URIs. What it sees
/// comes back as lines (`drop text "..."`, `drop uris [...]`, `drag-end copy`).
public final class GtkDndPeer: @unchecked Sendable {
    public static let title = "GTK DnD peer"
    public let process: LaunchedApp
    public let origin: (x: Int, y: Int)

    public init(display: String, text: String, uri: String, origin: (x: Int, y: Int)) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TestSupport/xdnd/gtk_dnd_peer.py").path
        // Debian's interpreter, which has the gi module (a python3 earlier on PATH may not).
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
              FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/gi/__init__.py") else {
            throw XServerError.notInstalled("python3-gi gir1.2-gtk-4.0")
        }
        process = try LaunchedApp(python, arguments: [script, text, uri], display: display,
                                  environment: ["GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none"])
        self.origin = origin
        guard process.waitForLine(prefix: "ready", timeout: 20) != nil else {
            throw XServerError.didNotStart("the GTK peer: \(process.standardError)")
        }
        let manager = try WindowManagerClient(display: display)
        guard let window = manager.waitForWindow(titled: Self.title) else {
            throw XServerError.didNotStart("the GTK peer's window")
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
