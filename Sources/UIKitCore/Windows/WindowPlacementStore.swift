import Foundation

/// Where each desktop window was, between launches, as desktop users expect of an application: per scene session
/// (its `persistentIdentifier`) and window (its place among the session's windows), in the XDG state folder
/// (`$XDG_STATE_HOME`, else `~/.local/state`), in a folder named for the application's bundle identifier.
///
/// Written a moment after the user stops moving or resizing a window, and when the application ends; read at the
/// first launch that needs it. A window comes back on the monitor it was on, or on the main screen when that monitor
/// is gone, and always inside its screen. A file that cannot be read or parsed is logged once and ignored (and
/// replaced at the next write).
@MainActor final class WindowPlacementStore {
    /// One window's place: the monitor it was on and its frame in that monitor's points.
    struct Placement: Codable, Equatable {
        var screen: String
        var x: Double, y: Double, width: Double, height: Double

        var frame: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// One scene session's windows, in the order they joined the session.
    struct Session: Codable, Equatable {
        var id: String
        var windows: [Placement?]
    }

    private struct Contents: Codable {
        var version: Int
        /// Most recently used first.
        var sessions: [Session]
    }

    /// The store of a launched application (`UIApplicationMain`); nil when launched otherwise (tests), which then
    /// remember nothing.
    static var shared: WindowPlacementStore?

    /// The session of an application without scenes.
    static let applicationSession = "application"
    /// How long a window must keep still before its place is written.
    static let writeDelay: TimeInterval = 0.5
    /// Sessions remembered at most: older ones are forgotten.
    static let sessionLimit = 16

    let fileURL: URL
    private(set) var sessions: [Session] = []
    private var pendingWrite: EventTimer?

    init(fileURL: URL) {
        self.fileURL = fileURL
        sessions = Self.read(fileURL)
    }

    /// `<state folder>/<bundle identifier>/windows.json`.
    nonisolated static func fileURL(bundleIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let folder: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        }
        let safeName = bundleIdentifier.replacingOccurrences(of: "/", with: "_")
        return folder.appendingPathComponent(safeName.isEmpty ? "UIKitApp" : safeName, isDirectory: true)
            .appendingPathComponent("windows.json")
    }

    /// The session a launch restores: the one used last.
    var lastSessionIdentifier: String? { sessions.first?.id }

    func placement(session: String, index: Int) -> Placement? {
        guard let windows = sessions.first(where: { $0.id == session })?.windows, windows.indices.contains(index) else {
            return nil
        }
        return windows[index]
    }

    /// Remembers a window's place; written after `writeDelay` without another change.
    func record(_ placement: Placement, session: String, index: Int) {
        guard index >= 0, [placement.x, placement.y, placement.width, placement.height].allSatisfy(\.isFinite) else { return }
        var entry = sessions.first { $0.id == session } ?? Session(id: session, windows: [])
        while entry.windows.count <= index { entry.windows.append(nil) }
        guard entry.windows[index] != placement || sessions.first?.id != session else { return }
        entry.windows[index] = placement
        sessions.removeAll { $0.id == session }
        sessions.insert(entry, at: 0)
        if sessions.count > Self.sessionLimit { sessions.removeLast(sessions.count - Self.sessionLimit) }
        pendingWrite?.invalidate()
        pendingWrite = UIApplication.eventTimerSource.schedule(after: Self.writeDelay) { [weak self] in self?.write() }
    }

    /// Writes now if anything is waiting (the application is ending).
    func flush() {
        guard let pending = pendingWrite, pending.isValid else { return }
        pending.invalidate()
        write()
    }

    private func write() {
        pendingWrite = nil
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(Contents(version: 1, sessions: sessions)).write(to: fileURL, options: .atomic)
        } catch {
            UIKitLog.errorOnce("cannot write the window places to \(fileURL.path): \(error.localizedDescription)")
        }
    }

    private static func read(_ url: URL) -> [Session] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return []
        } catch {
            UIKitLog.errorOnce("cannot read the window places in \(url.path): \(error.localizedDescription); windows open where they are placed")
            return []
        }
        guard let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == 1 else {
            UIKitLog.errorOnce("the window places in \(url.path) are not readable (malformed); windows open where they are placed")
            return []
        }
        return contents.sessions
    }

    /// The screen and frame a placement comes back to: its monitor if it is still there (else the main screen), and
    /// a frame no larger than that screen, moved inside it.
    static func restored(_ placement: Placement, screens: [UIScreen]) -> (screen: UIScreen, frame: CGRect)? {
        guard placement.width > 0, placement.height > 0, let main = screens.first else { return nil }
        let screen = screens.first { $0.identifier == placement.screen } ?? main
        let bounds = screen.bounds
        var frame = placement.frame
        frame.size.width = min(frame.width, bounds.width)
        frame.size.height = min(frame.height, bounds.height)
        frame.origin.x = min(max(frame.minX, bounds.minX), bounds.maxX - frame.width)
        frame.origin.y = min(max(frame.minY, bounds.minY), bounds.maxY - frame.height)
        return (screen, frame)
    }
}
